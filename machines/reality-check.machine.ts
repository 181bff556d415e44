import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '../api/errors';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import { GLOBAL_RULES } from './rg-rules';
import { type SavedChoiceInput, savedChoice } from './saved-choice';

/**
 * /rg/reality_checkin_interval (issue 12 item 2): how often the patron is reminded how long they
 * have played. Only 15 or 30 minutes (product.md 5), sent as seconds (contract.md 5); the change
 * applies from the next login, which the success message says. Run as a flow of
 * src/flows/responsible-gaming.ts.
 */

/** The intervals a patron may choose, in seconds (the rule table's). */
export const REALITY_CHECK_SECONDS: readonly number[] =
  GLOBAL_RULES.realityCheckIntervalsSeconds.value;

/** Whether a number of seconds is an allowed interval. */
export const isAllowedInterval = (seconds: number | null): seconds is number =>
  seconds !== null && REALITY_CHECK_SECONDS.includes(seconds);

/** The interval chosen before a reload (decision 076), when it is one of the allowed ones. */
function savedInterval(input: SavedChoiceInput): number | null {
  const seconds = Number(savedChoice(input));
  return isAllowedInterval(seconds) ? seconds : null;
}

export interface RealityCheckContext {
  /** The interval the server has, in seconds; null when none is set. */
  current: number | null;
  /** The chosen interval in seconds; null until one is chosen. */
  choice: number | null;
  fieldError: string | null;
  error: string | null;
  notice: string | null;
}

export type RealityCheckEvent =
  | { type: 'interval.choose'; seconds: number }
  | { type: 'interval.save' }
  | { type: 'retry' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

export const realityCheckMachine = setup({
  types: {} as {
    context: RealityCheckContext;
    events: RealityCheckEvent;
    input: SavedChoiceInput;
    emitted: {
      type: 'analytics';
      name: 'limit_set';
      properties: { limit_type: string; limit_value: number | null; limit_origin: 'account' };
    };
  },
  actors: {
    fetchInterval: fromPromise<number | null>(async () => {
      throw new Error('fetchInterval is provided by src/flows/responsible-gaming.ts');
    }),
    setInterval: fromPromise<void, { seconds: number }>(async () => {
      throw new Error('setInterval is provided by src/flows/responsible-gaming.ts');
    }),
  },
  actions: {
    // A choice brought back by a reload stays; otherwise the page starts from the current one.
    assignCurrent: assign(({ context }, params: { seconds: number | null }) => ({
      current: params.seconds,
      choice: context.choice ?? (isAllowedInterval(params.seconds) ? params.seconds : null),
    })),
    assignLoadError: assign({ error: limitsCopy.fetchRealityCheckFailed }),
    choose: assign((_, params: { seconds: number }) => ({
      choice: params.seconds,
      fieldError: null,
    })),
    clearMessages: assign({ fieldError: null, error: null, notice: null }),
    refuseChoice: assign({ fieldError: ours.chooseInterval, notice: null }),
    assignSaved: assign(({ context }) => ({
      current: context.choice,
      notice: successCopy.realityCheckUpdated,
    })),
    assignSaveError: assign((_, params: { error: unknown }) => {
      const error = (params.error ?? {}) as Partial<ApiError>;
      if (error.status === 422) {
        const fields = error.fieldErrors ?? {};
        return {
          fieldError:
            fields.realityCheckinIntervalSeconds ?? Object.values(fields)[0] ?? networkCopy.invalid,
        };
      }
      return { error: messageOf(params.error) };
    }),
    announceLimitSet: emit(({ context }) => ({
      type: 'analytics' as const,
      name: 'limit_set' as const,
      properties: {
        limit_type: 'check_in_frequency',
        limit_value: context.choice,
        limit_origin: GLOBAL_RULES.limitOrigin.value.account,
      },
    })),
  },
  guards: {
    isAllowedInterval: ({ context }) => isAllowedInterval(context.choice),
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({
    current: null,
    choice: savedInterval(input),
    fieldError: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description:
        'GET /i/reality_checkin_interval. A failure: "Could not fetch current reality check-in interval!" with a retry.',
      invoke: {
        src: 'fetchInterval',
        onDone: {
          target: 'ready',
          actions: { type: 'assignCurrent', params: ({ event }) => ({ seconds: event.output }) },
        },
        onError: { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: 'clearMessages' } } },
    ready: {
      on: {
        'interval.choose': {
          actions: { type: 'choose', params: ({ event }) => ({ seconds: event.seconds }) },
        },
        'interval.save': [
          {
            description: 'Only 15 or 30 minutes (900 or 1800 seconds) are sent.',
            guard: 'isAllowedInterval',
            target: 'saving',
            actions: 'clearMessages',
          },
          { actions: 'refuseChoice' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      description:
        'POST /i/reality_checkin_interval {reality_checkin_interval_seconds} (202). Announced as limit_set {check_in_frequency, seconds, account}.',
      invoke: {
        src: 'setInterval',
        input: ({ context }) => ({ seconds: context.choice as number }),
        onDone: { target: 'ready', actions: ['announceLimitSet', 'assignSaved'] },
        onError: {
          target: 'ready',
          actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
