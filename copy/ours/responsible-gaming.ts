/** Our copy for the responsible-gaming pages of the account (the spec's gaps; decision 002). */

const PERIOD_NAMES = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

export const responsibleGaming = {
  wholeAmount: 'Enter a whole amount greater than 0.',
  enterAmount: 'Enter at least one new limit.',
  loading: 'Loading your limits…',
  retry: 'Try again',
  save: 'Save limits',
  saving: 'Saving…',
  busy: 'Working…',
  titles: {
    deposit: 'Deposit limits',
    loss: 'Loss limits',
    spend: 'Spend limits',
    max_single_wager: 'Max single wager limit',
  },
  intros: {
    deposit: 'Limit how much you can deposit in a day, a week or a month.',
    loss: 'Limit how much you can lose in a day, a week or a month.',
    spend: 'Limit how much you can spend in a day, a week or a month.',
    max_single_wager: 'Limit how much you can stake on a single wager.',
  },
  rules:
    'A lower limit applies at once. A higher limit waits as pending until you confirm it, and you can cancel it instead.',
  periodName: (period: keyof typeof PERIOD_NAMES) => PERIOD_NAMES[period],
  /** The field label of a period's new limit. */
  newLimit: (period: keyof typeof PERIOD_NAMES, single: boolean) =>
    single ? 'New limit per wager' : `New ${period} limit`,
  amountHint: (currency: string) => `A whole amount in ${currency}.`,
  current: 'Current limit',
  used: 'Used',
  pending: 'Pending',
  none: 'No limit',
  confirmPending: (period: string | null) =>
    period ? `Confirm ${period} pending limit` : 'Confirm pending limit',
  cancelPending: (period: string | null) =>
    period ? `Cancel ${period} pending limit` : 'Cancel pending limit',
  confirm: 'Confirm',
  cancel: 'Cancel',
  statusLabel: 'Status',
  statuses: { active: 'Active', pending: 'Pending', none: 'None' },
  chooseTimeLimit: 'Choose no limit or a number of hours.',
  chooseInterval: 'Choose 15 or 30 minutes.',
  timeLimit: {
    title: 'Daily time limit',
    intro: 'Limit how long you can play each day.',
    loading: 'Loading your daily time limit…',
    current: 'Current limit',
    played: 'Played today',
    pending: 'Pending change',
    pendingFrom: (when: string) => `You can confirm it from ${when}.`,
    choice: 'New daily time limit',
    choiceHint: 'No limit, or 1 to 24 hours.',
    placeholder: 'Choose a limit',
    noLimit: 'No limit',
    hours: (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`),
    minutes: (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`),
    save: 'Save time limit',
    confirm: 'Confirm pending time limit',
    cancel: 'Cancel pending time limit',
  },
  realityCheck: {
    title: 'Reality check-in',
    intro:
      'We remind you how long you have been playing at the interval you choose. A change applies from your next login.',
    loading: 'Loading your reality check-in interval…',
    legend: 'Remind me every',
    current: 'Current interval',
    none: 'Not set',
    minutes: (seconds: number) => `${seconds / 60} minutes`,
    save: 'Save interval',
  },
  depositAck: {
    title: 'Before you deposit',
    body: 'You can set daily, weekly and monthly deposit limits at any time. A lower limit applies at once; a higher one only after you confirm it.',
    limitsLink: 'Review your deposit limits',
    acknowledge: 'I understand',
    acknowledging: 'Saving…',
    doneTitle: 'Thank you',
    done: 'Your acknowledgement is saved. You can go back to your deposit.',
  },
  timeLimitExceeded: {
    title: 'Daily time limit reached',
    body: 'You have reached the daily time limit you set. You can play again tomorrow.',
    action: 'Review your daily time limit',
  },
  loadingPage: {
    title: 'You have been logged out',
    body: 'Your request is saved. Log in again to continue.',
    action: 'Log in',
  },
  money: (currency: string, units: number) =>
    `${currency} ${units.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
} as const;
