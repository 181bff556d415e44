/** The spec's copy for progress (contract.md 8, product.md 2.5 and 5), word for word. */
export const progress = {
  createAccount: 'Create Your Account',
  playYourWay: 'Play Your Way',
  verifyEmail: 'Verify Your Email',
  personalInformation: 'Personal Information',
  setLimits: 'Set Your Limits',
  fineDetails: 'The Fine Details',
  identityCheck: 'Identity Check',
} as const;
