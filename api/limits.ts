import * as v from 'valibot';
import { apiRequest, type CallOptions } from './client';
import { WholeNumberSchema } from './whole-number';

/**
 * Responsible-gaming limits (contract.md 7 "Responsible gaming", product.md 3): the cashflow
 * limits of a type per period, and the daily time limit. Units follow wire-decisions "Units":
 * money in cents, the daily time limit in whole hours (1 to 24, null for none), time spent in
 * minutes. A stricter limit applies at once; a looser one waits as pending ("Limit semantics").
 */

/** Cashflow limit categories (product.md 3 "Categories"); the `{type}` of the paths. */
export const CASHFLOW_LIMIT_TYPES = ['deposit', 'loss', 'spend', 'max_single_wager'] as const;
export type CashflowLimitType = (typeof CASHFLOW_LIMIT_TYPES)[number];

/** Limit periods (product.md 3 "Periods"); the `{period}` of the paths. */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How a type reads in the catalogue's `{type}` templates ("Could not update deposit limits!"). */
export const limitTypeLabel = (type: CashflowLimitType): string => type.replaceAll('_', ' ');

/** An amount in cents, or null when unset. */
const CentsSchema = v.nullish(WholeNumberSchema, null);

/** The answer of GET /i/cashflow_limits/{type} (product.md 3 "Cashflow limits"), in cents. */
export const CashflowLimitsSchema = v.object({
  dailyLimit: CentsSchema,
  weeklyLimit: CentsSchema,
  monthlyLimit: CentsSchema,
  dailyTotal: CentsSchema,
  weeklyTotal: CentsSchema,
  monthlyTotal: CentsSchema,
  pendingDailyLimit: CentsSchema,
  pendingWeeklyLimit: CentsSchema,
  pendingMonthlyLimit: CentsSchema,
});
export type CashflowLimits = v.InferOutput<typeof CashflowLimitsSchema>;

/** The answer of GET and PATCH /i/time_limits (product.md 3 "Time limit"). */
export const TimeLimitSchema = v.object({
  /** Whole hours, null for no limit. */
  dailyTimeLimit: v.nullish(WholeNumberSchema, null),
  /** Minutes played today. */
  dailyTimeSpent: v.nullish(v.number(), null),
  dailyTimeLimitUpdatedAt: v.nullish(v.string(), null),
  pendingDailyTimeLimit: v.nullish(WholeNumberSchema, null),
  hasPendingDailyTimeLimit: v.nullish(v.boolean(), false),
  dailyTimeLimitPendingUpdateTime: v.nullish(v.string(), null),
  isPendingDailyLimitConfirmationAvailable: v.nullish(v.boolean(), false),
});
export type TimeLimit = v.InferOutput<typeof TimeLimitSchema>;

/** Reads the cashflow limits of a type (daily, weekly, monthly, their totals and pending values). */
export function getCashflowLimits(
  type: CashflowLimitType,
  { signal }: CallOptions = {},
): Promise<CashflowLimits> {
  return apiRequest(`/i/cashflow_limits/${type}`, {
    schema: CashflowLimitsSchema,
    action: `fetch ${limitTypeLabel(type)} limits`,
    signal,
  });
}

/**
 * Sets one cashflow limit (204). `amountCents` is what the wire carries: 100 times the whole
 * currency units the patron entered (product.md 5). A 422 carries `amount` errors.
 */
export async function setCashflowLimit(
  input: { type: CashflowLimitType; period: LimitPeriod; amountCents: number },
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest(`/i/cashflow_limits/${input.type}/${input.period}`, {
    method: 'POST',
    body: { amount: input.amountCents },
    schema: null,
    action: `update ${limitTypeLabel(input.type)} limits`,
    signal,
  });
}

/** Reads the daily time limit, the time spent today and any pending change. */
export function getTimeLimit({ signal }: CallOptions = {}): Promise<TimeLimit> {
  return apiRequest('/i/time_limits', {
    schema: TimeLimitSchema,
    action: 'get daily time limit details',
    signal,
  });
}

/**
 * Sets the daily time limit in whole hours, or removes it with null (product.md 5: the choice
 * 'no-limit' sends null). Answers 200 with the time-limit object; a 422 carries
 * `daily_time_limit` errors.
 */
export function updateTimeLimit(
  input: { dailyTimeLimit: number | null },
  { signal }: CallOptions = {},
): Promise<TimeLimit> {
  return apiRequest('/i/time_limits', {
    method: 'PATCH',
    body: { dailyTimeLimit: input.dailyTimeLimit },
    schema: TimeLimitSchema,
    action: 'update your daily time limit',
    signal,
  });
}
