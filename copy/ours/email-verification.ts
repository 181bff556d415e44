/** Our copy for email verification (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const emailVerification = {
  sentTo: 'We sent a 6-digit verification code to',
  sentToUnknown: 'We sent a 6-digit verification code to your email address.',
  codeLabel: 'Verification code',
  codeHint: 'Enter the 6 digits from the email. It may take a few minutes to arrive.',
  codeFormat: 'Enter the 6-digit code from the email.',
  verify: 'Verify',
  verifying: 'Verifying…',
  resend: 'Resend email',
  resending: 'Sending…',
  linkVerifying: 'Verifying your email…',
  linkRetry: 'Try again',
  linkSuccessTitle: 'Email Verified',
  linkSuccessBody: 'Thank you, your email address is verified.',
  continueRegistration: 'Continue registration',
  linkFailedTitle: 'Link Not Valid',
  linkFailedBody:
    'This verification link is invalid or has expired. Sign up again, or log in and ask for a new verification email.',
  backToSignup: 'Back to sign-up',
  /**
   * A reload of the link's page before its check answered: the token is not kept, so the link is
   * asked for again, never called invalid (QA res 1; the reset link's words, copy/ours/password.ts).
   */
  linkReopenTitle: 'Open your verification link again',
  linkReopenBody:
    'For your security, this page does not keep your verification link when it is reloaded. Open the link from your email again.',
} as const;

/** The Fine Details (pending policies) step. */
