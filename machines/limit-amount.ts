import { responsibleGaming as limitsCopyOurs } from '../copy/ours/responsible-gaming';

// One reading of a typed limit amount for the limit pages (cashflow-limits.machine.ts) and
// sign-up's Set Your Limits (initial-limits.machine.ts), so both refuse the same amounts in the
// same words (QA3 L1).

// At most nine digits, so 100 times the value stays a safe integer of cents.
// A final point with no cents ("100.") reads as the whole amount (QA 19).
const WHOLE_AMOUNT = /^(\d{1,9})(?:\.0{0,2})?$/;
/** The largest amount a limit can be typed with, in whole units (nine digits). */
export const MAX_AMOUNT_UNITS = 999_999_999;
const WHOLE_NUMBER = /^\d+(?:\.0{0,2})?$/;

// A dollar mark or code pasted with the amount ("$50", "USD 75", "50 CAD", "C$20", "50 $" as
// Quebec writes it): the limit is in the jurisdiction's own dollars whichever is typed (QA 6).
// Any other currency stays invalid.
const DOLLAR_MARK = /^(?:(?:US|CA|C)?\$|USD|CAD)|(?:USD|CAD|\$)$/gi;

// Commas between digits: thousands in groups of three ("1,000", "12,345,678"), or a decimal comma
// before one or two final digits ("50,00", the way a French-speaking province writes it). Any
// other comma ("1,00,0", "10,0000") is no amount: reading it as if the commas were not there made
// "1,00" a limit of 100 (QA 9).
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^(\d+),(\d{1,2})$/;

/** The typed digits with their commas read: null when a comma stands where neither rule puts one. */
function withoutCommas(typed: string): string | null {
  if (!typed.includes(',')) return typed;
  if (THOUSANDS.test(typed)) return typed.replace(/,/g, '');
  const decimal = DECIMAL_COMMA.exec(typed);
  return decimal ? `${decimal[1]}.${decimal[2]}` : null;
}

// An amount with cents that are not zero ("1000.50", "0.99"): above 0, but not whole (QA 16).
const WITH_CENTS = /^\d+\.\d*[1-9]\d*$/;

/**
 * A typed amount in whole units: null when empty, 'tooLarge' for a whole number above
 * MAX_AMOUNT_UNITS, 'cents' for an amount above 0 with cents (told so in its own words, QA 16),
 * 'invalid' for anything else that is not a whole number above 0. Spaces, a dollar mark and
 * thousands commas are ignored, "50.00" and "50,00" read as 50, and leading zeros do not count as
 * digits.
 */
export function parseAmount(text: string): number | null | 'invalid' | 'tooLarge' | 'cents' {
  // NFKC: an amount typed full-width ("５０") is the one it stands for (decision 079).
  const typed = text.normalize('NFKC').replace(/\s/g, '');
  if (typed === '') return null;
  const digits = withoutCommas(typed.replace(DOLLAR_MARK, ''));
  if (digits === null) return 'invalid';
  const compact = digits.replace(/^0+(?=\d)/, '');
  if (WITH_CENTS.test(compact)) return 'cents';
  const match = WHOLE_AMOUNT.exec(compact);
  if (!match && WHOLE_NUMBER.test(compact)) return 'tooLarge';
  const units = match ? Number(match[1]) : 0;
  return units > 0 ? units : 'invalid';
}

/** The message of an amount above MAX_AMOUNT_UNITS: "Enter a whole amount of at most 999,999,999." */
export const amountTooLarge = () =>
  limitsCopyOurs.amountTooLarge(MAX_AMOUNT_UNITS.toLocaleString('en-US'));
