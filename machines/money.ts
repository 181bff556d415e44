import type { Currency } from './rg-rules';

/** The locale each currency is written in: US dollars as in the US, Canadian dollars as in Canada. */
const LOCALES: Record<Currency, string> = { USD: 'en-US', CAD: 'en-CA' };

/**
 * The one money format of the app (the limit pages, the balance of /user_preferences): an amount
 * in cents (wire-decisions "Units") in the patron's currency (contract.md 9: USD by default, also
 * CAD), with its symbol and cents: "$1,000.00". Limits and their totals are "shown in whole
 * currency units" (product.md 3, `wholeUnits`): "$1,000", with cents only when there are some
 * ("$12.50").
 */
export function formatMoney(
  cents: number,
  currency: Currency,
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  const digits = wholeUnits && cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}
