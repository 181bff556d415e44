import { assign, emit, setup } from 'xstate';
import { welcomeBackRoute } from './after-login';
import {
  PASSWORD_RESET_ROUTES,
  type PasswordResetOutput,
  type PasswordRules,
  passwordResetMachine,
} from './password-reset.machine';
import type { RoutePath } from './paths';
import type { Layout } from './route-derivation';
import { type SmsOutput, smsMachine } from './sms.machine';
import { SMS_EXIT_ROUTES } from './sms-exits';
import type { StepDraftEvent } from './step-contract';

/**
 * SMS security (issue 11 item 5; decision 041): an SMS code, sent by text or call and verified
 * with the one SMS machine (machines/sms.machine.ts, invoked as the child `sms`), guards two
 * things:
 *
 * - `login` (/sms/pin_required, /web/sms/pin_required): a password grant answered 403
 *   `sms_pin_required`; once the code is accepted the post-verify screen (product.md 2.8) says so
 *   and Continue goes on to the welcome-back page, which reads the login answer (decision 040);
 * - `reset` (/sms/reset_password, /web/sms/reset_password): the emailed reset link of an account
 *   with two-step verification; the code is sent and verified with the link's token, then the new
 *   password is chosen with the password-reset machine (child `password`), which ends on the
 *   done page (/sms/reset_password_done, product.md 2.8 "password-reset-success").
 *
 * contract.md 8: invalid_number leads to /sms/unable_to_send_code; sms_pin_locked to
 * /sms/pin_locked during SMS verification (the native login opening too, in an app or frame:
 * the `sms` child's port) and to /locked/password during a password reset (issue 11 item 4).
 */
export type SmsSecurityMode = 'login' | 'reset';

export interface SmsSecurityInput {
  mode: SmsSecurityMode;
  layout: Layout;
  /** The reset link's token (reset only): a secret kept in memory, sent with each call. */
  token: string | null;
  rules: PasswordRules;
  /**
   * A login's SMS step before a reload (login only): the number a code was last sent to, so the
   * page returns to the code form without sending another (the SMS machine's own draft shape).
   */
  savedDraft?: { codeSentTo?: string | null } | null;
  /** A reset link's page reloaded without its token (reset only; password-reset.machine.ts). */
  linkNotKept?: boolean;
}

export interface SmsSecurityContext extends SmsSecurityInput {
  route: RoutePath | null;
  /**
   * The number the last code went to, as the SMS child mirrors it (`step.draft`), until no code
   * is to be typed any more: the login's flow keeps it for a reload (src/flows/login.ts `draft`).
   */
  codeSentTo: string | null;
}

/** Where an SMS exit leads in each mode (contract.md 8). */
export function exitRouteFor(mode: SmsSecurityMode, output: SmsOutput): RoutePath | null {
  if (!('exitRoute' in output)) return null;
  if (output.exitRoute === SMS_EXIT_ROUTES.locked && mode === 'reset')
    return PASSWORD_RESET_ROUTES.locked;
  return output.exitRoute;
}

export const smsSecurityMachine = setup({
  types: {} as {
    context: SmsSecurityContext;
    events: { type: 'continue' } | StepDraftEvent;
    input: SmsSecurityInput;
    output: { route: RoutePath };
    /** The login's SMS code was accepted: its session is whole (decision 041). */
    emitted: { type: 'session.pinVerified' };
  },
  actors: { sms: smsMachine, password: passwordResetMachine },
  actions: {
    assignRoute: assign({ route: (_, params: { route: RoutePath }) => params.route }),
    forgetCodeSent: assign({ codeSentTo: null }),
    announcePinVerified: emit({ type: 'session.pinVerified' as const }),
  },
  guards: {
    isReset: ({ context }) => context.mode === 'reset',
    hasNoToken: ({ context }) => context.mode === 'reset' && !context.token,
    isExit: ({ context }, params: { output: SmsOutput }) =>
      exitRouteFor(context.mode, params.output) !== null,
  },
}).createMachine({
  id: 'smsSecurity',
  context: ({ input }) => ({
    ...input,
    route: null,
    codeSentTo: input.savedDraft?.codeSentTo ?? null,
  }),
  output: ({ context }) => ({ route: context.route ?? welcomeBackRoute(context.layout) }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        {
          description: 'A reset link without its token cannot be used: the link-expired page.',
          guard: 'hasNoToken',
          target: 'done',
          actions: { type: 'assignRoute', params: { route: PASSWORD_RESET_ROUTES.expired } },
        },
        { target: 'verifying' },
      ],
    },
    verifying: {
      description:
        'The SMS machine: the number on file (GET /i/phone_numbers), a code by text or call (POST /i/sms/send_one_time_code), the 6-digit code (PATCH /i/sms/verify_one_time_code); with the reset token in reset mode.',
      on: {
        'step.draft': {
          description:
            'The SMS step mirrors the number a code went to (never the code): kept for a reload.',
          actions: assign({
            codeSentTo: ({ event }) =>
              typeof event.draft.codeSentTo === 'string' ? event.draft.codeSentTo : null,
          }),
        },
      },
      invoke: {
        id: 'sms',
        src: 'sms',
        input: ({ context }) => ({
          route: '',
          savedDraft: { codeSentTo: context.codeSentTo },
          ...(context.token ? { token: context.token } : {}),
        }),
        onDone: [
          {
            description:
              'The SMS step ended on an exit page (unable to send, pin locked): the login ends there.',
            guard: { type: 'isExit', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: {
              type: 'assignRoute',
              params: ({ context, event }) => ({
                route: exitRouteFor(context.mode, event.output) ?? PASSWORD_RESET_ROUTES.expired,
              }),
            },
          },
          {
            description:
              'This is a password reset of an account with two-step verification: the code is verified, choose the new password (decision 041).',
            guard: 'isReset',
            target: 'choosingPassword',
          },
          { target: 'verified' },
        ],
      },
    },
    verified: {
      description:
        "The post-verify screen (product.md 2.8): the code was accepted, which the session machine is told (the login's session is whole); Continue goes on with the login.",
      entry: ['forgetCodeSent', 'announcePinVerified'],
      on: { continue: { target: 'done' } },
    },
    choosingPassword: {
      description:
        'The new password, sent with the token (POST /i/password_resets): the done page, the link-expired page, or the locked page (contract.md 8).',
      invoke: {
        id: 'password',
        src: 'password',
        input: ({ context }) => ({ token: context.token, rules: context.rules }),
        onDone: {
          target: 'done',
          actions: {
            type: 'assignRoute',
            params: ({ event }) => ({ route: (event.output as PasswordResetOutput).route }),
          },
        },
      },
    },
    done: {
      type: 'final',
      // The token goes with the flow: nothing keeps it once the flow has ended.
      entry: [assign({ token: null }), 'forgetCodeSent'],
    },
  },
});
