import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import { coolOff as coolOffCopy } from '../copy/spec/cool-off';
import { network as networkCopy } from '../copy/spec/network';
import type { RoutePath } from './paths';

/**
 * /cool_off_renew (issue 12 item 3): a cooled-off patron either starts a new cool-off (the page
 * links to /rg/cool_off_period) or ends the current one early: "Are you sure?", then PATCH
 * /i/cool_off/lift, then /cool_off_expired. The catalogue's copy for its failures (contract.md 8): a 404 "You don't have
 * any cool off to expire", a 422 "Unable to expire current cool off. Current cool off is still
 * active"; a 401 goes through the session machine.
 */
export const coolOffLiftMachine = setup({
  types: {} as {
    context: { error: string | null };
    events: { type: 'lift' } | { type: 'confirm.yes' } | { type: 'confirm.back' };
    output: { route: RoutePath };
    /** The cool-off is over: the route entry tells the session, which stops counting it (QA 12). */
    emitted: { type: 'session.coolOffLifted' };
  },
  actors: {
    liftCoolOff: fromPromise<void>(async () => {
      throw new Error('liftCoolOff is provided by src/flows/responsible-gaming.ts');
    }),
  },
  actions: {
    /**
     * Tells the native wrapper the account is no longer suspended (contract.md 7
     * setSuspendedState(false)): the suspended page had told it true (QA 12).
     */
    reportLifted: () => {},
    announceLifted: emit({ type: 'session.coolOffLifted' as const }),
    assignError: assign((_, params: { error: unknown }) => {
      const error = (params.error ?? {}) as Partial<ApiError>;
      if (error.status === 404) return { error: coolOffCopy.nothingToExpire };
      // A server that refuses the lift as a suspended call (403 user_suspended, decision 077)
      // says the same as its 422: the cool-off is still on.
      if (error.status === 422 || (error.status === 403 && error.serverCode === 'user_suspended'))
        return { error: coolOffCopy.stillActive };
      return {
        error:
          params.error instanceof Error && params.error.message
            ? params.error.message
            : networkCopy.generic,
      };
    }),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) =>
      (params.error as Partial<ApiError> | null)?.status === 404,
  },
}).createMachine({
  id: 'coolOffLift',
  context: { error: null },
  output: () => ({ route: '/cool_off_expired' as const }),
  initial: 'asking',
  states: {
    asking: { on: { lift: { target: 'confirming', actions: assign({ error: null }) } } },
    confirming: {
      description:
        'The generic confirmation (product.md 2.5), as for starting a cool-off: ending one loosens a control the patron chose, so it is asked before anything is sent.',
      on: { 'confirm.yes': 'lifting', 'confirm.back': 'asking' },
    },
    lifting: {
      tags: ['busy'],
      description:
        'PATCH /i/cool_off/lift. 404: "You don\'t have any cool off to expire"; 422: "Unable to expire current cool off. Current cool off is still active".',
      invoke: {
        id: 'liftCoolOff',
        src: 'liftCoolOff',
        onDone: { target: 'lifted' },
        onError: [
          {
            description:
              'A 404: there is no cool-off to end, so none runs; nothing is offered to end again (QA 14).',
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'nothingToLift',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'asking',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    nothingToLift: {
      description:
        '"You don\'t have any cool off to expire": the native side and the session hear no cool-off runs, and the page offers a new one only.',
      entry: ['reportLifted', 'announceLifted'],
    },
    lifted: {
      type: 'final',
      description:
        'The cool-off is over: the native side is told (setSuspendedState false), the session stops counting it, then /cool_off_expired.',
      entry: ['reportLifted', 'announceLifted'],
    },
  },
});
