/** Our copy for sign up (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const form = {
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  passwordTooShort: 'Use at least 8 characters, with at least one letter and one number.',
  passwordsDiffer: 'The passwords do not match.',
  passwordNotKept:
    'For your security, your password is not kept when the page reloads. Enter it again.',
  policiesRequired: 'You must accept every policy to continue.',
  usernameTaken: 'This username is already taken. Choose another.',
  usernameFormat: 'Use 3 to 20 letters, numbers or underscores.',
} as const;

export const boot = {
  loading: 'Loading…',
  /** /continue_registration's heading: the account exists, so never Create Your Account. */
  continueTitle: 'Picking up where you left off',
  /**
   * The page's heading once sign-up is handed to the operator's frame, until the host moves on:
   * a finished state reads as finished, not as the step it ended on (QA 21).
   */
  handedOff: 'Your account is ready',
  /** A sync that failed once the account exists: nothing is lost, no new account is needed. */
  accountSaved: 'Your account is saved. Try again to continue.',
  retry: 'Try again',
} as const;

/**
 * The fatal-error page's heading and tab title (product.md 2.1 gives only the banner's words,
 * copy/spec/page.ts): every page has a level-1 heading.
 */
export const fatalPage = { title: 'This page could not load' } as const;

/** The sign-up progress bar's words for assistive technology (product.md 2.4 gives none). */
export const progressBar = {
  name: 'Sign-up progress',
  step: (current: number, total: number) => `Step ${current} of ${total}`,
  completed: ' (completed)',
} as const;

export const createAccount = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  promotionalEmails: 'Send me promotions and marketing materials by email',
  username: 'Username',
  usernameHint: '3 to 20 letters, numbers or underscores.',
  loginEmails: 'Email me each time someone logs in to my account',
  password: 'Password',
  passwordHint: 'At least 8 characters, with a letter and a number.',
  passwordConfirm: 'Confirm password',
  showPassword: 'Show passwords',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  phone: 'Mobile phone number (optional)',
  phoneHint: 'US or Canadian number, shown as (XXX) XXX-XXXX.',
  strongAuth: 'Ask for a code sent to this phone when I log in',
  promoCode: 'Promo or referral code (optional)',
  policiesLegend: 'Policies',
  acceptPolicy: (name: string) => `I accept the ${name}`,
  readPolicy: (name: string) => `Read the ${name} (opens in a new tab)`,
  continue: 'Continue',
  back: 'Back',
  submit: 'Create account',
  submitting: 'Creating your account…',
  checking: 'Checking…',
  policiesLoading: 'Loading the policies…',
  policiesNotLoaded:
    'The policies have not loaded yet. Wait for them, accept them, then try again.',
  retryPolicies: 'Try again',
  pageTitles: {
    email: 'Your name and email',
    username: 'Choose a username',
    password: 'Choose a password',
    phone: 'Your phone number',
    promo: 'Promo code and policies',
  },
} as const;
