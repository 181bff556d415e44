/** The spec's copy for balance (contract.md 8, product.md 2.5 and 5), word for word. */
export const balance = {
  fetchFailed: 'Error fetching playable balance. Retrying...',
  walletRegionFailed: 'Could not transfer user wallet region!',
  updateUserFailed: 'Unable to update user information',
  updateAddressFailed: 'Unable to update user address',
} as const;
