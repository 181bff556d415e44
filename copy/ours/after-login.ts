/** Our copy for what follows a login (the spec's gaps; decision 002 and 040): the welcome pages, the owed policies and their modals. */

export const welcome = {
  backTitle: 'Welcome back',
  checking: 'Checking your account…',
  retry: 'Try again',
  title: 'Welcome',
  body: 'Your account is not finished yet. Pick up your sign-up where you left off: it only takes a few more steps.',
  continueSignup: 'Continue sign-up',
  policiesBody:
    'We have updated some of our policies since you last logged in. Please read and accept them to continue.',
  reviewPolicies: 'Review the policies',
} as const;

export const loginPolicies = {
  title: 'Updated policies',
  intro: 'Please read and accept each policy below to continue.',
  legend: 'Policies to accept',
  loading: 'Loading the policies…',
  submit: 'Accept and continue',
  submitting: 'Saving your acceptances…',
  retry: 'Try again',
  limitsTitle: 'Set your limits',
  limitsBody:
    'Deposit, spend, loss and time limits help you stay in control. You can set them now or at any time from your account.',
  limitsAccept: 'Set limits',
  depositsTitle: 'Make a deposit',
  depositsBody: 'You are all set. Make a deposit to start playing.',
  depositsAccept: 'Make a deposit',
  notNow: 'Not now',
} as const;
