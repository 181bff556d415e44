import { assign, fromPromise, setup } from 'xstate';
import { isApiError, isNetworkLevel, messageOf } from '../api/errors';
import { passwordResetFailure, resetPassword } from '../api/password';
import type { RoutePath } from './paths';

/**
 * Choosing a new password from the emailed link (product.md 2.3 /user/change_password/password,
 * contract.md 7 POST /i/password_resets, 8): the link's token is kept in memory only (the route
 * entry has already removed it from the address bar). Success goes to the done page; an expired
 * or invalid token (a code, or an error of the token field) to the link-expired page;
 * sms_pin_locked to the locked page; a failure of the request itself (the network, the server) is
 * the form's alert; a refused password shows its first message at the field; any other refusal is
 * the catalogue's generic alert. The form keeps what was typed. A dead-link answer to a retry
 * after a failure of the request may mean the lost answer was a success: the form then says the
 * password may already have changed.
 */

export const PASSWORD_RESET_ROUTES = {
  done: '/sms/reset_password_done',
  expired: '/password_reset_link_expired',
  locked: '/locked/password',
} as const satisfies Record<string, RoutePath>;

/** The words the machine's local checks show (our copy, given by the flow's definition). */
export interface PasswordRules {
  tooShort: string;
  differ: string;
}

export interface PasswordResetContext {
  /** A secret: sent once with the new password, never shown, mirrored or persisted. */
  token: string | null;
  /**
   * The run has no token because a reload of its page lost the one a link brought (the route
   * entry knows the tab opened a link): its expired page asks for the link again (QA 4).
   */
  linkNotKept: boolean;
  password: string;
  confirm: string;
  /**
   * The refused submit's messages by field: the rule and the server's message on the new password,
   * a mismatch on the confirmation (the field that is wrong, QA 3 L5). A new object on each refusal.
   */
  errors: PasswordResetErrors;
  /**
   * A save failed for the network or the server, so the server may have taken it and its answer
   * been lost: a dead-link answer to the next save may mean the password did change (QA res 2c).
   * Cleared by an answer that shows the token still worked (a field's refusal).
   */
  answerLost: boolean;
  rules: PasswordRules;
}

export interface PasswordResetErrors {
  password?: string;
  confirm?: string;
  /**
   * The request failed, not a field (a timeout, no connection, a 5xx): the catalogue's words,
   * shown as the form's alert (QA res 2b).
   */
  form?: string;
}

export type PasswordResetEvent =
  | { type: 'password.change'; value: string }
  | { type: 'confirm.change'; value: string }
  | { type: 'submit' };

export interface PasswordResetOutput {
  route: (typeof PASSWORD_RESET_ROUTES)[keyof typeof PASSWORD_RESET_ROUTES];
}

/** The project's password rule (contract.md 5): 8 or more characters, a letter and a digit. */
export const meetsPasswordRule = (password: string): boolean =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);

export const passwordResetMachine = setup({
  types: {} as {
    context: PasswordResetContext;
    events: PasswordResetEvent;
    input: { token: string | null; rules: PasswordRules; linkNotKept?: boolean };
    output: PasswordResetOutput;
  },
  actors: {
    resetPassword: fromPromise<void, { password: string; token: string }>(({ input, signal }) =>
      resetPassword(input, { signal }),
    ),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    meetsRule: ({ context }) => meetsPasswordRule(context.password),
    matches: ({ context }) => context.password === context.confirm,
    linkExpired: (_, params: { error: unknown }) =>
      passwordResetFailure(params.error).kind === 'linkExpired',
    pinLocked: (_, params: { error: unknown }) =>
      passwordResetFailure(params.error).kind === 'pinLocked',
    passwordRefused: (_, params: { error: unknown }) =>
      passwordResetFailure(params.error).kind === 'invalid',
    // A dead link, though the last save's answer never arrived: that save may have used it.
    isDeadAfterLostAnswer: ({ context }, params: { error: unknown }) =>
      context.answerLost && passwordResetFailure(params.error).kind === 'linkExpired',
    // The request failed, not the password: the network did, or the server (a 5xx).
    isRequestFailure: (_, params: { error: unknown }) =>
      isNetworkLevel(params.error) ||
      (isApiError(params.error) && (params.error.status ?? 0) >= 500),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    token: input.token,
    linkNotKept: input.linkNotKept ?? false,
    password: '',
    confirm: '',
    errors: {},
    answerLost: false,
    rules: input.rules,
  }),
  output: ({ event }) => event.output as PasswordResetOutput,
  initial: 'checking',
  states: {
    checking: {
      always: [
        {
          description:
            'The reset link carries its token (kept in memory only): let the patron choose a password.',
          guard: 'hasToken',
          target: 'editing',
        },
        { description: 'A link without a token cannot reset anything.', target: 'expired' },
      ],
    },
    editing: {
      on: {
        'password.change': { actions: assign({ password: ({ event }) => event.value }) },
        'confirm.change': { actions: assign({ confirm: ({ event }) => event.value }) },
        submit: [
          {
            description: 'The new password meets the password rule: check the confirmation.',
            guard: { type: 'meetsRule' },
            target: 'checkingMatch',
          },
          { actions: assign({ errors: ({ context }) => ({ password: context.rules.tooShort }) }) },
        ],
      },
    },
    checkingMatch: {
      always: [
        {
          description: 'The confirmation matches: send the new password.',
          guard: 'matches',
          target: 'submitting',
          actions: assign({ errors: {} }),
        },
        {
          description: "The confirmation differs: the error is the confirmation field's.",
          target: 'editing',
          actions: assign({ errors: ({ context }) => ({ confirm: context.rules.differ }) }),
        },
      ],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({ password: context.password, token: context.token ?? '' }),
        onDone: { target: 'done' },
        onError: [
          {
            description:
              'A dead-link answer to a retry of a save whose answer was lost: that save may have changed the password, so the form says so and offers Log in (QA res 2c).',
            guard: {
              type: 'isDeadAfterLostAnswer',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'mayBeChanged',
          },
          {
            description:
              'password_reset_token_expired or invalid_password_reset_token: the link-expired page (contract.md 8).',
            guard: { type: 'linkExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
          },
          {
            description: 'sms_pin_locked during a password reset: the locked page (contract.md 8).',
            guard: { type: 'pinLocked', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
          },
          {
            description:
              "The request failed, not the password (a timeout, no connection, a 5xx): the catalogue's words as the form's alert, what was typed kept; the server may have taken the save (QA res 2b).",
            guard: { type: 'isRequestFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({
              errors: ({ event }) => ({ form: messageOf(event.error) }),
              answerLost: true,
            }),
          },
          {
            description:
              'The password was refused: its first error is shown at the password (contract.md 8). The link still worked, so no earlier save took it.',
            guard: { type: 'passwordRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({
              errors: ({ event }) => ({
                password: (passwordResetFailure(event.error) as { message: string }).message,
              }),
              answerLost: false,
            }),
          },
          {
            description:
              "Any other refusal (a field the form does not have, a code contract.md 8 does not name): the catalogue's 'Oops' as the form's alert, what was typed kept (QA 10). The server answered, so no earlier save took the link.",
            target: 'editing',
            actions: assign({
              errors: ({ event }) => ({
                form: (passwordResetFailure(event.error) as { message: string }).message,
              }),
              answerLost: false,
            }),
          },
        ],
      },
    },
    done: {
      type: 'final',
      entry: assign({ password: '', confirm: '', token: null }),
      output: { route: PASSWORD_RESET_ROUTES.done },
    },
    expired: {
      type: 'final',
      entry: assign({ password: '', confirm: '', token: null }),
      output: { route: PASSWORD_RESET_ROUTES.expired },
    },
    mayBeChanged: {
      description:
        'The link is dead, but a save whose answer was lost may have been what used it: the form gives way to "Your password may already have been changed", with Log in and a new link (QA res 2c). No page of its own: the flow stays on its page, the SMS reset included.',
      entry: assign({ password: '', confirm: '', token: null }),
    },
    locked: {
      type: 'final',
      entry: assign({ password: '', confirm: '', token: null }),
      output: { route: PASSWORD_RESET_ROUTES.locked },
    },
  },
});
