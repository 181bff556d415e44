import { assign, emit, fromPromise, setup } from 'xstate';
import { failureMessage } from '../api/errors';
import { network as networkCopy } from '../copy/spec/network';
import type { RoutePath } from './paths';

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
    context: { error: string | null };
    events: CloseAccountEvent;
    emitted: { type: 'session.logout'; to: RoutePath };
  },
  actors: {
    closeAccount: fromPromise<void>(async () => {
      throw new Error('closeAccount is provided by src/flows/account.ts');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    // The catalogue has no closure message (contract.md 8): the generic one, except that a
    // timeout or a lost connection says so, as every other account action does (QA 8): the
    // closure may have gone through, which "try again" alone would hide.
    assignError: assign({
      error: (_, params: { error: unknown }) => failureMessage(params.error, networkCopy.generic),
    }),
    announceLogout: emit({ type: 'session.logout' as const, to: AFTER_CLOSURE }),
    // Provided by src/flows/account.ts: the native app's deactivateAccount (contract.md 7).
    deactivateInApp: () => {},
  },
}).createMachine({
  id: 'closeAccount',
  context: { error: null },
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
        onError: {
          description:
            'A failure shows the generic message (a timeout or a lost connection, its own); the patron may try again.',
          target: 'asking',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
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
