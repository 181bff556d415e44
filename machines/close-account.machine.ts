import { assign, emit, fromPromise, setup } from 'xstate';
import { failureMessage, fieldErrorsOf } from '../api/errors';
import { network as networkCopy } from '../copy/spec/network';
import type { RoutePath } from './paths';
import { isOutcomeUnknown, isSuspendedAs, suspensionNow } from './suspension-outcome';

/**
 * /close_account (issue 11 item 6; product.md 4.5, contract.md 7 POST /i/closed_suspensions): the
 * patron asks to close the account, confirms ("Are you sure?", the generic confirmation of
 * product.md 2.5, as the cool-off asks), and the call goes once. The closure cannot be undone and
 * the server suspends the account from then on (wire-decisions "Limit semantics"), so, as after a
 * cool-off or a self-exclusion (product.md 4.5), the machine announces the logout
 * (`session.logout`); the route entry relays it to the session machine, which makes it and goes
 * to /close_account_confirmation (decision 060).
 */

/** Where a patron lands once the account is closed and the session ended. */
export const AFTER_CLOSURE: RoutePath = '/close_account_confirmation';

export type CloseAccountEvent =
  | { type: 'close.request' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.back' };

export const closeAccountMachine = setup({
  types: {} as {
    /** `unknownOutcome`: a timed-out closure's message, while the check after it runs (decision 088). */
    context: { error: string | null; unknownOutcome: string | null };
    events: CloseAccountEvent;
    emitted: { type: 'session.logout'; to: RoutePath };
  },
  actors: {
    closeAccount: fromPromise<void>(async () => {
      throw new Error('closeAccount is provided by src/flows/account.ts');
    }),
    suspensionNow,
  },
  guards: {
    isOutcomeUnknown: (_, params: { error: unknown }) => isOutcomeUnknown(params.error),
    isClosed: isSuspendedAs('closed'),
  },
  actions: {
    clearError: assign({ error: null }),
    // The catalogue has no closure message (contract.md 8): the generic one, except that a
    // timeout or a lost connection says so, as every other account action does (QA 8): the
    // closure may have gone through, which "try again" alone would hide. A refusal that says why
    // (a 422's errors map, contract.md 5: "You have a pending withdrawal") shows its first message
    // (QA 14).
    assignError: assign({
      error: (_, params: { error: unknown }) =>
        Object.values(fieldErrorsOf(params.error))[0] ??
        failureMessage(params.error, networkCopy.generic),
    }),
    announceLogout: emit({ type: 'session.logout' as const, to: AFTER_CLOSURE }),
    // Provided by src/flows/account.ts: the native app's deactivateAccount (contract.md 7).
    deactivateInApp: () => {},
  },
}).createMachine({
  id: 'closeAccount',
  context: { error: null, unknownOutcome: null },
  initial: 'asking',
  states: {
    asking: {
      on: { 'close.request': { target: 'confirming', actions: 'clearError' } },
    },
    confirming: {
      description:
        'The closure cannot be undone: the generic confirmation (product.md 2.5) first, "Are you sure?", Yes or Go Back.',
      on: {
        'confirm.yes': 'closing',
        'confirm.back': 'asking',
      },
    },
    closing: {
      tags: ['busy'],
      description: 'POST /i/closed_suspensions; nothing else is sent until it answers.',
      invoke: {
        id: 'closeAccount',
        src: 'closeAccount',
        onDone: { target: 'closed' },
        onError: [
          {
            description:
              'Timed out or lost its connection: the server may have closed the account, so the page asks before it says anything (decision 088).',
            guard: { type: 'isOutcomeUnknown', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingOutcome',
            actions: assign({
              unknownOutcome: ({ event }) => failureMessage(event.error, networkCopy.generic),
            }),
          },
          {
            description:
              'A failure shows the generic message (a timeout or a lost connection, its own); the patron may try again.',
            target: 'asking',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    checkingOutcome: {
      tags: ['busy'],
      description:
        "GET /i/registration_status: a closed suspension means the account was closed; anything else, the timeout's own message, and the patron may try again.",
      invoke: {
        id: 'suspensionNow',
        src: 'suspensionNow',
        onDone: [
          {
            description: 'The account is under a closed suspension: it was closed.',
            guard: { type: 'isClosed', params: ({ event }) => ({ suspension: event.output }) },
            target: 'closed',
          },
          {
            target: 'asking',
            actions: assign(({ context }) => ({ error: context.unknownOutcome })),
          },
        ],
        onError: {
          target: 'asking',
          actions: assign(({ context }) => ({ error: context.unknownOutcome })),
        },
      },
    },
    closed: {
      type: 'final',
      description:
        'The account is closed and suspended: the app is told (deactivateAccount), the session logs out (POST /api/logout) and goes to /close_account_confirmation.',
      entry: ['deactivateInApp', 'announceLogout'],
    },
  },
});
