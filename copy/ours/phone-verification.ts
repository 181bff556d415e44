/** Our copy for phone verification (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const phoneVerification = {
  title: 'Verify your phone number',
  intro: 'We will send a 6-digit code to this number to check that it is yours.',
  phone: 'Mobile phone number',
  phoneHint: 'US or Canadian number, shown as (XXX) XXX-XXXX.',
  phoneIncomplete: 'Enter a 10-digit phone number.',
  textMe: 'Text me a code',
  callMe: 'Call me with a code',
  sending: 'Sending your code…',
  code: 'Verification code',
  codeHint: 'The 6-digit code we sent you.',
  codeSentTo: (phone: string) => `We sent a 6-digit code to ${phone}.`,
  codeIncomplete: 'Enter the 6-digit code.',
  verify: 'Verify',
  verifying: 'Verifying…',
  resend: 'Resend code',
  changeNumber: 'Change number',
  verified: 'Your phone number is verified.',
  unableTitle: 'We could not send a code',
  unableBody:
    'This phone number cannot receive a code. Check the number, or use another mobile number that can receive texts or calls.',
  unableBack: 'Back to sign-up',
  /**
   * The number on file of a login or a reset link cannot receive a code, and cannot be changed
   * from there: support can, and the login starts again (QA 4).
   */
  unableOnFileBody:
    'The phone number on your account cannot receive a code, so we cannot finish checking it is you. Contact support to update your number.',
  unableBackToLogin: 'Back to login',
  lockedTitle: 'Code verification is locked',
  lockedBody:
    'Too many incorrect codes were entered, so no more codes can be tried for now. Try again later, or contact our support team to unlock your account.',
  goToLogin: 'Go to login',
} as const;

/** The webview top bar and its icon buttons (product.md 2.5 names them only back and close). */
