/** Our copy for the account pages (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const accountPages = {
  closeAccount: {
    title: 'Close your account',
    body: 'Closing your account ends your access to it: you will not be able to log in, deposit or play. Any balance is handled as our terms describe.',
    confirm: 'Close my account',
    confirmBody:
      'Your account will be closed and you will be logged out. This cannot be undone: you will not be able to log in to this account again.',
    busy: 'Closing your account…',
  },
  closeAccountConfirmation: {
    title: 'Your account is closed',
    body: 'We have closed your account. Thank you for playing with us.',
  },
  /**
   * /close_account_confirmation while signed in (a bookmark, history): nothing was closed, so it
   * says so (QA 12, as /rg/loading: decision 061); its title while the session is being checked.
   */
  closeAccountNotClosed: {
    title: 'Your account is open',
    body: 'You are still logged in, and your account is open. Nothing was closed here.',
  },
  closeAccountChecking: 'Your account',
  dormantAccount: {
    title: 'Reactivate your account',
    body: 'Your account has been dormant for a while. Reactivate it to log in and play again.',
    confirm: 'Reactivate my account',
    busy: 'Reactivating…',
  },
  dgeLevel2Ack: {
    title: 'Before you continue',
    // No "state": the page may open for a province too (product.md 3; QA 18).
    body: 'Your regulator asks you to acknowledge that you have read its responsible gaming notice and understand the limits and tools available to you.',
    confirm: 'I acknowledge',
    busy: 'Saving…',
  },
  fitToPlay: {
    title: 'Are you fit to play?',
    body: 'Confirm that you are not under the influence of alcohol or drugs and that you are fit to make decisions about gambling.',
    confirm: 'I confirm I am fit to play',
    busy: 'Confirming…',
  },
  contactSupport: {
    title: 'Contact support',
    body: 'We need to speak with you before you can continue. Contact our support team and they will help you finish setting up your account.',
  },
  goBack: {
    title: 'Returning to the app',
    body: 'You can close this page to return to the app.',
  },
  backToLogin: 'Back to login',
} as const;

export const igoPii = {
  title: 'Confirm your details',
  /** Ontario's regulator by name for an Ontario patron; any other reads the general words. */
  intro: (ontario: boolean) =>
    `${ontario ? 'iGaming Ontario asks' : 'Your regulator asks'} you to confirm that these details on record are yours and correct.`,
  name: 'Name',
  birthdate: 'Date of birth',
  address: 'Address',
  loading: 'Loading your details…',
  retry: 'Try again',
  confirm: 'These details are correct',
  confirming: 'Confirming…',
  wrong: 'Something is wrong',
} as const;
