/** The spec's copy for password (contract.md 8, product.md 2.5 and 5), word for word. */
export const password = {
  linkExpired: 'Your password reset link is expired. Please request another one.',
  resetRequested: "We've sent a password reset email",
} as const;
