import type { SnapshotFrom } from 'xstate';
import type { LimitPeriod } from '../api/limits';
import type { cashflowLimitsMachine } from './cashflow-limits.machine';
import { fromCents } from './rg-rules';

/** Read-only views of a cashflow limit page for its screen (STYLE.md 3). */
export type CashflowLimitsSnapshot = SnapshotFrom<typeof cashflowLimitsMachine>;

/** One period as the page shows it, in whole currency units (null: none). */
export interface PeriodView {
  period: LimitPeriod;
  limit: number | null;
  total: number | null;
  pending: number | null;
}

const KEYS = {
  daily: ['dailyLimit', 'dailyTotal', 'pendingDailyLimit'],
  weekly: ['weeklyLimit', 'weeklyTotal', 'pendingWeeklyLimit'],
  monthly: ['monthlyLimit', 'monthlyTotal', 'pendingMonthlyLimit'],
} as const;

const units = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : fromCents(cents);

export const selectType = (s: CashflowLimitsSnapshot) => s.context.type;
export const selectCurrency = (s: CashflowLimitsSnapshot) => s.context.currency;
export const selectStatus = (s: CashflowLimitsSnapshot) => s.context.status;
export const selectDraft = (s: CashflowLimitsSnapshot) => s.context.draft;
export const selectFieldErrors = (s: CashflowLimitsSnapshot) => s.context.fieldErrors;
export const selectError = (s: CashflowLimitsSnapshot) => s.context.error;
export const selectNotice = (s: CashflowLimitsSnapshot) => s.context.notice;
export const selectIsLoading = (s: CashflowLimitsSnapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: CashflowLimitsSnapshot) => s.matches('loadFailed');
export const selectIsBusy = (s: CashflowLimitsSnapshot) => s.hasTag('busy');

/** The periods of the page with their limit, total used and pending value. */
export function selectPeriods(s: CashflowLimitsSnapshot): PeriodView[] {
  const limits = s.context.limits;
  return s.context.periods.map((period) => {
    const [limit, total, pending] = KEYS[period];
    return {
      period,
      limit: units(limits?.[limit]),
      total: units(limits?.[total]),
      pending: units(limits?.[pending]),
    };
  });
}
