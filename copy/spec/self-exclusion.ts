/** The spec's copy for self exclusion (contract.md 8, product.md 2.5 and 5), word for word. */
export const selfExclusion = {
  loggedOut: 'You must be logged in to request a self exclusion.',
  problem: 'There was a problem submitting your self exclusion request!',
  optionsFailed: 'Could not fetch self exclusion options',
} as const;
