/** The spec's copy for cool off (contract.md 8, product.md 2.5 and 5), word for word. */
export const coolOff = {
  loggedOut: 'You must be logged in to change your cool off setting.',
  nothingToExpire: "You don't have any cool off to expire",
  stillActive: 'Unable to expire current cool off. Current cool off is still active',
} as const;
