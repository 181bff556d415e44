/** The spec's copy for sms (contract.md 8, product.md 2.5 and 5), word for word. */
export const sms = {
  resent: 'Code resent successfully',
  calling: "We'll call you in a few moments with your 6-digit code",
  tooMany: 'Too many messages were sent too quickly. Please wait a minute and Resend code.',
} as const;
