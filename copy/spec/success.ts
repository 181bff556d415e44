/** The spec's copy for success (contract.md 8, product.md 2.5 and 5), word for word. */
export const success = {
  casinoDisabled: "You've successfully disabled casino access.",
  limitUpdated: (type: string) => `You've successfully updated your ${type} limit`,
  timeLimitUpdated: "You've successfully updated your daily time limit",
  realityCheckUpdated:
    "You've successfully changed your reality check-in interval. This will only take effect on your next login.",
  loggedOut: 'You have successfully logged out.',
} as const;
