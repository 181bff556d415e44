import type { SnapshotFrom } from 'xstate';
import { type LimitPeriod, limitTypeLabel } from '../api/limits';
import { responsibleGaming as copy } from '../copy/ours/responsible-gaming';
import { success as successCopy } from '../copy/spec/success';
import { type cashflowLimitsMachine, isNothingTyped, LIMIT_KEYS } from './cashflow-limits.machine';
import { formatMoney } from './money';
import { GLOBAL_RULES } from './rg-rules';

/** Read-only views of a cashflow limit page for its screen (STYLE.md 3). */
export type CashflowLimitsSnapshot = SnapshotFrom<typeof cashflowLimitsMachine>;

/** One period as the page shows it, in the region's money (machines/money.ts). */
export interface PeriodView {
  period: LimitPeriod;
  /** The limit in force, or "No limit". */
  limit: string;
  /** The amount used in the period; null where the category has no running total (per wager). */
  used: string | null;
  /** The looser value waiting for the patron's confirmation; null when there is none. */
  pending: string | null;
}

export const selectType = (s: CashflowLimitsSnapshot) => s.context.type;
export const selectCurrency = (s: CashflowLimitsSnapshot) => s.context.currency;
export const selectStatus = (s: CashflowLimitsSnapshot) => s.context.status;
export const selectDraft = (s: CashflowLimitsSnapshot) => s.context.draft;
export const selectFieldErrors = (s: CashflowLimitsSnapshot) => s.context.fieldErrors;
export const selectError = (s: CashflowLimitsSnapshot) => s.context.error;
/** The banner is the refusal of an empty save, which the page ties to the first amount. */
export const selectNothingTyped = (s: CashflowLimitsSnapshot) => isNothingTyped(s.context.error);
export const selectIsLoading = (s: CashflowLimitsSnapshot) => s.hasTag('loading');
export const selectLoadFailed = (s: CashflowLimitsSnapshot) => s.matches('loadFailed');
/** The read after a change failed, and the page may read the limits again. */
export const selectStale = (s: CashflowLimitsSnapshot) =>
  s.matches('ready') && s.can({ type: 'retry' });
export const selectIsBusy = (s: CashflowLimitsSnapshot) => s.hasTag('busy');

/** The periods of the page with their limit, amount used (where it means something) and pending value. */
export function selectPeriods(s: CashflowLimitsSnapshot): PeriodView[] {
  const { limits, currency, type } = s.context;
  const money = (cents: number) => formatMoney(cents, currency, { wholeUnits: true });
  const hasTotal = GLOBAL_RULES.runningTotal.value[type];
  return s.context.periods.map((period) => {
    const [limit, total, pending] = LIMIT_KEYS[period];
    const limitCents = limits?.[limit] ?? null;
    const pendingCents = limits?.[pending] ?? null;
    return {
      period,
      limit: limitCents === null ? copy.none : money(limitCents),
      used: hasTotal ? money(limits?.[total] ?? 0) : null,
      pending: pendingCents === null ? null : money(pendingCents),
    };
  });
}

/**
 * The banner lines of the last change: the catalogue's "You've successfully updated your {type}
 * limit" (contract.md 8, word for word) when a change applied, our words for the changes that wait
 * as pending (wire-decisions "Limit semantics"); none before any change.
 */
export function selectNotices(s: CashflowLimitsSnapshot): string[] {
  const { notice, type, periods } = s.context;
  if (notice === null) return [];
  const label = limitTypeLabel(type);
  const lines: string[] = [];
  if (notice.cancelled)
    lines.push(
      copy.pendingCancelled(periods.length === 1 ? label : `${notice.cancelled} ${label}`),
    );
  if (notice.gone)
    lines.push(copy.pendingGone(periods.length === 1 ? label : `${notice.gone} ${label}`));
  if (notice.changed)
    lines.push(copy.pendingChanged(periods.length === 1 ? label : `${notice.changed} ${label}`));
  if (notice.applied.length > 0) lines.push(successCopy.limitUpdated(label));
  if (notice.pending.length > 0) {
    // One period (the per-wager limit) needs no period name.
    const which = periods.length === 1 ? label : `${copy.listed(notice.pending)} ${label}`;
    lines.push(copy.limitsPending(which, notice.pending.length > 1));
  }
  return lines;
}

/** The pending period whose "Are you sure?" is shown, and stays while its Yes runs; else null. */
export const selectAskingToConfirm = (s: CashflowLimitsSnapshot) =>
  s.matches('askingToConfirm') || s.matches('checkingPending') || s.matches('confirming')
    ? s.context.pendingPeriod
    : null;
