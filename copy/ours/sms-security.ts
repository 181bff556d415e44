/** Our copy for SMS security at login and password reset (the spec's gaps; decisions 002 and 041). */

export const smsSecurity = {
  loginTitle: 'Confirm it is you',
  loginIntro: (last4: string) =>
    `Two-step verification is on for your account. We will send a 6-digit code to your phone number ending in ${last4}.`,
  resetTitle: 'Confirm it is you',
  resetIntro: (last4: string) =>
    `Before you choose a new password, we need to check it is you. We will send a 6-digit code to your phone number ending in ${last4}.`,
  noNumber:
    'We do not have a phone number for your account, so we cannot send you a code. Contact support to continue.',
  loading: 'Loading…',
  /** The number on file could not be read: ask for it again (the app's other failed reads say the same). */
  retry: 'Try again',
  codeSentTo: (last4: string) =>
    `Enter the 6-digit code we sent to your phone number ending in ${last4}.`,
  verifiedTitle: 'You are verified',
  verifiedBody: 'Your code was accepted. You can continue.',
  continue: 'Continue',
  newPasswordTitle: 'Choose a new password',
  leaving: 'One moment…',
} as const;
