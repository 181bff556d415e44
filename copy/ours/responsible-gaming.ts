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
  money: (currency: string, units: number) =>
    `${currency} ${units.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
} as const;
