/** Our copy for Set Your Limits at sign-up (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const initialLimits = {
  intro:
    'Set limits now to stay in control of your play. Every limit is optional, and you can change them later in your account.',
  depositLegend: 'Deposit limits',
  depositHint: (currency: string) =>
    `Whole amounts in ${currency}. Leave a field empty for no limit.`,
  daily: 'Daily deposit limit',
  weekly: 'Weekly deposit limit',
  monthly: 'Monthly deposit limit',
  timeLimit: 'Daily time limit',
  timeLimitHint: 'The most time you want to play each day.',
  timeLimitUnset: 'Choose a time limit (optional)',
  noLimit: 'No limit',
  hours: (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`),
  wholeAmount:
    'Enter a whole amount greater than 0, in digits (for example 1000), or leave the field empty.',
  /** An amount above 0 with cents ("1000.50"): only the cents are wrong (QA 16). */
  withoutCents: 'Enter a whole amount, without cents, or leave the field empty.',
  chooseTimeLimit: 'Choose a time limit from the list.',
  laterNote:
    'A lower limit applies at once. Raising or removing a limit later takes effect only after a waiting period.',
  save: 'Save',
  saving: 'Saving your limits…',
  skip: 'Skip',
} as const;
