/**
 * Our words for the last four digits of the SSN (contract.md 9), one entry for the two pages that
 * ask them, sign-up's SSN page and self-exclusion's personal page, so they read alike.
 */
export const ssn = {
  label: 'Last 4 digits of your Social Security number',
  invalid: 'Enter exactly 4 digits.',
} as const;
