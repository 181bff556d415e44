import { assign, fromPromise, setup } from 'xstate';
import { getRegions } from '../api/lists';
import { getRegistrationStatus, type RegistrationStatus } from '../api/registration';
import { getRequestContext } from '../api/request-context';
import { network as networkCopy } from '../copy/spec/network';
import { afterLoginRoute, CONTINUE_FLOW } from './after-login';
import type { RoutePath } from './paths';
import type { Layout } from './route-derivation';

/**
 * The welcome-back page (/login/welcome_back, /web/welcome_back; decision 040): entered right
 * after a successful password grant, it reads the login answer (GET /i/registration_status, and
 * the region's email rule from GET /i/regions) and
 * ends on the page `afterLoginRoute` names. A failure says so and may be tried again; the
 * patron stays signed in meanwhile. A 401 or suspension also reaches the session machine through
 * the API client's auth-failure port, which routes it (product.md 2.9, 4.5).
 */
export interface PostLoginInput {
  layout: Layout;
  /**
   * The patron's page the visitor was sent to login from (src/flows/return-after-login.ts): a
   * finished account with nothing owed goes back there instead of on to the hand-off.
   */
  returnTo?: RoutePath | null;
  /**
   * The welcome page this read runs for, opened directly (/login/welcome, /login/welcome_policies
   * and their /web twins): when the answer names that page its message applies and the patron
   * stays; otherwise they go where the answer says (QA 6). None for the welcome-back page.
   */
  page?: RoutePath | null;
}

export interface PostLoginContext extends PostLoginInput {
  route: RoutePath | null;
  error: string | null;
}

/** What the next page is chosen from. */
export interface LoginAnswer {
  status: RegistrationStatus;
  /**
   * The region the app runs in asks for a verified email (product.md 4.3; GET /i/regions). A
   * region the list does not name, or a list that cannot be read, asks for it: the server's
   * REQUIRED then stands, as in sign-up's derivation (machines/onboarding.context.ts).
   */
  regionRequiresEmailVerification: boolean;
}

async function regionRequiresEmailVerification(signal: AbortSignal): Promise<boolean> {
  const { regionCode } = getRequestContext();
  try {
    const regions = await getRegions({ signal });
    return (
      regions.find((region) => region.iso31662Code === regionCode)?.requireEmailVerification ?? true
    );
  } catch {
    return true;
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

export const postLoginMachine = setup({
  types: {} as {
    context: PostLoginContext;
    events: { type: 'retry' };
    input: PostLoginInput;
    output: { route: RoutePath };
  },
  actors: {
    fetchLoginAnswer: fromPromise<LoginAnswer>(async ({ signal }) => {
      const [status, requires] = await Promise.all([
        getRegistrationStatus({ signal }),
        regionRequiresEmailVerification(signal),
      ]);
      return { status, regionRequiresEmailVerification: requires };
    }),
  },
  actions: {
    assignRoute: assign({
      route: ({ context }, { status, regionRequiresEmailVerification }: LoginAnswer) => {
        const route = afterLoginRoute(status, context.layout, regionRequiresEmailVerification);
        const finished = status.status === 'complete' && route === CONTINUE_FLOW;
        return finished && context.returnTo ? context.returnTo : route;
      },
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    isThisPage: ({ context }) => context.page !== null && context.route === context.page,
  },
}).createMachine({
  id: 'postLogin',
  context: ({ input }) => ({
    layout: input.layout,
    returnTo: input.returnTo ?? null,
    page: input.page ?? null,
    route: null,
    error: null,
  }),
  output: ({ context }) => ({ route: context.route ?? '/continue_registration' }),
  initial: 'reading',
  states: {
    reading: {
      tags: ['loading'],
      description:
        'GET /i/registration_status, and GET /i/regions for whether the region asks for a verified email: the login answer the next page is chosen from (decision 040).',
      invoke: {
        src: 'fetchLoginAnswer',
        onDone: {
          target: 'deciding',
          actions: { type: 'assignRoute', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { retry: { target: 'reading', actions: 'clearError' } },
    },
    deciding: {
      always: [
        {
          description:
            'A welcome page opened directly whose message the answer confirms: the patron stays on it (QA 6).',
          guard: 'isThisPage',
          target: 'staying',
        },
        { target: 'decided' },
      ],
    },
    staying: {
      description: 'The welcome page shows its message; its link leads on.',
    },
    decided: { type: 'final' },
  },
});
