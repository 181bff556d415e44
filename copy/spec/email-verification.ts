/** The spec's copy for email verification (contract.md 8, product.md 2.5 and 5), word for word. */
export const emailVerification = {
  resent:
    "We've sent you another verification email. If you did not receive this email, please check your spam or junk folder",
  contactSupport:
    'Please contact support to receive another verification email, or try again later.',
  resendFailed: 'Failed to send email verification request',
  codeInvalid: 'The verification code is not valid.',
  emailInUse: 'An account using this email already exists',
} as const;
