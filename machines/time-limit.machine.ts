import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { type ApiError, isApiError, isAuthFailure } from '../api/errors';
import type { TimeLimit } from '../api/limits';
import type { LimitStatus, LimitStatuses } from '../api/responsible-gaming';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { pendingCallFailed } from './pending-call-failed';
import { GLOBAL_RULES, statusOf } from './rg-rules';
import { type SavedChoiceInput, savedChoice } from './saved-choice';

/**
 * /rg/daily_time_limit (issue 12 item 2): the daily time limit in whole hours or no limit, the
 * time played today, its status (GET /i/limit_statuses) and a pending change. The choice
 * 'no-limit' is sent as null (product.md 5); a 422 shows the server's message for
 * daily_time_limit, or 'Invalid'. A pending change may be cancelled at any time and confirmed once
 * the server says its confirmation is available. Run as a flow of src/flows/responsible-gaming.ts.
 */

/** The choice meaning "no limit", sent as null (product.md 5). */
export const NO_LIMIT = 'no-limit';

/** The hours a patron may choose (wire-decisions "Units"). */
export const TIME_LIMIT_HOURS: readonly number[] = Array.from(
  {
    length: GLOBAL_RULES.timeLimitHours.value.max - GLOBAL_RULES.timeLimitHours.value.min + 1,
  },
  (_, i) => GLOBAL_RULES.timeLimitHours.value.min + i,
);

/** A choice: null for no limit, whole hours, 'unset' when nothing is chosen, else 'invalid'. */
export function parseChoice(choice: string): number | null | 'unset' | 'invalid' {
  if (choice === '') return 'unset';
  if (choice === NO_LIMIT) return GLOBAL_RULES.timeLimitHours.value.noLimit;
  const hours = /^\d{1,2}$/.test(choice) ? Number(choice) : Number.NaN;
  return TIME_LIMIT_HOURS.includes(hours) ? hours : 'invalid';
}

/**
 * Whether a saved choice waits as pending (wire-decisions "Limit semantics": a looser limit, or
 * no limit, waits until the patron confirms it): the answer still has another limit in force and
 * a pending change.
 */
export const isPendingAnswer = (sent: number | null, answer: TimeLimit): boolean =>
  answer.hasPendingDailyTimeLimit === true && answer.dailyTimeLimit !== sent;

/**
 * What the last change did, for the banner: `updated` when it applied (the catalogue's "You've
 * successfully updated your daily time limit"), `pending` when it waits for the patron's
 * confirmation (our words, with the time it may be confirmed from when the server gives one).
 */
export type TimeLimitNotice =
  | { kind: 'updated' }
  | { kind: 'cancelled' }
  | { kind: 'gone' }
  | { kind: 'changed' }
  | { kind: 'pending'; removal: boolean; confirmFrom: string | null };

export interface LoadedTimeLimit {
  timeLimit: TimeLimit;
  statuses: LimitStatuses | null;
}

export interface TimeLimitContext {
  timeLimit: TimeLimit | null;
  status: LimitStatus | null;
  choice: string;
  fieldError: string | null;
  error: string | null;
  notice: TimeLimitNotice | null;
  /** Milliseconds until a pending change may be confirmed, when the page waits for that. */
  recheckIn: number | null;
}

export type TimeLimitEvent =
  | { type: 'choice.change'; value: string }
  | { type: 'limit.save' }
  | { type: 'pending.confirm' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.back' }
  | { type: 'pending.cancel' }
  | { type: 'retry' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;
const asApiError = (error: unknown) =>
  (typeof error === 'object' && error !== null ? error : {}) as Partial<ApiError>;

/** Browsers run a timer of at most 2^31 - 1 ms; a later time is read again on the next visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Milliseconds until a pending change may be confirmed (a second after the server's time), or
 * null when there is nothing to wait for: no pending change, one already confirmable, no time
 * given, or a time already past.
 */
export function untilConfirmable(timeLimit: TimeLimit | null, now = Date.now()): number | null {
  if (!timeLimit?.hasPendingDailyTimeLimit || timeLimit.isPendingDailyLimitConfirmationAvailable)
    return null;
  const from = Date.parse(timeLimit.dailyTimeLimitPendingUpdateTime ?? '');
  if (Number.isNaN(from) || from <= now) return null;
  return Math.min(from - now + 1_000, LONGEST_TIMER_MS);
}

export const timeLimitMachine = setup({
  types: {} as {
    context: TimeLimitContext;
    events: TimeLimitEvent;
    input: SavedChoiceInput;
    emitted: {
      type: 'analytics';
      name: 'limit_set';
      properties: { limit_type: string; limit_value: number | null; limit_origin: 'account' };
    };
  },
  actors: {
    fetchTimeLimit: fromPromise<LoadedTimeLimit>(async () => {
      throw new Error('fetchTimeLimit is provided by src/flows/responsible-gaming.ts');
    }),
    updateTimeLimit: fromPromise<TimeLimit, { hours: number | null }>(async () => {
      throw new Error('updateTimeLimit is provided by src/flows/responsible-gaming.ts');
    }),
    confirmPending: fromPromise<void>(async () => {
      throw new Error('confirmPending is provided by src/flows/responsible-gaming.ts');
    }),
    cancelPending: fromPromise<void>(async () => {
      throw new Error('cancelPending is provided by src/flows/responsible-gaming.ts');
    }),
  },
  actions: {
    assignLoaded: assign((_, params: LoadedTimeLimit) => ({
      timeLimit: params.timeLimit,
      status: statusOf(params.statuses, GLOBAL_RULES.limitStatusKey.value.time),
    })),
    assignUpdated: assign((_, params: { timeLimit: TimeLimit }) => ({
      timeLimit: params.timeLimit,
      choice: '',
      notice: { kind: 'updated' } as const,
    })),
    assignPending: assign((_, params: { timeLimit: TimeLimit; hours: number | null }) => ({
      timeLimit: params.timeLimit,
      choice: '',
      notice: {
        kind: 'pending',
        removal: params.hours === null,
        confirmFrom: params.timeLimit.isPendingDailyLimitConfirmationAvailable
          ? null
          : params.timeLimit.dailyTimeLimitPendingUpdateTime,
      } as const,
    })),
    assignLoadError: assign({ error: limitsCopy.fetchTimeLimitFailed }),
    changeChoice: assign((_, params: { value: string }) => ({
      choice: params.value,
      fieldError: null,
    })),
    clearMessages: assign({ fieldError: null, error: null, notice: null }),
    refuseChoice: assign({ fieldError: ours.chooseTimeLimit, notice: null }),
    refuseNoChange: assign({ fieldError: ours.alreadyNoTimeLimit, notice: null }),
    // product.md 5: a 422 shows the server's message for daily_time_limit, or 'Invalid'.
    assignSaveError: assign((_, params: { error: unknown }) => {
      const error = asApiError(params.error);
      if (error.status === 422)
        return { fieldError: error.fieldErrors?.dailyTimeLimit ?? networkCopy.invalid };
      return { error: messageOf(params.error) };
    }),
    assignCallError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    assignConfirmed: assign({ notice: { kind: 'updated' } as const }),
    assignCancelled: assign({ notice: { kind: 'cancelled' } as const }),
    assignPendingGone: assign({ notice: { kind: 'gone' } as const }),
    assignPendingMoved: assign((_, params: { after: TimeLimit }) => ({
      notice: { kind: params.after.hasPendingDailyTimeLimit ? 'changed' : 'gone' } as const,
    })),
    // Save pressed while "Are you sure?" is open: the form's own Save, once the question is closed.
    saveForm: raise({ type: 'limit.save' }),
    announceLimitSet: emit((_, params: { hours: number | null }) => ({
      type: 'analytics' as const,
      name: 'limit_set' as const,
      properties: {
        limit_type: 'daily_time_limit',
        limit_value: params.hours,
        limit_origin: GLOBAL_RULES.limitOrigin.value.account,
      },
    })),
  },
  guards: {
    isPendingAnswer: (_, params: { hours: number | null; answer: TimeLimit }) =>
      isPendingAnswer(params.hours, params.answer),
    hasInvalidChoice: ({ context }) => {
      const parsed = parseChoice(context.choice);
      return parsed === 'unset' || parsed === 'invalid';
    },
    isNoLimitAlready: ({ context }) =>
      parseChoice(context.choice) === null &&
      context.timeLimit !== null &&
      context.timeLimit.dailyTimeLimit === null &&
      context.timeLimit.hasPendingDailyTimeLimit !== true,
    isSessionFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    isNotFound: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.status === 404,
    // The confirm carries no value: only the pending change shown, still confirmable, is confirmed.
    isPendingAsShown: ({ context }, params: { after: TimeLimit }) =>
      context.timeLimit?.hasPendingDailyTimeLimit === true &&
      params.after.hasPendingDailyTimeLimit &&
      params.after.pendingDailyTimeLimit === context.timeLimit.pendingDailyTimeLimit &&
      params.after.isPendingDailyLimitConfirmationAvailable === true,
    canConfirmPending: ({ context }) =>
      context.timeLimit?.isPendingDailyLimitConfirmationAvailable === true,
    awaitsConfirmableTime: ({ context }) => context.recheckIn !== null,
  },
  delays: {
    untilPendingConfirmable: ({ context }) => context.recheckIn ?? 0,
  },
}).createMachine({
  id: 'timeLimit',
  // A choice made before a reload is chosen again (decision 076).
  context: ({ input }) => ({
    timeLimit: null,
    status: null,
    choice: savedChoice(input),
    fieldError: null,
    error: null,
    notice: null,
    recheckIn: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description:
        'GET /i/time_limits and GET /i/limit_statuses. A failure: "Could not get daily time limit details!" with a retry.',
      invoke: {
        src: 'fetchTimeLimit',
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: 'clearMessages' } } },
    rechecking: {
      description:
        'The time limit read again quietly (no loading state): a failure leaves the page as it was.',
      invoke: {
        src: 'fetchTimeLimit',
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: ({ event }) => event.output },
        },
        onError: { target: 'ready' },
      },
      on: {
        'choice.change': {
          actions: { type: 'changeChoice', params: ({ event }) => ({ value: event.value }) },
        },
      },
    },
    ready: {
      // When to read the limit again, worked out as the page is (re)shown: the timer below fires
      // then, and only a time still to come is waited for, so a second look never loops.
      entry: assign({ recheckIn: ({ context }) => untilConfirmable(context.timeLimit) }),
      after: {
        untilPendingConfirmable: {
          description:
            'A pending change that may be confirmed from a time still to come: when it comes, the limit is read again, so Confirm appears without a reload (QA 4).',
          guard: 'awaitsConfirmableTime',
          target: 'rechecking',
        },
      },
      on: {
        'choice.change': {
          actions: { type: 'changeChoice', params: ({ event }) => ({ value: event.value }) },
        },
        'limit.save': [
          {
            description: 'Only no limit or whole hours 1 to 24 are sent.',
            guard: 'hasInvalidChoice',
            actions: 'refuseChoice',
          },
          {
            description:
              'No limit chosen while there is no limit and no change pending: nothing would change, so nothing is sent (as an empty save on the cashflow pages).',
            guard: 'isNoLimitAlready',
            actions: 'refuseNoChange',
          },
          { target: 'saving', actions: 'clearMessages' },
        ],
        'pending.confirm': {
          description:
            'Confirming waits until the server says its confirmation is available (isPendingDailyLimitConfirmationAvailable).',
          guard: 'canConfirmPending',
          target: 'askingToConfirm',
          actions: 'clearMessages',
        },
        'pending.cancel': { target: 'cancelling', actions: 'clearMessages' },
      },
    },
    askingToConfirm: {
      description:
        'A pending time limit is always a looser one, or none (a stricter one applies at once): "Are you sure?" (product.md 2.5, the generic confirmation) before it comes into force. Yes confirms it; Go Back sends nothing. A choice made meanwhile is kept, and Save saves it.',
      on: {
        'choice.change': {
          actions: { type: 'changeChoice', params: ({ event }) => ({ value: event.value }) },
        },
        'confirm.yes': { target: 'checkingPending' },
        'confirm.back': { target: 'ready' },
        'limit.save': {
          description:
            'Save pressed while the question is open (QA 18): the question closes unanswered, as with Go Back (the pending change stays pending), and the choice is saved as from the form, so a stricter limit chosen meanwhile applies at once.',
          target: 'ready',
          actions: 'saveForm',
        },
      },
    },
    saving: {
      tags: ['busy'],
      description:
        "PATCH /i/time_limits {daily_time_limit: hours, or null for 'no-limit'} -> 200 with the time limit (a looser one comes back pending). Announced as limit_set {daily_time_limit, hours or null, account}.",
      invoke: {
        src: 'updateTimeLimit',
        input: ({ context }) => ({ hours: parseChoice(context.choice) as number | null }),
        onDone: [
          {
            description:
              'A looser limit, or no limit, comes back pending (wire-decisions "Limit semantics"): the current limit stays, so the banner says the change waits for the patron\'s confirmation and from when it may be given, not the success line. The limit and its status are read again.',
            guard: {
              type: 'isPendingAnswer',
              params: ({ context, event }) => ({
                hours: parseChoice(context.choice) as number | null,
                answer: event.output,
              }),
            },
            target: 'refreshing',
            actions: [
              {
                type: 'announceLimitSet',
                params: ({ context }) => ({ hours: parseChoice(context.choice) as number | null }),
              },
              {
                type: 'assignPending',
                params: ({ context, event }) => ({
                  timeLimit: event.output,
                  hours: parseChoice(context.choice) as number | null,
                }),
              },
            ],
          },
          {
            description:
              'The change applied: "You\'ve successfully updated your daily time limit". The limit and its status are read again.',
            target: 'refreshing',
            actions: [
              {
                type: 'announceLimitSet',
                params: ({ context }) => ({ hours: parseChoice(context.choice) as number | null }),
              },
              { type: 'assignUpdated', params: ({ event }) => ({ timeLimit: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkingPending: {
      tags: ['busy'],
      description:
        'The confirm carries no value (contract.md 7), so the time limit is read first: only the pending change the patron was shown is confirmed (QA 16: another tab may have cancelled it and chosen no limit).',
      invoke: {
        src: 'fetchTimeLimit',
        onDone: [
          {
            description: 'The pending change is the one shown, and may be confirmed: confirm it.',
            guard: {
              type: 'isPendingAsShown',
              params: ({ event }) => ({ after: event.output.timeLimit }),
            },
            target: 'confirming',
          },
          {
            description:
              'The pending change changed or went elsewhere: nothing is sent; the page shows what the server has and says so.',
            target: 'ready',
            actions: [
              {
                type: 'assignPendingMoved',
                params: ({ event }) => ({ after: event.output.timeLimit }),
              },
              { type: 'assignLoaded', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          description:
            'The read failed: whether the pending change is still the one shown is unknown, so nothing is sent and the read failure is said.',
          target: 'ready',
          actions: 'assignLoadError',
        },
      },
    },
    confirming: {
      tags: ['busy'],
      description:
        'POST /i/time_limits/pending/ (204). A failure: "Something went wrong confirming daily time limit. Please try again!".',
      invoke: {
        src: 'confirmPending',
        onDone: { target: 'refreshing', actions: 'assignConfirmed' },
        onError: pendingCallFailed('limit', 'confirm'),
      },
    },
    cancelling: {
      tags: ['busy'],
      description:
        'DELETE /i/time_limits/pending/ (204), and our words say the pending change is cancelled (the catalogue has no line for it). A failure: "Something went wrong cancelling daily time limit! Please try again!".',
      invoke: {
        src: 'cancelPending',
        onDone: { target: 'refreshing', actions: 'assignCancelled' },
        onError: pendingCallFailed('limit', 'cancel'),
      },
    },
    rereading: {
      tags: ['busy'],
      description:
        "After a failed confirm or cancel the limit is read again; the failure's message stays, and a failed read keeps what is shown.",
      invoke: {
        src: 'fetchTimeLimit',
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: ({ event }) => event.output },
        },
        onError: { target: 'ready' },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        src: 'fetchTimeLimit',
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignCallError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
