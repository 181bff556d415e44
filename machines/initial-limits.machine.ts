import { assign, fromPromise, sendParent, setup } from 'xstate';
import { fieldErrorsOf, isApiError } from '../api/errors';
import * as limitsApi from '../api/limits';
import { initialLimits as initialLimitsCopy } from '../copy/ours/initial-limits';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { amountTooLarge, parseAmount } from './limit-amount';
import { periodOrderErrors } from './period-order';
import { type Currency, jurisdictionOf, toCents } from './rg-rules';
import type { StepAnalyticsEvent, StepDraftEvent, StepInput } from './step-contract';

/**
 * Set Your Limits at sign-up (`/web/signup/initial_set_limits`, `/signup/initial_set_limits`),
 * shown only while the feature flag visit_limits_page is on (product.md 2.4, 6). The patron may
 * set daily, weekly and monthly deposit limits in whole currency units and a daily time limit, or
 * skip. Save sends each entered deposit limit as POST /i/cashflow_limits/deposit/{period} with
 * 100 times the value (product.md 5: cents on the wire) and the chosen time limit as PATCH
 * /i/time_limits (whole hours, null for 'no-limit'), one call at a time, and reports each limit
 * set as `limit_set` (origin sign_up). The step has no pending field: its output
 * `{ limitsDone: true }` tells the onboarding machine it is passed. Spawned as the child `step`.
 */

/** The deposit-limit periods the form asks for, in the order they are sent. */
export const DEPOSIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositPeriod = (typeof DEPOSIT_PERIODS)[number];

/** The form's fields: the three deposit limits and the daily time limit. */
export type LimitField = DepositPeriod | 'timeLimit';

/** The time-limit choices: whole hours 1 to 24 (wire-decisions "Units"). */
export const TIME_LIMIT_HOURS: readonly number[] = Array.from({ length: 24 }, (_, i) => i + 1);

/** The time-limit choice meaning "no limit", sent as null (product.md 5). */
export const NO_TIME_LIMIT = 'no-limit';

/** What the patron typed (never a secret): amounts as typed, the time-limit choice ('' for none). */
export interface InitialLimitsDraft extends Record<string, unknown> {
  daily: string;
  weekly: string;
  monthly: string;
  /** '' (not chosen: nothing is sent), 'no-limit', or a number of hours '1' to '24'. */
  timeLimit: string;
}

export interface InitialLimitsContext {
  route: string;
  /** Shown beside the amounts: USD in the US, CAD in Canada (product.md 3 "Currencies"). */
  currency: Currency;
  draft: InitialLimitsDraft;
  /** Per-field messages: our checks, or the server's first 422 message for the field. */
  fieldErrors: Partial<Record<LimitField, string>>;
  /** A failed call: shown in a banner, the input kept. */
  error: string | null;
  /** Values the server already accepted in this visit, so a retried Save does not resend them. */
  savedDeposits: Partial<Record<DepositPeriod, number>>;
  /** The time limit the server already accepted (hours or null); undefined while none was sent. */
  savedTimeLimit: number | null | undefined;
}

export type InitialLimitsEvent =
  | { type: 'limits.change'; field: LimitField; value: string }
  | { type: 'limits.save' }
  | { type: 'limits.skip' };

/** One deposit limit to send: the period and the whole units entered. */
export interface DepositLimitRequest {
  period: DepositPeriod;
  units: number;
}

export const EMPTY_LIMITS_DRAFT: InitialLimitsDraft = {
  daily: '',
  weekly: '',
  monthly: '',
  timeLimit: '',
};

/** The currency of a region code, from the rule table (machines/rg-rules.ts; USD by default). */
export const currencyOf = (regionCode: string): Currency =>
  jurisdictionOf(regionCode).currency.value;

/** The time-limit choice: 'unset' when nothing is chosen, null for no limit, else whole hours. */
export function parseTimeLimit(choice: string): number | null | 'unset' | 'invalid' {
  if (choice === '') return 'unset';
  if (choice === NO_TIME_LIMIT) return null;
  const hours = /^\d{1,2}$/.test(choice) ? Number(choice) : Number.NaN;
  return TIME_LIMIT_HOURS.includes(hours) ? hours : 'invalid';
}

/**
 * Our own checks before anything is sent: each entered amount whole, above 0 and of at most nine
 * digits (read as on the limit pages, machines/limit-amount.ts), and the periods in order (rule periodOrder, decision 058, as on the deposit limits page).
 */
export function validateLimits(
  draft: InitialLimitsDraft,
  currency: Currency,
): Partial<Record<LimitField, string>> {
  const errors: Partial<Record<LimitField, string>> = {};
  const cents: Partial<Record<DepositPeriod, number>> = {};
  for (const period of DEPOSIT_PERIODS) {
    const units = parseAmount(draft[period]);
    if (units === 'invalid') errors[period] = initialLimitsCopy.wholeAmount;
    else if (units === 'cents') errors[period] = initialLimitsCopy.withoutCents;
    else if (units === 'tooLarge') errors[period] = amountTooLarge();
    else if (typeof units === 'number') cents[period] = toCents(units);
  }
  Object.assign(errors, periodOrderErrors(cents, Object.keys(cents) as DepositPeriod[], currency));
  if (parseTimeLimit(draft.timeLimit) === 'invalid')
    errors.timeLimit = initialLimitsCopy.chooseTimeLimit;
  return errors;
}

/** The next entered deposit limit the server has not yet accepted, in period order, or null. */
export function nextDepositLimit(context: InitialLimitsContext): DepositLimitRequest | null {
  for (const period of DEPOSIT_PERIODS) {
    const units = parseAmount(context.draft[period]);
    if (typeof units === 'number' && context.savedDeposits[period] !== units)
      return { period, units };
  }
  return null;
}

/** The chosen time limit if the server has not yet accepted it ({hours}), or null. */
export function timeLimitToSend(context: InitialLimitsContext): { hours: number | null } | null {
  const hours = parseTimeLimit(context.draft.timeLimit);
  if (hours === 'unset' || hours === 'invalid') return null;
  return context.savedTimeLimit === hours ? null : { hours };
}

/** A saved draft from before a reload, each field kept only if it is a string. */
function restoreDraft(saved: Record<string, unknown> | null): InitialLimitsDraft {
  const draft = { ...EMPTY_LIMITS_DRAFT };
  for (const field of Object.keys(EMPTY_LIMITS_DRAFT) as (keyof InitialLimitsDraft)[]) {
    const value = saved?.[field];
    if (typeof value === 'string') draft[field] = value;
  }
  if (parseTimeLimit(draft.timeLimit) === 'invalid') draft.timeLimit = '';
  return draft;
}

const is422 = (error: unknown) => isApiError(error) && error.status === 422;

export const initialLimitsMachine = setup({
  types: {} as {
    context: InitialLimitsContext;
    events: InitialLimitsEvent;
    input: StepInput;
    output: { limitsDone: true };
  },
  actors: {
    setCashflowLimit: fromPromise<DepositLimitRequest, DepositLimitRequest>(
      async ({ input, signal }) => {
        await limitsApi.setCashflowLimit(
          { type: 'deposit', period: input.period, amountCents: toCents(input.units) },
          { signal },
        );
        return input;
      },
    ),
    updateTimeLimit: fromPromise<{ hours: number | null }, { hours: number | null }>(
      async ({ input, signal }) => {
        // The answer may show a looser change as pending: either way the choice is recorded.
        await limitsApi.updateTimeLimit({ dailyTimeLimit: input.hours }, { signal });
        return input;
      },
    ),
  },
  actions: {
    changeField: assign(({ context }, params: { field: LimitField; value: string }) => {
      const { [params.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [params.field]: params.value }, fieldErrors };
    }),
    mirrorDraft: sendParent(
      ({ context }): StepDraftEvent => ({
        type: 'step.draft',
        route: context.route,
        draft: { ...context.draft },
      }),
    ),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => validateLimits(context.draft, context.currency),
      error: null,
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    markDepositSaved: assign({
      savedDeposits: ({ context }, params: DepositLimitRequest) => ({
        ...context.savedDeposits,
        [params.period]: params.units,
      }),
    }),
    markTimeLimitSaved: assign({
      savedTimeLimit: (_, params: { hours: number | null }) => params.hours,
    }),
    // product.md 5: a 422 shows the server's message at the field; any other failure the
    // catalogue's "Could not update deposit limits!" (contract.md 8), the input kept.
    assignDepositError: assign(
      ({ context }, params: { error: unknown; period: DepositPeriod | undefined }) => {
        if (is422(params.error) && params.period) {
          const fieldErrors = fieldErrorsOf(params.error);
          const message =
            fieldErrors.amount ?? Object.values(fieldErrors)[0] ?? networkCopy.invalid;
          return { fieldErrors: { ...context.fieldErrors, [params.period]: message }, error: null };
        }
        return { error: limitsCopy.updateFailed(limitsApi.limitTypeLabel('deposit')) };
      },
    ),
    // product.md 5: a 422 shows the server's message for daily_time_limit, or 'Invalid'. Other
    // failures: the call's own catalogue message (network or generic), the input kept.
    assignTimeLimitError: assign(({ context }, params: { error: unknown }) => {
      if (is422(params.error)) {
        const message = fieldErrorsOf(params.error).dailyTimeLimit;
        return {
          fieldErrors: { ...context.fieldErrors, timeLimit: message ?? networkCopy.invalid },
          error: null,
        };
      }
      return {
        error: params.error instanceof Error ? params.error.message : networkCopy.generic,
      };
    }),
    announceLimitSet: sendParent(
      (_, params: { limitType: string; limitValue: number | null }): StepAnalyticsEvent => ({
        type: 'step.analytics',
        name: 'limit_set',
        properties: {
          limit_type: params.limitType,
          limit_value: params.limitValue,
          limit_origin: 'sign_up',
        },
      }),
    ),
  },
  guards: {
    hasInvalidFields: ({ context }) =>
      Object.keys(validateLimits(context.draft, context.currency)).length > 0,
    hasUnsavedDepositLimit: ({ context }) => nextDepositLimit(context) !== null,
    hasUnsavedTimeLimit: ({ context }) => timeLimitToSend(context) !== null,
  },
}).createMachine({
  id: 'initialLimits',
  context: ({ input }) => ({
    route: input.route,
    currency: currencyOf(input.regionCode ?? ''),
    draft: restoreDraft(input.savedDraft),
    fieldErrors: {},
    error: null,
    savedDeposits: {},
    savedTimeLimit: undefined,
  }),
  initial: 'editing',
  output: () => ({ limitsDone: true as const }),
  states: {
    editing: {
      description:
        'Every limit is optional. Deposit limits are whole currency units (USD in the US, CAD in Canada); the time limit is no limit or 1 to 24 hours. Skip sets nothing and still passes the step.',
      on: {
        'limits.change': {
          actions: [
            {
              type: 'changeField',
              params: ({ event }) => ({ field: event.field, value: event.value }),
            },
            'mirrorDraft',
          ],
        },
        'limits.save': [
          {
            description:
              'A limit is not valid for the rule table: show the field errors and send nothing.',
            guard: 'hasInvalidFields',
            actions: 'showFieldErrors',
          },
          { target: 'saving', actions: 'clearErrors' },
        ],
        'limits.skip': { target: 'done', actions: 'clearErrors' },
      },
    },
    saving: {
      tags: ['submitting'],
      description:
        'One call at a time, deposit limits first (daily, weekly, monthly), then the time limit. A limit the server already accepted in this visit is not sent again. Nothing entered: nothing is sent and the step is passed.',
      initial: 'next',
      states: {
        next: {
          always: [
            {
              description: 'A deposit limit was set and is not saved yet: send it (in cents).',
              guard: 'hasUnsavedDepositLimit',
              target: 'sendingDepositLimit',
            },
            {
              description:
                'A daily time limit was chosen and is not saved yet: send it (hours, or null for no limit).',
              guard: 'hasUnsavedTimeLimit',
              target: 'sendingTimeLimit',
            },
            { target: '#initialLimits.done' },
          ],
        },
        sendingDepositLimit: {
          description:
            'POST /i/cashflow_limits/deposit/{period} {amount: 100 × the entered value} (cents, product.md 5) -> 204. The server applies a first or stricter limit at once and keeps a looser one pending (wire-decisions "Limit semantics"). Each success is reported as limit_set {limit_type: <period>_deposit_limit, limit_value in cents, limit_origin: sign_up}.',
          invoke: {
            src: 'setCashflowLimit',
            input: ({ context }) => nextDepositLimit(context) as DepositLimitRequest,
            onDone: {
              target: 'next',
              actions: [
                { type: 'markDepositSaved', params: ({ event }) => event.output },
                {
                  type: 'announceLimitSet',
                  params: ({ event }) => ({
                    limitType: `${event.output.period}_deposit_limit`,
                    limitValue: toCents(event.output.units),
                  }),
                },
              ],
            },
            onError: {
              target: '#initialLimits.editing',
              actions: {
                type: 'assignDepositError',
                params: ({ context, event }) => ({
                  error: event.error,
                  period: nextDepositLimit(context)?.period,
                }),
              },
            },
          },
        },
        sendingTimeLimit: {
          description:
            "PATCH /i/time_limits {daily_time_limit: hours, or null for 'no-limit'} (product.md 5) -> 200. Reported as limit_set {limit_type: daily_time_limit, limit_value in hours or null, limit_origin: sign_up}.",
          invoke: {
            src: 'updateTimeLimit',
            input: ({ context }) => timeLimitToSend(context) as { hours: number | null },
            onDone: {
              target: 'next',
              actions: [
                { type: 'markTimeLimitSaved', params: ({ event }) => event.output },
                {
                  type: 'announceLimitSet',
                  params: ({ event }) => ({
                    limitType: 'daily_time_limit',
                    limitValue: event.output.hours,
                  }),
                },
              ],
            },
            onError: {
              target: '#initialLimits.editing',
              actions: {
                type: 'assignTimeLimitError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      description:
        'Limits saved, or skipped. The output {limitsDone: true} marks Set Your Limits as passed; the onboarding machine syncs and the server decides what is next.',
    },
  },
});
