import { assign, fromPromise, setup } from 'xstate';
import { getRegistrationStatus, type RegistrationStatus } from '../api/registration';
import { network as networkCopy } from '../copy/spec/network';
import { afterLoginRoute, CONTINUE_FLOW } from './after-login';
import type { RoutePath } from './paths';
import type { Layout } from './route-derivation';

/**
 * The welcome-back page (/login/welcome_back, /web/welcome_back; decision 040): entered right
 * after a successful password grant, it reads the login answer (GET /i/registration_status) and
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
}

export interface PostLoginContext extends PostLoginInput {
  route: RoutePath | null;
  error: string | null;
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
    fetchRegistrationStatus: fromPromise<RegistrationStatus>(({ signal }) =>
      getRegistrationStatus({ signal }),
    ),
  },
  actions: {
    assignRoute: assign({
      route: ({ context }, params: { status: RegistrationStatus }) => {
        const route = afterLoginRoute(params.status, context.layout);
        const finished = params.status.status === 'complete' && route === CONTINUE_FLOW;
        return finished && context.returnTo ? context.returnTo : route;
      },
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'postLogin',
  context: ({ input }) => ({
    layout: input.layout,
    returnTo: input.returnTo ?? null,
    route: null,
    error: null,
  }),
  output: ({ context }) => ({ route: context.route ?? '/continue_registration' }),
  initial: 'reading',
  states: {
    reading: {
      tags: ['loading'],
      description:
        'GET /i/registration_status: the login answer the next page is chosen from (decision 040).',
      invoke: {
        src: 'fetchRegistrationStatus',
        onDone: {
          target: 'decided',
          actions: { type: 'assignRoute', params: ({ event }) => ({ status: event.output }) },
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
    decided: { type: 'final' },
  },
});
