/** The spec's copy for policies (contract.md 8, product.md 2.5 and 5), word for word. */
export const policies = {
  pendingFailed: 'Could not get pending policies!',
  submitFailed: 'Could not submit your policy acceptances!',
  termsFailed: 'Could not fetch terms and conditions',
} as const;
