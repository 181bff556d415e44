/** The SSN digits asked for (contract.md 9: "last four digits collected"). */
const LAST_FOUR = 4;
const FULL_SSN = 9;

/**
 * What an SSN field keeps of what was typed or pasted: its digits, at most four. A whole SSN
 * pasted ("123-45-6789") keeps its last four, never its first (QA 5): the separators go before the
 * count, so the input itself caps nothing.
 */
export function lastFourSsnDigits(typed: string): string {
  // NFKC: full-width digits count as digits (decision 079).
  const digits = typed.normalize('NFKC').replace(/\D/g, '');
  return digits.length === FULL_SSN ? digits.slice(-LAST_FOUR) : digits.slice(0, LAST_FOUR);
}
