/** The spec's copy for lists (contract.md 8, product.md 2.5 and 5), word for word. */
export const lists = {
  occupationsFailed: 'Failed to fetch blacklisted occupations',
  countriesFailed: 'Failed to fetch countries. Please try again!',
  regionsFailed: 'Failed to get regions. Please try again!',
} as const;
