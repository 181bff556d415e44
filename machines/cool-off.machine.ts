import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { network as networkCopy } from '../copy/spec/network';
import { rgOutcomeHref } from './rg-outcome';
import { GLOBAL_RULES } from './rg-rules';
import { type SavedChoiceInput, savedChoice } from './saved-choice';
import { isOutcomeUnknown, isSuspendedAs, suspensionNow } from './suspension-outcome';

/**
 * /rg/cool_off_period (issue 12 item 3): a break from play. The patron chooses a whole number of
 * days, confirms ("Are you sure?"), and POST /i/cool_offs {duration} starts it; the server
 * suspends the account, so the patron is then logged out and goes to the loading route
 * (product.md 4.5), which says the cool-off started and for how long (decision 061). The machine announces the logout (`session.logout`); src/ relays it to the
 * session machine, which makes the call and navigates. A 422 gives 'Invalid' (product.md 5).
 */

/** The cool-off lengths offered, in days (the rule table's). */
export const COOL_OFF_DAYS: readonly number[] = GLOBAL_RULES.coolOffDurationDays.value;

/** A chosen duration: whole days of the offered list, else null. */
export function parseDuration(choice: string): number | null {
  const days = /^\d{1,3}$/.test(choice) ? Number(choice) : Number.NaN;
  return COOL_OFF_DAYS.includes(days) ? days : null;
}

export interface CoolOffContext {
  choice: string;
  fieldError: string | null;
  error: string | null;
  /**
   * A request of this page timed out or lost its connection and the check after it could not
   * tell: the server may have started the break (decision 088). Its message waits in
   * `unknownOutcome` while the check runs.
   */
  maybeStarted: boolean;
  unknownOutcome: string | null;
}

export type CoolOffEvent =
  | { type: 'duration.choose'; value: string }
  | { type: 'cooloff.request' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.back' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

export const coolOffMachine = setup({
  types: {} as {
    context: CoolOffContext;
    events: CoolOffEvent;
    input: SavedChoiceInput;
    /** `to`: /rg/loading, its query naming the cool-off and its length (machines/rg-outcome.ts). */
    emitted: { type: 'session.logout'; to: string };
  },
  actors: {
    createCoolOff: fromPromise<void, { duration: number }>(async () => {
      throw new Error('createCoolOff is provided by src/flows/responsible-gaming.ts');
    }),
    suspensionNow,
  },
  actions: {
    choose: assign((_, params: { value: string }) => ({ choice: params.value, fieldError: null })),
    // product.md 5: "0 if none; a 422 gives 'Invalid'". A cool-off of no days is never sent (a
    // lenient server could suspend the account for it): the page asks for a length instead, in
    // words that say what to do (QA 5), as the casino cool-off and the time limit do.
    refuseChoice: assign({ fieldError: ours.coolOff.chooseDuration }),
    clearMessages: assign({ fieldError: null, error: null }),
    // product.md 5: a 422 gives 'Invalid'; anything else the call's own message.
    assignError: assign((_, params: { error: unknown }) => {
      const error = (params.error ?? {}) as Partial<ApiError>;
      if (error.status === 422) return { fieldError: networkCopy.invalid };
      // A cool-off already runs (wire-decisions "Limit semantics": 403 user_suspended): the page
      // stays and says plainly that nothing changed, never a silent bounce (QA 12).
      if (
        error.status === 403 &&
        error.serverCode === 'user_suspended' &&
        error.suspensionType === 'cool_off'
      )
        return { error: ours.coolOff.notChanged };
      return { error: messageOf(params.error) };
    }),
    /**
     * Tells the native wrapper the account is suspended (contract.md 7 setSuspendedState), as a
     * self-exclusion does: the cool-off suspends it (QA 12).
     */
    reportSuspended: () => {},
    announceLogout: emit(({ context }) => ({
      type: 'session.logout' as const,
      to: rgOutcomeHref({ kind: 'cool_off', length: parseDuration(context.choice) }),
    })),
  },
  guards: {
    hasDuration: ({ context }) => parseDuration(context.choice) !== null,
    isOutcomeUnknown: (_, params: { error: unknown }) => isOutcomeUnknown(params.error),
    isCoolOff: isSuspendedAs('cool_off'),
    /** A cool-off runs, and this page's own earlier request may have started it (decision 088). */
    isOwnCoolOff: ({ context }, params: { error: unknown }) => {
      const error = (params.error ?? {}) as Partial<ApiError>;
      return (
        context.maybeStarted &&
        error.status === 403 &&
        error.serverCode === 'user_suspended' &&
        error.suspensionType === 'cool_off'
      );
    },
  },
}).createMachine({
  id: 'coolOff',
  // A length chosen before a reload is chosen again (decision 076).
  context: ({ input }) => ({
    choice: savedChoice(input),
    fieldError: null,
    error: null,
    maybeStarted: false,
    unknownOutcome: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'duration.choose': {
          actions: { type: 'choose', params: ({ event }) => ({ value: event.value }) },
        },
        'cooloff.request': [
          {
            description: 'A duration of whole days must be chosen first.',
            guard: 'hasDuration',
            target: 'confirming',
            actions: 'clearMessages',
          },
          { actions: 'refuseChoice' },
        ],
      },
    },
    confirming: {
      description: 'The generic confirmation (product.md 2.5): "Are you sure?", Yes or Go Back.',
      on: {
        'confirm.yes': 'creating',
        'confirm.back': 'choosing',
      },
    },
    creating: {
      tags: ['busy'],
      description: 'POST /i/cool_offs {duration: whole days} (201).',
      invoke: {
        id: 'createCoolOff',
        src: 'createCoolOff',
        input: ({ context }) => ({ duration: parseDuration(context.choice) as number }),
        onDone: { target: 'created' },
        onError: [
          {
            description:
              'Timed out or lost its connection: the server may have started the break, so the page asks before it says anything (decision 088).',
            guard: { type: 'isOutcomeUnknown', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingOutcome',
            actions: assign({ unknownOutcome: ({ event }) => messageOf(event.error) }),
          },
          {
            description:
              "A cool-off runs, and this page's earlier request, whose answer never came, may have started it: it did (decision 088).",
            guard: { type: 'isOwnCoolOff', params: ({ event }) => ({ error: event.error }) },
            target: 'created',
          },
          {
            target: 'choosing',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    checkingOutcome: {
      tags: ['busy'],
      description:
        'GET /i/registration_status: a cool-off suspension means the break started; anything else, the timeout\'s own message, and a later "a cool-off runs" counts as this one.',
      invoke: {
        id: 'suspensionNow',
        src: 'suspensionNow',
        onDone: [
          {
            description: 'The account is under a cool-off: the break started.',
            guard: { type: 'isCoolOff', params: ({ event }) => ({ suspension: event.output }) },
            target: 'created',
          },
          {
            target: 'choosing',
            actions: assign(({ context }) => ({
              error: context.unknownOutcome,
              maybeStarted: true,
            })),
          },
        ],
        onError: {
          target: 'choosing',
          actions: assign(({ context }) => ({ error: context.unknownOutcome, maybeStarted: true })),
        },
      },
    },
    created: {
      type: 'final',
      description:
        'The account is suspended: the native side is told (setSuspendedState), the session logs out (POST /api/logout) and goes to /rg/loading, which says the cool-off started and for how long.',
      entry: ['reportSuspended', 'announceLogout'],
    },
  },
});
