import { assign, fromPromise, setup } from 'xstate';
import { network as networkCopy } from '../copy/spec/network';

/**
 * /rg/deposit_ack (issue 12 item 2, decision 031): before a deposit the patron acknowledges that
 * deposit limits exist and where to set them. "I understand" records the answer with
 * PATCH /i/acks/deposit_ack (204); then the native app is told to go back to its deposit
 * (`goBackToDeposit`), and a browser shows the acknowledgement done with the way to the deposit
 * limits. A failure shows the generic message and lets the patron try again. Run as a flow of
 * src/flows/responsible-gaming.ts, which provides the call and the bridge.
 */
export const depositAckMachine = setup({
  types: {} as {
    context: { error: string | null };
    events: { type: 'acknowledge' };
  },
  actors: {
    acknowledge: fromPromise<void>(async () => {
      throw new Error('acknowledge is provided by src/flows/responsible-gaming.ts');
    }),
  },
  actions: {
    /** Hands the patron back to the app's deposit (contract.md 7 goBackToDeposit). */
    goBackToDeposit: () => {},
  },
}).createMachine({
  id: 'depositAck',
  context: { error: null },
  initial: 'asking',
  states: {
    asking: {
      on: { acknowledge: { target: 'acknowledging', actions: assign({ error: null }) } },
    },
    acknowledging: {
      tags: ['busy'],
      description: 'PATCH /i/acks/deposit_ack (204); nothing else is sent until it answers.',
      invoke: {
        src: 'acknowledge',
        onDone: { target: 'acknowledged' },
        onError: {
          target: 'asking',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : networkCopy.generic,
          }),
        },
      },
    },
    acknowledged: {
      description: 'Recorded: the native app goes back to its deposit; a browser shows the way on.',
      entry: 'goBackToDeposit',
    },
  },
});
