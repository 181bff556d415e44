import { assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../api/errors';
import type { RoutePath } from './paths';

/**
 * One confirmed account action (issue 11 item 6): reactivate a dormant account, acknowledge the
 * DGE level 2 notice, confirm fit to play. The page asks, the patron confirms, the call goes once
 * (the button is busy while it is pending: a second press sends nothing), and the flow ends on the
 * page its definition names; a failure shows that action's message and lets the patron try again.
 * Each flow of src/flows/account.ts provides its own `perform`. Closing the account, which cannot
 * be undone and ends the session, has its own machine (close-account.machine.ts).
 */

export interface AccountActionInput {
  /** Where the flow goes once the call succeeded. */
  done: RoutePath;
  /**
   * The message of a failed call that answered (the catalogue's for the action, else the generic
   * one); a timeout or a lost connection says the catalogue's network line instead (contract.md 8).
   */
  failure: string;
}

export interface AccountActionContext extends AccountActionInput {
  error: string | null;
}

export const accountActionMachine = setup({
  types: {} as {
    context: AccountActionContext;
    events: { type: 'confirm' };
    input: AccountActionInput;
    output: { route: RoutePath };
  },
  actors: {
    perform: fromPromise<void>(async () => {
      throw new Error('perform is provided by the flow (src/flows/account.ts)');
    }),
  },
}).createMachine({
  id: 'accountAction',
  context: ({ input }) => ({ ...input, error: null }),
  output: ({ context }) => ({ route: context.done }),
  initial: 'asking',
  states: {
    asking: {
      on: { confirm: { target: 'pending', actions: assign({ error: null }) } },
    },
    pending: {
      tags: ['busy'],
      description: 'The call is on its way; nothing else is sent until it answers.',
      invoke: {
        src: 'perform',
        onDone: { target: 'done' },
        onError: {
          description:
            "A failure shows the action's message, or for a timeout or a lost connection the catalogue's line for it (contract.md 8); the patron may try again.",
          target: 'asking',
          actions: assign({
            error: ({ context, event }) => failureMessage(event.error, context.failure),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
