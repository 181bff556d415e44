/** The spec's copy for account (contract.md 8, product.md 2.5 and 5), word for word. */
export const account = {
  piiFetchFailed: 'Could not get user personal identifiable information!',
  piiConfirmFailed: 'Could not confirm user personal identifiable information!',
  reactivationFailed: 'There was a problem reactivating your account, please contact support.',
} as const;
