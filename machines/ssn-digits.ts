/** The SSN digits asked for (contract.md 9: "last four digits collected"). */
const LAST_FOUR = 4;

/**
 * What an SSN field keeps of what was typed or pasted: its last four digits. A whole SSN keeps
 * its last four, never its first, whether pasted at once (QA 5) or typed key by key into the
 * field, which shows the four kept (QA 12): each digit past the fourth pushes the first out, so
 * "123-45-6789" typed ends as "6789". The separators go before the count, so the input caps
 * nothing itself.
 */
export function lastFourSsnDigits(typed: string): string {
  // NFKC: full-width digits count as digits (decision 079).
  return typed.normalize('NFKC').replace(/\D/g, '').slice(-LAST_FOUR);
}
