import { assign, emit, fromPromise, setup } from 'xstate';
import {
  getRegistration,
  getRegistrationStatus,
  type RegistrationForm,
  type RegistrationStatus,
} from '../api/registration';
import { network as networkCopy } from '../copy/spec/network';
import { CONTINUE_FLOW } from './after-login';
import { emailVerificationMachine } from './email-verification.machine';
import type { RoutePath } from './paths';
import type { Layout } from './route-derivation';
import type { StepAnalytics, StepAnalyticsEvent, StepInput } from './step-contract';

/**
 * /login/email_verification (decision 040): a finished account whose email the server asks to
 * verify (`REQUIRED`) types the emailed code after logging in. It reads the account (GET
 * /i/registration_status and GET /i/registration, for the address the code went to), then runs
 * the sign-up's email verification machine as its child `step` (POST /i/email_verifications,
 * POST /i/email_verification_requests; contract.md 8's messages) and, once the code is accepted,
 * goes on with the continue flow (the authorize hand-off). confirm_email_complete is re-emitted
 * as the flow's own analytics event (the registry hands it to the analytics port).
 */
export interface LoginEmailVerificationInput {
  layout: Layout;
}

export interface LoginEmailVerificationContext extends LoginEmailVerificationInput {
  step: StepInput | null;
  error: string | null;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

export const loginEmailVerificationMachine = setup({
  types: {} as {
    context: LoginEmailVerificationContext;
    events: { type: 'retry' } | StepAnalyticsEvent | { type: 'step.draft' };
    input: LoginEmailVerificationInput;
    output: { route: RoutePath };
  },
  actors: {
    loadAccount: fromPromise<{ status: RegistrationStatus; registration: RegistrationForm }>(
      async ({ signal }) => {
        const [status, registration] = await Promise.all([
          getRegistrationStatus({ signal }),
          getRegistration({ signal }),
        ]);
        return { status, registration };
      },
    ),
    step: emailVerificationMachine,
  },
  guards: {
    isEmailOwed: (_, params: { status: RegistrationStatus }) =>
      params.status.emailVerificationStatus === 'REQUIRED',
  },
  actions: {
    assignStep: assign({
      step: (
        { context },
        params: { status: RegistrationStatus; registration: RegistrationForm },
      ): StepInput => ({
        route: '/login/email_verification',
        layout: context.layout,
        brandName: '',
        regionCode: '',
        status: params.status,
        registration: params.registration,
        flags: [],
        savedDraft: null,
      }),
    }),
    assignError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    clearError: assign({ error: null }),
    forwardAnalytics: emit((_, params: StepAnalytics) => ({
      type: 'analytics' as const,
      ...params,
    })),
  },
}).createMachine({
  id: 'loginEmailVerification',
  context: ({ input }) => ({ layout: input.layout, step: null, error: null }),
  output: () => ({ route: CONTINUE_FLOW }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadAccount',
        onDone: [
          {
            description:
              'The server asks for the code (REQUIRED): the form, with the address the code went to.',
            guard: {
              type: 'isEmailOwed',
              params: ({ event }) => ({ status: event.output.status }),
            },
            target: 'verifying',
            actions: { type: 'assignStep', params: ({ event }) => event.output },
          },
          {
            description:
              'The server no longer asks for the code (the page opened directly, or the address verified meanwhile): nothing to verify, and no "We sent a code" either; the continue flow goes where the status says (QA 17).',
            target: 'done',
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearError' } } },
    verifying: {
      on: {
        'step.analytics': {
          actions: {
            type: 'forwardAnalytics',
            params: ({ event }) =>
              ({ name: event.name, properties: event.properties }) as StepAnalytics,
          },
        },
      },
      invoke: {
        id: 'step',
        src: 'step',
        input: ({ context }) => context.step as StepInput,
        onDone: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
