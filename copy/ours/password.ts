/** Our copy for password reset (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const passwordReset = {
  requestTitle: 'Reset your password',
  requestIntro:
    "Enter the email address of your account and we'll send you a link to reset your password.",
  email: 'Email',
  emailRequired: 'Enter the email address of your account.',
  send: 'Send reset link',
  sending: 'Sending…',
  backToLogin: 'Back to login',
  sentTitle: 'Check your email',
  sentBody:
    'If an account uses that address, the email has a link to choose a new password. The link works once.',
  changeTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: 'At least 8 characters, with at least one letter and one number.',
  passwordTooShort: 'Use at least 8 characters, with at least one letter and one number.',
  passwordsDiffer: 'The passwords do not match.',
  save: 'Save new password',
  saving: 'Saving…',
  expiredTitle: 'Your reset link has expired',
  requestAnother: 'Request another link',
  /** A reload of a reset page: the link is not kept, so it is asked for again (QA 4). */
  reopenTitle: 'Open your reset link again',
  reopenBody:
    'For your security, this page does not keep your reset link when it is reloaded. Open the link from your email again, or request another one.',
  doneTitle: 'Your password has been changed',
  doneBody: 'You can now log in with your new password.',
  logIn: 'Log in',
  /**
   * A retry of a save whose answer was lost, answered with a dead link: the lost save may have
   * changed the password (QA res 2c).
   */
  mayBeChanged:
    'Your password may already have been changed. Log in with your new password, or request another reset link.',
  lockedTitle: 'Your account is locked',
  lockedBody:
    'Too many incorrect codes were entered, so your password cannot be changed for now. Contact our support team to unlock your account.',
} as const;
