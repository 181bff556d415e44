import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { type ApiError, isApiError, isAuthFailure } from '../api/errors';
import {
  type CashflowLimits,
  type CashflowLimitType,
  type LimitPeriod,
  limitTypeLabel,
} from '../api/limits';
import type { LimitStatus, LimitStatuses } from '../api/responsible-gaming';
import { responsibleGaming as limitsCopyOurs } from '../copy/ours/responsible-gaming';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { amountTooLarge, parseAmount } from './limit-amount';
import { pendingCallFailed } from './pending-call-failed';
import { periodOrderErrors } from './period-order';
import {
  type Currency,
  GLOBAL_RULES,
  isLooserLimit,
  jurisdictionOf,
  type PeriodConflict,
  periodsOf,
  statusOf,
  toCents,
} from './rg-rules';

/**
 * A cashflow limit page of the account (issue 12 item 1): /rg/deposit_limits, /rg/loss_limits,
 * /rg/spend_limits, /rg/max_single_wager_limit. One machine, parameterised by the category
 * (DESIGN.md "limits"). It reads the current limits, totals used and pending values
 * (GET /i/cashflow_limits/{type}) with the limit's status (GET /i/limit_statuses); the patron types
 * new limits in whole currency units, sent in cents one period at a time; a pending (looser) value
 * is confirmed or cancelled. Each limit set is announced as `limit_set` (origin account). Run as
 * a flow of src/flows/responsible-gaming.ts.
 */

export interface CashflowLimitsInput {
  type: CashflowLimitType;
  /** The patron's region code: the rule table gives the currency. */
  regionCode: string;
  /** The amounts typed before a reload, by period, with the category they were typed for. */
  savedDraft?: Record<string, string> | null;
}

/** The amounts of a saved draft that belong to this category's periods. */
function restoredDraft(input: CashflowLimitsInput): Partial<Record<LimitPeriod, string>> {
  const saved = input.savedDraft;
  if (saved?.type !== input.type) return {};
  return Object.fromEntries(
    periodsOf(input.type)
      .filter((period) => typeof saved[period] === 'string')
      .map((period) => [period, saved[period] as string]),
  );
}

/** What a page shows: the limits, and the status of this category (null when it could not be read). */
export interface LoadedLimits {
  limits: CashflowLimits;
  statuses: LimitStatuses | null;
}

export interface CashflowLimitsContext {
  type: CashflowLimitType;
  periods: readonly LimitPeriod[];
  currency: Currency;
  limits: CashflowLimits | null;
  status: LimitStatus | null;
  /** The new limits as typed, whole currency units, by period ('' for no change). */
  draft: Partial<Record<LimitPeriod, string>>;
  fieldErrors: Partial<Record<LimitPeriod, string>>;
  /** A failure, shown in a banner; what was typed stays. */
  error: string | null;
  /** What the last change did, by period (the screen's banner; cashflow-limits.selectors.ts). */
  notice: LimitNotice | null;
  /** The limits the server accepted (204) in the save under way, in cents, by period. */
  saved: Partial<Record<LimitPeriod, number>>;
  /** The period a confirm or cancel is about. */
  pendingPeriod: LimitPeriod | null;
  /**
   * The read after a change failed: the limits shown are those before it (a pending one the
   * change made is missing, with its Confirm and Cancel), so the page offers to read them again.
   */
  stale: boolean;
}

/**
 * The periods whose change applied (the catalogue's "You've successfully updated your {type}
 * limit") and those whose change waits as pending until the patron confirms it (our words).
 */
export interface LimitNotice {
  applied: LimitPeriod[];
  pending: LimitPeriod[];
  /** The period whose pending value the patron cancelled (our words say so). */
  cancelled?: LimitPeriod;
  /** The period whose pending value was gone when the patron confirmed it (a 404: another tab). */
  gone?: LimitPeriod;
  /** The period whose pending value had changed elsewhere when the patron confirmed it: not sent. */
  changed?: LimitPeriod;
}

/** A period's pending value in cents, or null, in the limits read. */
export const pendingOf = (limits: CashflowLimits | null, period: LimitPeriod): number | null =>
  limits?.[LIMIT_KEYS[period][2]] ?? null;

/** The keys of a period's limit, total used and pending value in GET /i/cashflow_limits/{type}. */
export const LIMIT_KEYS = {
  daily: ['dailyLimit', 'dailyTotal', 'pendingDailyLimit'],
  weekly: ['weeklyLimit', 'weeklyTotal', 'pendingWeeklyLimit'],
  monthly: ['monthlyLimit', 'monthlyTotal', 'pendingMonthlyLimit'],
} as const satisfies Record<LimitPeriod, readonly (keyof CashflowLimits)[]>;

/**
 * Which saved limits applied and which wait as pending. The answer of the read that follows the
 * save decides (the value came back as the period's pending one and is not its limit); when that
 * read failed, wire-decisions "Limit semantics" does, on the limits shown before the save: a
 * looser one than the limit in force waits.
 */
export function savedOutcome(
  saved: Partial<Record<LimitPeriod, number>>,
  periods: readonly LimitPeriod[],
  before: CashflowLimits | null,
  after: CashflowLimits | null,
): LimitNotice {
  const notice: LimitNotice = { applied: [], pending: [] };
  for (const period of periods) {
    const cents = saved[period];
    if (cents === undefined) continue;
    const [limitKey, , pendingKey] = LIMIT_KEYS[period];
    const waits = after
      ? after[pendingKey] === cents && after[limitKey] !== cents
      : isLooserLimit(before?.[limitKey] ?? null, cents);
    notice[waits ? 'pending' : 'applied'].push(period);
  }
  return notice;
}

export type CashflowLimitsEvent =
  | { type: 'limit.change'; period: LimitPeriod; value: string }
  | { type: 'limit.save' }
  | { type: 'pending.confirm'; period: LimitPeriod }
  | { type: 'pending.cancel'; period: LimitPeriod }
  | { type: 'confirm.yes' }
  | { type: 'confirm.back' }
  | { type: 'retry' };

/** The catalogue's fetch failure of each category (contract.md 8). */
export const FETCH_FAILED: Record<CashflowLimitType, string> = {
  deposit: limitsCopy.fetchDepositFailed,
  loss: limitsCopy.fetchLossFailed,
  spend: limitsCopy.fetchSpendFailed,
  max_single_wager: limitsCopy.fetchMaxSingleWagerFailed,
};

/** The analytics limit_type of a category and period (product.md 3 "Limit types"). */
export const limitTypeOf = (type: CashflowLimitType, period: LimitPeriod): string =>
  type === 'max_single_wager' ? 'max_single_wager_limit' : `${period}_${type}_limit`;

/** One limit to send: the period and the whole units typed. */
export interface LimitRequest {
  period: LimitPeriod;
  units: number;
}

/** The next typed limit, in period order, or null when none is left. */
export function nextLimit(context: CashflowLimitsContext): LimitRequest | null {
  for (const period of context.periods) {
    const units = parseAmount(context.draft[period] ?? '');
    if (typeof units === 'number') return { period, units };
  }
  return null;
}

/**
 * Our checks before anything is sent: each typed amount a whole number above 0, then the period
 * order (rule periodOrder, decision 058): a shorter period's limit not above a longer one's, the
 * periods left empty counting with the limit in force. A typed limit stricter than the one in
 * force (lower, or where there was none) is not refused for a limit in force it falls out of
 * order with: a stricter limit applies at once (wire-decisions "Limit semantics"), and a longer
 * period's limit cut below a shorter one's binds (QA 19).
 */
export function validateDraft(
  context: Pick<CashflowLimitsContext, 'periods' | 'draft' | 'limits' | 'currency'>,
): Partial<Record<LimitPeriod, string>> {
  const errors: Partial<Record<LimitPeriod, string>> = {};
  const once: Partial<Record<LimitPeriod, number | null>> = {};
  const typed: LimitPeriod[] = [];
  const stricter = new Set<LimitPeriod>();
  for (const period of context.periods) {
    const units = parseAmount(context.draft[period] ?? '');
    if (units === 'invalid') errors[period] = limitsCopyOurs.wholeAmount;
    if (units === 'cents') errors[period] = limitsCopyOurs.withoutCents;
    if (units === 'tooLarge') errors[period] = amountTooLarge();
    const inForce = context.limits?.[LIMIT_KEYS[period][0]] ?? null;
    once[period] = typeof units === 'number' ? toCents(units) : inForce;
    if (typeof units !== 'number') continue;
    typed.push(period);
    if (!isLooserLimit(inForce, toCents(units))) stricter.add(period);
  }
  // Two typed limits out of order are told (a slip between fields, as at sign-up); a stricter one
  // out of order only with a limit in force is sent.
  const tells = (period: LimitPeriod, conflict: PeriodConflict) =>
    !stricter.has(period) || typed.includes(conflict.other);
  // A whole-amount error stays the field's first.
  return { ...periodOrderErrors(once, typed, context.currency, tells), ...errors };
}

/**
 * Confirming a period's pending limit keeps the period order too (rule periodOrder, decision 058):
 * the pending value against the limits in force of the other periods. A pending raise set before
 * a longer period was lowered would otherwise come into force above it (QA 6). The message is at
 * the period's field, in the words of a refused save.
 */
export function pendingConfirmErrors(
  context: Pick<CashflowLimitsContext, 'periods' | 'limits' | 'currency'>,
  period: LimitPeriod,
): Partial<Record<LimitPeriod, string>> {
  const once: Partial<Record<LimitPeriod, number | null>> = {};
  for (const each of context.periods) {
    const [limitKey, , pendingKey] = LIMIT_KEYS[each];
    once[each] =
      (each === period ? context.limits?.[pendingKey] : context.limits?.[limitKey]) ?? null;
  }
  return periodOrderErrors(once, [period], context.currency);
}

/**
 * The message is the refusal of an empty save ("Enter at least one new limit.", "Enter a new
 * limit."): typing an amount answers it, and the page ties it to the first amount (QA3 M1).
 */
export const isNothingTyped = (error: string | null) =>
  error === limitsCopyOurs.enterAmount || error === limitsCopyOurs.enterOneAmount;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;
const asApiError = (error: unknown) =>
  (typeof error === 'object' && error !== null ? error : {}) as Partial<ApiError>;

export const cashflowLimitsMachine = setup({
  types: {} as {
    context: CashflowLimitsContext;
    events: CashflowLimitsEvent;
    input: CashflowLimitsInput;
    emitted: {
      type: 'analytics';
      name: 'limit_set';
      properties: { limit_type: string; limit_value: number | null; limit_origin: 'account' };
    };
  },
  actors: {
    fetchLimits: fromPromise<LoadedLimits, { type: CashflowLimitType }>(async () => {
      throw new Error('fetchLimits is provided by src/flows/responsible-gaming.ts');
    }),
    setLimit: fromPromise<void, { type: CashflowLimitType; period: LimitPeriod; cents: number }>(
      async () => {
        throw new Error('setLimit is provided by src/flows/responsible-gaming.ts');
      },
    ),
    confirmPending: fromPromise<void, { type: CashflowLimitType; period: LimitPeriod }>(
      async () => {
        throw new Error('confirmPending is provided by src/flows/responsible-gaming.ts');
      },
    ),
    cancelPending: fromPromise<void, { type: CashflowLimitType; period: LimitPeriod }>(async () => {
      throw new Error('cancelPending is provided by src/flows/responsible-gaming.ts');
    }),
  },
  actions: {
    assignLoaded: assign(({ context }, params: LoadedLimits) => ({
      stale: false,
      limits: params.limits,
      status: statusOf(params.statuses, GLOBAL_RULES.limitStatusKey.value[context.type]),
    })),
    assignLoadError: assign({ error: ({ context }) => FETCH_FAILED[context.type] }),
    changeField: assign(({ context }, params: { period: LimitPeriod; value: string }) => {
      const { [params.period]: _cleared, ...fieldErrors } = context.fieldErrors;
      // Typing an amount answers "Enter at least one new limit." (a server's message stays).
      const error = isNothingTyped(context.error) ? null : context.error;
      return { draft: { ...context.draft, [params.period]: params.value }, fieldErrors, error };
    }),
    showFieldErrors: assign(({ context }) => ({
      fieldErrors: validateDraft(context),
      error: null,
      notice: null,
    })),
    refuseConfirm: assign(({ context }, params: { period: LimitPeriod }) => ({
      fieldErrors: pendingConfirmErrors(context, params.period),
      error: null,
      notice: null,
    })),
    clearMessages: assign({ fieldErrors: {}, error: null, notice: null, saved: {} }),
    assignNothingTyped: assign(({ context }) => ({
      error:
        context.periods.length === 1 ? limitsCopyOurs.enterOneAmount : limitsCopyOurs.enterAmount,
      notice: null,
    })),
    clearSent: assign(({ context }, params: { period: LimitPeriod }) => ({
      draft: { ...context.draft, [params.period]: '' },
    })),
    announceLimitSet: emit((_, params: { limitType: string; cents: number }) => ({
      type: 'analytics' as const,
      name: 'limit_set' as const,
      properties: {
        limit_type: params.limitType,
        limit_value: params.cents,
        limit_origin: GLOBAL_RULES.limitOrigin.value.account,
      },
    })),
    recordSaved: assign(({ context }, params: { period: LimitPeriod; cents: number }) => ({
      saved: { ...context.saved, [params.period]: params.cents },
    })),
    // After a save, the banner says which changes applied and which wait as pending (a pending
    // one is not "successfully updated"); after a confirm or a cancel nothing saved is left.
    assignSavedOutcome: assign(({ context }, params: { after: CashflowLimits | null }) =>
      Object.keys(context.saved).length === 0
        ? {}
        : {
            notice: savedOutcome(context.saved, context.periods, context.limits, params.after),
            saved: {},
          },
    ),
    assignCancelled: assign(({ context }) => ({
      notice: {
        applied: [],
        pending: [],
        ...(context.pendingPeriod ? { cancelled: context.pendingPeriod } : {}),
      },
    })),
    assignPendingMoved: assign(({ context }, params: { after: CashflowLimits | null }) => {
      const period = context.pendingPeriod as LimitPeriod;
      const moved =
        pendingOf(params.after, period) === null ? { gone: period } : { changed: period };
      return { notice: { applied: [], pending: [], ...moved } };
    }),
    assignPendingGone: assign(({ context }) => ({
      notice: {
        applied: [],
        pending: [],
        ...(context.pendingPeriod ? { gone: context.pendingPeriod } : {}),
      },
    })),
    assignConfirmed: assign(({ context }) => ({
      notice: { applied: context.pendingPeriod ? [context.pendingPeriod] : [], pending: [] },
    })),
    // product.md 5: a 422 shows the per-field message at the field; anything else the
    // catalogue's "Could not update {type} limits!", what was typed kept.
    assignSaveError: assign(({ context }, params: { error: unknown; period: LimitPeriod }) => {
      const error = asApiError(params.error);
      if (error.status === 422) {
        const fields = error.fieldErrors ?? {};
        const message = fields.amount ?? Object.values(fields)[0] ?? networkCopy.invalid;
        return { fieldErrors: { ...context.fieldErrors, [params.period]: message } };
      }
      return {
        error:
          error.code === 'UNAUTHORIZED_ERROR'
            ? messageOf(params.error)
            : limitsCopy.updateFailed(limitTypeLabel(context.type)),
      };
    }),
    assignPendingPeriod: assign((_, params: { period: LimitPeriod }) => ({
      pendingPeriod: params.period,
      error: null,
      notice: null,
    })),
    assignCallError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    // Save pressed while "Are you sure?" is open: the form's own Save, once the question is closed.
    saveForm: raise({ type: 'limit.save' }),
  },
  guards: {
    hasInvalidAmounts: ({ context }) => Object.keys(validateDraft(context)).length > 0,
    isPendingAsShown: ({ context }, params: { after: CashflowLimits | null }) => {
      const period = context.pendingPeriod as LimitPeriod;
      const shown = pendingOf(context.limits, period);
      return shown !== null && pendingOf(params.after, period) === shown;
    },
    confirmBreaksOrder: ({ context }, params: { period: LimitPeriod }) =>
      Object.keys(pendingConfirmErrors(context, params.period)).length > 0,
    isSessionFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    isNotFound: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.status === 404,
    hasLimitToSend: ({ context }) => nextLimit(context) !== null,
    isStale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'cashflowLimits',
  context: ({ input }) => ({
    type: input.type,
    periods: periodsOf(input.type),
    currency: jurisdictionOf(input.regionCode).currency.value,
    limits: null,
    status: null,
    draft: restoredDraft(input),
    fieldErrors: {},
    error: null,
    notice: null,
    saved: {},
    pendingPeriod: null,
    stale: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      description:
        'GET /i/cashflow_limits/{type} and GET /i/limit_statuses. A failure shows the catalogue\'s "Could not fetch {type} limits!" with a retry.',
      invoke: {
        src: 'fetchLimits',
        input: ({ context }) => ({ type: context.type }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      description:
        "The current limits, totals used, pending values and the status are shown; new limits are typed in whole units of the region's currency.",
      on: {
        'limit.change': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ period: event.period, value: event.value }),
          },
        },
        'limit.save': [
          {
            description:
              "An amount is not a whole number above 0, or a shorter period's limit would be above a longer one's (daily, weekly, monthly; an empty period counts with its limit in force): show the field errors and send nothing.",
            guard: 'hasInvalidAmounts',
            actions: 'showFieldErrors',
          },
          {
            description: 'At least one changed limit is valid: send them one period at a time.',
            guard: 'hasLimitToSend',
            target: 'saving',
            actions: 'clearMessages',
          },
          { actions: 'assignNothingTyped' },
        ],
        'pending.confirm': [
          {
            description:
              "The pending limit would come into force above a longer period's limit, or below a shorter one's (rule periodOrder): say so at its field and send nothing.",
            guard: {
              type: 'confirmBreaksOrder',
              params: ({ event }) => ({ period: event.period }),
            },
            actions: { type: 'refuseConfirm', params: ({ event }) => ({ period: event.period }) },
          },
          {
            target: 'askingToConfirm',
            actions: { type: 'assignPendingPeriod', params: ({ event }) => event },
          },
        ],
        'pending.cancel': {
          target: 'cancelling',
          actions: { type: 'assignPendingPeriod', params: ({ event }) => event },
        },
        retry: {
          description:
            'The read after a change failed (QA 9): the patron asks for the limits again, which shows a pending change and its Confirm and Cancel.',
          guard: 'isStale',
          target: 'loading',
          actions: assign({ error: null }),
        },
      },
    },
    askingToConfirm: {
      description:
        'A pending limit is always a higher one (a stricter limit applies at once): "Are you sure?" (product.md 2.5, the generic confirmation) before it comes into force. Yes confirms it; Go Back sends nothing. What is typed meanwhile is kept, and Save saves it.',
      on: {
        'limit.change': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ period: event.period, value: event.value }),
          },
        },
        'confirm.yes': { target: 'checkingPending' },
        'confirm.back': { target: 'ready' },
        'pending.confirm': {
          description:
            "A period's Confirm pressed while the question is open (QA 20): the question closes unanswered, as with Go Back, and the press is taken as from the form (the question moves to that period, or its period order is said).",
          target: 'ready',
          actions: raise(({ event }) => event),
        },
        'pending.cancel': {
          description:
            "A period's Cancel pressed while the question is open (QA 20): the question closes unanswered, as with Go Back, and that pending limit is cancelled as from the form.",
          target: 'ready',
          actions: raise(({ event }) => event),
        },
        'limit.save': {
          description:
            'Save pressed while the question is open (QA 18): the question closes unanswered, as with Go Back (the pending limit stays pending), and the form is saved as from the form, so a stricter limit typed meanwhile applies at once.',
          target: 'ready',
          actions: 'saveForm',
        },
      },
    },
    checkingPending: {
      tags: ['busy'],
      description:
        'The confirm carries no amount (contract.md 7), so the limits are read first: only the pending value the patron was shown is confirmed (QA 16: another tab may have cancelled it and saved another).',
      invoke: {
        src: 'fetchLimits',
        input: ({ context }) => ({ type: context.type }),
        onDone: [
          {
            description: 'The pending value is the one shown: confirm it.',
            guard: {
              type: 'isPendingAsShown',
              params: ({ event }) => ({ after: event.output.limits }),
            },
            target: 'confirming',
          },
          {
            description:
              'The pending value changed or went elsewhere: nothing is sent; the page shows what the server has and says so, and the patron may confirm the new value.',
            target: 'ready',
            actions: [
              {
                type: 'assignPendingMoved',
                params: ({ event }) => ({ after: event.output.limits }),
              },
              { type: 'assignLoaded', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          description:
            'The read failed: whether the pending value is still the one shown is unknown, so nothing is sent and the read failure is said.',
          target: 'ready',
          actions: 'assignLoadError',
        },
      },
    },
    saving: {
      tags: ['busy'],
      initial: 'sending',
      description:
        'POST /i/cashflow_limits/{type}/{period} {amount: 100 × the typed units} (cents), one period at a time in order; each success is announced as limit_set (origin account) and its field emptied. A stricter limit applies at once, a looser one comes back as pending.',
      states: {
        sending: {
          invoke: {
            src: 'setLimit',
            input: ({ context }) => {
              const next = nextLimit(context) as LimitRequest;
              return { type: context.type, period: next.period, cents: toCents(next.units) };
            },
            onDone: {
              target: 'next',
              actions: [
                {
                  type: 'announceLimitSet',
                  params: ({ context }) => {
                    const next = nextLimit(context) as LimitRequest;
                    return {
                      limitType: limitTypeOf(context.type, next.period),
                      cents: toCents(next.units),
                    };
                  },
                },
                {
                  type: 'recordSaved',
                  params: ({ context }) => {
                    const next = nextLimit(context) as LimitRequest;
                    return { period: next.period, cents: toCents(next.units) };
                  },
                },
                {
                  type: 'clearSent',
                  params: ({ context }) => ({
                    period: (nextLimit(context) as LimitRequest).period,
                  }),
                },
              ],
            },
            onError: {
              description:
                'A 422 puts the server\'s message at its field; anything else "Could not update {type} limits!". Either way the limits are read again, so what was already set shows.',
              target: '#cashflowLimits.refreshing',
              actions: {
                type: 'assignSaveError',
                params: ({ context, event }) => ({
                  error: event.error,
                  period: (nextLimit(context) as LimitRequest).period,
                }),
              },
            },
          },
        },
        next: {
          always: [
            {
              description: 'Another changed limit is still to send: send it.',
              guard: 'hasLimitToSend',
              target: 'sending',
            },
            { target: '#cashflowLimits.refreshing' },
          ],
        },
      },
    },
    confirming: {
      tags: ['busy'],
      description:
        'POST /i/cashflow_limits/{type}/{period}/pending (204): the pending value becomes the limit. A failure: "Something went wrong confirming {type} limit. Please try again!".',
      invoke: {
        src: 'confirmPending',
        input: ({ context }) => ({
          type: context.type,
          period: context.pendingPeriod as LimitPeriod,
        }),
        onDone: { target: 'refreshing', actions: 'assignConfirmed' },
        onError: pendingCallFailed('limits', 'confirm'),
      },
    },
    cancelling: {
      tags: ['busy'],
      description:
        'DELETE /i/cashflow_limits/{type}/{period}/pending (204): the pending value is dropped, and our words say so (the catalogue has no line for it). A failure: "Something went wrong cancelling {type} limit! Please try again!".',
      invoke: {
        src: 'cancelPending',
        input: ({ context }) => ({
          type: context.type,
          period: context.pendingPeriod as LimitPeriod,
        }),
        onDone: { target: 'refreshing', actions: 'assignCancelled' },
        onError: pendingCallFailed('limits', 'cancel'),
      },
    },
    rereading: {
      tags: ['busy'],
      description:
        "After a failed confirm or cancel the limits are read again; the failure's message stays, and a failed read keeps what is shown.",
      invoke: {
        src: 'fetchLimits',
        input: ({ context }) => ({ type: context.type }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoaded', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: assign({ stale: true }) },
      },
    },
    refreshing: {
      tags: ['busy'],
      description:
        'The limits are read again after a change; a failure keeps what is shown. After a save the banner tells each period\'s outcome from what is read: a change that applied gets "You\'ve successfully updated your {type} limit", one that came back pending (wire-decisions "Limit semantics") our words that it waits for the patron\'s confirmation; if the read fails, the rule decides on the limits shown before.',
      invoke: {
        src: 'fetchLimits',
        input: ({ context }) => ({ type: context.type }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'assignSavedOutcome',
              params: ({ event }) => ({ after: event.output.limits }),
            },
            { type: 'assignLoaded', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'assignSavedOutcome', params: { after: null } },
            { type: 'assignCallError', params: ({ event }) => ({ error: event.error }) },
            assign({ stale: true }),
          ],
        },
      },
    },
  },
});
