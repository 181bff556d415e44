import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../api/errors';
import { confirmIgoUserPii, getIgoUserPii, type IgoUserPii } from '../api/igo';
import type { RoutePath } from './paths';

/**
 * /igo_user_pii_confirmation (issue 11 item 6): the personal details on record are fetched and
 * shown; the patron confirms them (the account then continues where its status says) or says
 * they are wrong (the contact-support page). Each failure shows the catalogue's message with a
 * way to try again.
 */

export const igoPiiMachine = setup({
  types: {} as {
    context: { pii: IgoUserPii | null; error: string | null; next: RoutePath | null };
    events: { type: 'retry' } | { type: 'confirm' } | { type: 'wrong' };
    output: { route: RoutePath };
  },
  actors: {
    fetchPii: fromPromise<IgoUserPii>(({ signal }) => getIgoUserPii({ signal })),
    confirmPii: fromPromise<void>(({ signal }) => confirmIgoUserPii({ signal })),
  },
}).createMachine({
  id: 'igoPii',
  context: { pii: null, error: null, next: null },
  output: ({ context }) => ({ route: context.next ?? '/continue_registration' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPii',
        onDone: {
          target: 'showing',
          actions: assign({ pii: ({ event }) => event.output, error: null }),
        },
        onError: {
          description: '"Could not get user personal identifiable information!" with a retry.',
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    showing: {
      on: {
        confirm: { target: 'confirming', actions: assign({ error: null }) },
        wrong: {
          description: 'Details that are wrong are corrected with support.',
          target: 'done',
          actions: assign({ next: '/igo_user_pii_confirmation/contact_support' as const }),
        },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmPii',
        onDone: { target: 'done', actions: assign({ next: '/continue_registration' as const }) },
        onError: {
          description: '"Could not confirm user personal identifiable information!"; try again.',
          target: 'showing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
