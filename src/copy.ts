/**
 * The copy catalogue: every user-facing string of contract.md 8 and product.md 2.5 and 5,
 * word for word. The one place specified copy lives; a leaf module (no imports) so that api/,
 * machines/ and screens/ may all read it. Templates take their parameters as functions.
 * Import it as a namespace (`import * as COPY from '…/src/copy'`): each area is its own export,
 * so a bundle carries only the areas its screens use.
 */

export const network = {
  generic: 'Oops, something went wrong! Please try again!',
  connection: (action: string) =>
    `Could not ${action}! Please check your network connection and try again!`,
  timeout: (action: string) =>
    `Took too long to ${action}, please check your connection and try again!`,
  loginFailed: 'Login failed. The email or password you entered is incorrect',
  loggedOutInactivity: 'You have been logged out due to inactivity. Please log in to continue.',
  errorOccurred: 'An error occurred',
  errorOccurredTryAgain: 'An error occurred. Please try again.',
  unauthorized: 'Unauthorized',
  invalid: 'Invalid',
  invalidCode: 'Invalid Code',
  invalidPreferences: 'Invalid preferences',
} as const;

export const page = {
  fatal: 'Something went wrong while loading the page',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'Oops, looks like something went wrong',
} as const;

export const coolOff = {
  loggedOut: 'You must be logged in to change your cool off setting.',
  nothingToExpire: "You don't have any cool off to expire",
  stillActive: 'Unable to expire current cool off. Current cool off is still active',
} as const;

export const selfExclusion = {
  loggedOut: 'You must be logged in to request a self exclusion.',
  problem: 'There was a problem submitting your self exclusion request!',
  optionsFailed: 'Could not fetch self exclusion options',
} as const;

export const limits = {
  cancelFailed: (type: string) =>
    `Something went wrong cancelling ${type} limit! Please try again!`,
  confirmFailed: (type: string) =>
    `Something went wrong confirming ${type} limit. Please try again!`,
  updateFailed: (type: string) => `Could not update ${type} limits!`,
  fetchDepositFailed: 'Could not fetch deposit limits!',
  fetchLossFailed: 'Could not fetch loss limits!',
  fetchSpendFailed: 'Could not fetch spend limits!',
  fetchMaxSingleWagerFailed: 'Could not fetch max single wager limits!',
  fetchTimeLimitFailed: 'Could not get daily time limit details!',
  fetchRealityCheckFailed: 'Could not fetch current reality check-in interval!',
} as const;

export const policies = {
  pendingFailed: 'Could not get pending policies!',
  submitFailed: 'Could not submit your policy acceptances!',
  termsFailed: 'Could not fetch terms and conditions',
} as const;

export const account = {
  piiFetchFailed: 'Could not get user personal identifiable information!',
  piiConfirmFailed: 'Could not confirm user personal identifiable information!',
  reactivationFailed: 'There was a problem reactivating your account, please contact support.',
} as const;

export const documents = {
  submitFailed: 'Something went wrong submitting your document',
  fetchOneFailed: 'Could not fetch Jumio document!',
  fetchAllFailed: 'Could not fetch Jumio documents!',
  notValidated:
    "We could not validate your document. Please ensure you're in a well lit room and try again.",
  idIssue: 'There was an issue validating your ID, please contact support.',
  bankStatementIssue:
    'There was an issue uploading your bank statement/void check. Please try again',
  uploadIssue: 'There was an issue uploading your documents. Please try again',
  troubleVerifying: "We're having trouble verifying your identity. Please try again.",
  uploaded: "You've successfully uploaded your document",
  verified: 'Document verified successfully!',
} as const;

export const promotions = {
  fetchFailed: 'Unable to fetch promotions',
  promoApplied: 'Promo code applied successfully.',
  referralApplied: 'Referral code applied successfully.',
} as const;

export const lists = {
  occupationsFailed: 'Failed to fetch blacklisted occupations',
  countriesFailed: 'Failed to fetch countries. Please try again!',
  regionsFailed: 'Failed to get regions. Please try again!',
} as const;

export const emailVerification = {
  resent:
    "We've sent you another verification email. If you did not receive this email, please check your spam or junk folder",
  contactSupport:
    'Please contact support to receive another verification email, or try again later.',
  resendFailed: 'Failed to send email verification request',
  codeInvalid: 'The verification code is not valid.',
  emailInUse: 'An account using this email already exists',
} as const;

export const sms = {
  resent: 'Code resent successfully',
  calling: "We'll call you in a few moments with your 6-digit code",
  tooMany: 'Too many messages were sent too quickly. Please wait a minute and Resend code.',
} as const;

export const password = {
  linkExpired: 'Your password reset link is expired. Please request another one.',
  resetRequested: "We've sent a password reset email",
} as const;

export const preferences = {
  emailLinkInvalid:
    'Link is invalid or you need to be logged in to change your email preference settings.',
  emailFetchFailed: 'Could not fetch user email preferences!',
  marketingLinkInvalid:
    'Link is invalid or you need to be logged in to change your marketing inducements settings.',
  marketingFetchFailed: 'Could not fetch user marketing inducements!',
} as const;

export const balance = {
  fetchFailed: 'Error fetching playable balance. Retrying...',
  walletRegionFailed: 'Could not transfer user wallet region!',
  updateUserFailed: 'Unable to update user information',
  updateAddressFailed: 'Unable to update user address',
} as const;

export const success = {
  casinoDisabled: "You've successfully disabled casino access.",
  limitUpdated: (type: string) => `You've successfully updated your ${type} limit`,
  timeLimitUpdated: "You've successfully updated your daily time limit",
  realityCheckUpdated:
    "You've successfully changed your reality check-in interval. This will only take effect on your next login.",
  loggedOut: 'You have successfully logged out.',
} as const;

export const brand = {
  requiresValidAddress: (brand: string) =>
    `${brand} account registration requires a valid address.`,
  requiresValidEmail: (brand: string) => `${brand} account registration requires a valid email.`,
  requiresValidPhone: (brand: string) =>
    `${brand} account registration requires a valid phone number.`,
  usernameRequired: (brand: string) =>
    `Username is required to register for ${/^[aeiou]/i.test(brand) ? 'an' : 'a'} ${brand} account.`,
} as const;

export const exitDialog = {
  title: 'Exit Signup?',
  continue: 'Continue with Sign Up',
  exit: 'Exit Signup',
  bodyCasino: 'If you exit, you must log in and finish signing up to begin playing games.',
  bodyBetting: 'If you exit, you must log in and finish signing up to begin betting.',
} as const;

export const confirmDialog = {
  title: 'Are you sure?',
  confirm: 'Yes',
  cancel: 'Go Back',
} as const;

export const progress = {
  createAccount: 'Create Your Account',
  playYourWay: 'Play Your Way',
  verifyEmail: 'Verify Your Email',
  personalInformation: 'Personal Information',
  setLimits: 'Set Your Limits',
  fineDetails: 'The Fine Details',
  identityCheck: 'Identity Check',
} as const;
