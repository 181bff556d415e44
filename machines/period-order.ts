import type { LimitPeriod } from '../api/limits';
import { responsibleGaming as limitsCopyOurs } from '../copy/ours/responsible-gaming';
import { formatMoney } from './money';
import { type Currency, type PeriodConflict, periodOrderConflicts } from './rg-rules';

/**
 * The period order's messages (rule periodOrder, decision 058), at the typed field of each
 * conflict: the limit pages and sign-up's Set Your Limits say it in the same words.
 */
export function periodOrderErrors(
  limits: Partial<Record<LimitPeriod, number | null>>,
  typed: readonly LimitPeriod[],
  currency: Currency,
  /** Which conflicts to tell (all by default): the limit pages let a stricter limit through. */
  tells: (period: LimitPeriod, conflict: PeriodConflict) => boolean = () => true,
): Partial<Record<LimitPeriod, string>> {
  const errors: Partial<Record<LimitPeriod, string>> = {};
  for (const [period, conflict] of Object.entries(periodOrderConflicts(limits, typed))) {
    if (!tells(period as LimitPeriod, conflict)) continue;
    const amount = formatMoney(conflict.otherCents, currency, { wholeUnits: true });
    errors[period as LimitPeriod] = conflict.otherIsLonger
      ? limitsCopyOurs.aboveLonger(period, conflict.other, amount)
      : limitsCopyOurs.belowShorter(period, conflict.other, amount);
  }
  return errors;
}
