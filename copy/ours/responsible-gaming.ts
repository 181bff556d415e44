/** Our copy for the responsible-gaming pages of the account (the spec's gaps; decision 002). */

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);
const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

const PERIOD_NAMES = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

export const responsibleGaming = {
  // Said of "0" and of what is no amount at all ("1e3", "1.000"): both halves apply (QA 19).
  wholeAmount: 'Enter a whole amount greater than 0, in digits (for example 1000).',
  /** An amount above 0 with cents ("1000.50"): only the cents are wrong (QA 16). */
  withoutCents: 'Enter a whole amount, without cents.',
  /** An amount of more than nine digits (the most the limit pages take). */
  amountTooLarge: (max: string) => `Enter a whole amount of at most ${max}.`,
  enterAmount: 'Enter at least one new limit.',
  /** The same on a page with one limit (max single wager). */
  enterOneAmount: 'Enter a new limit.',
  /** A shorter period's limit above a longer one's (decision 058), told at the field typed. */
  aboveLonger: (period: string, longer: string, amount: string) =>
    `Your ${period} limit can't be more than your ${longer} limit (${amount}).`,
  /** A longer period's limit below a shorter one's (decision 058), told at the field typed. */
  belowShorter: (period: string, shorter: string, amount: string) =>
    `Your ${period} limit can't be less than your ${shorter} limit (${amount}).`,
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
  /**
   * The banner of new cashflow limits that wait as pending (wire-decisions "Limit semantics"); the
   * catalogue's success line is for those that applied. `limits` names them: "weekly deposit",
   * "daily and weekly deposit", "max single wager".
   */
  limitsPending: (limits: string, many: boolean) =>
    many
      ? `Your new ${limits} limits are pending. They take effect only when you confirm them. Until then your current limits stay.`
      : `Your new ${limits} limit is pending. It takes effect only when you confirm it. Until then your current limit stays.`,
  /** Words in a sentence's list: "daily", "daily and weekly", "daily, weekly and monthly". */
  listed: (words: readonly string[]) =>
    words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`,
  /** A pending cashflow limit cancelled: "weekly deposit", "max single wager". */
  pendingCancelled: (limit: string) =>
    `Your pending ${limit} limit is cancelled. Your current limit stays.`,
  /** A pending limit confirmed after another tab had confirmed or cancelled it (a 404; QA 16). */
  pendingGone: (limit: string) =>
    `Your pending ${limit} limit was no longer waiting: it was confirmed or cancelled elsewhere. The limits shown are the ones in force.`,
  /** A pending limit changed elsewhere before its Confirm was sent: nothing was sent (QA 16). */
  pendingChanged: (limit: string) =>
    `Your pending ${limit} limit changed elsewhere, so nothing was confirmed. Check the value below and confirm it if you want it.`,
  current: 'Current limit',
  used: 'Used',
  pending: 'Pending',
  none: 'No limit',
  confirmPending: (period: string | null) =>
    period ? `Confirm ${period} pending limit` : 'Confirm pending limit',
  /** The "Are you sure?" before a pending (higher) limit comes into force; `amount` as shown. */
  confirmPendingBody: (amount: string) =>
    `Your limit goes up to ${amount} as soon as you confirm. A higher limit lets you play more.`,
  cancelPending: (period: string | null) =>
    period ? `Cancel ${period} pending limit` : 'Cancel pending limit',
  confirm: 'Confirm',
  cancel: 'Cancel',
  statusLabel: 'Status',
  statuses: { active: 'Active', pending: 'Pending', none: 'No limit set' },
  chooseTimeLimit: 'Choose no limit or a number of hours.',
  /** "No limit" chosen with no limit in force and no change pending: nothing would change. */
  alreadyNoTimeLimit: 'You have no daily time limit. Choose a number of hours to set one.',
  chooseInterval: 'Choose 15 or 30 minutes.',
  timeLimit: {
    title: 'Daily time limit',
    intro: 'Limit how long you can play each day.',
    loading: 'Loading your daily time limit…',
    current: 'Current limit',
    played: 'Played today',
    pending: 'Pending change',
    pendingFrom: (when: string) => `You can confirm it from ${when}.`,
    /** The same when the server's time cannot be read (QA 2026-12: it said "Invalid Date"). */
    pendingLater: 'You can confirm it once its waiting time is over.',
    /** A pending change cancelled (the catalogue has no line for it). */
    pendingCancelled:
      'Your pending change to your daily time limit is cancelled. Your current limit stays.',
    /**
     * The banner of a change that waits as pending (wire-decisions "Limit semantics"); the
     * catalogue's success line is for a change that applied.
     */
    pendingNotice: (removal: boolean, confirmFrom: string | null) =>
      `${removal ? 'Removing your daily time limit' : 'Your new daily time limit'} is pending. It takes effect only when you confirm it${confirmFrom ? `, which you can do from ${confirmFrom}` : ''}. Until then your current limit stays.`,
    choice: 'New daily time limit',
    choiceHint: 'No limit, or 1 to 24 hours.',
    placeholder: 'Choose a limit',
    noLimit: 'No limit',
    hours: hoursText,
    minutes: minutesText,
    /**
     * Time played today (minutes on the wire): "45 minutes" under an hour, else hours and minutes,
     * "2 hours 5 minutes", "1 hour" (the catalogue gives no wording; QA 2026-12).
     */
    timeSpent: (minutes: number) => {
      const whole = Math.max(0, Math.round(minutes));
      const [hours, rest] = [Math.floor(whole / 60), whole % 60];
      if (hours === 0) return minutesText(rest);
      return rest === 0 ? hoursText(hours) : `${hoursText(hours)} ${minutesText(rest)}`;
    },
    save: 'Save time limit',
    confirm: 'Confirm pending time limit',
    /** The "Are you sure?" before the pending change comes into force; `hours` null is no limit. */
    confirmBody: (hours: number | null) =>
      hours === null
        ? 'Your daily time limit is removed as soon as you confirm, so nothing stops your play each day.'
        : `Your daily time limit goes up to ${hoursText(hours)} as soon as you confirm. A higher limit lets you play longer.`,
    cancel: 'Cancel pending time limit',
    /** The pending change confirmed after another tab had confirmed or cancelled it (QA 16). */
    pendingChanged:
      'Your pending change to your daily time limit changed elsewhere, so nothing was confirmed. Check it below and confirm it if you want it.',
    pendingGone:
      'Your pending change to your daily time limit was no longer waiting: it was confirmed or cancelled elsewhere. The limit shown is the one in force.',
  },
  realityCheck: {
    title: 'Reality check-in',
    intro:
      'We remind you how long you have been playing at the interval you choose. A change applies from your next login.',
    loading: 'Loading your reality check-in interval…',
    legend: 'Remind me every',
    current: 'Your chosen interval',
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
  coolOff: {
    title: 'Take a break',
    // Not "cannot be undone": a cool-off can be ended early (product.md 4.5; decision 077).
    intro:
      'A cool off stops you from playing for the time you choose. You will be logged out as soon as it starts.',
    duration: 'Length of your break',
    durationHint: 'Whole days.',
    placeholder: 'Choose a length',
    days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    lifetime: 'Lifetime',
    request: 'Start cool off',
    starting: 'Starting your cool off…',
    confirmBody: (length: string) =>
      `You will not be able to play for ${length}, and you will be logged out now.`,
    chooseCasinoDuration: 'Choose a number of days, or lifetime.',
    chooseDuration: 'Choose the length of your break.',
    /**
     * A new casino restriction replaces the active one, so it may only end later (decision 066):
     * the hint beside an active restriction, and the refusal of a length that would shorten it.
     */
    casinoLongerHint: 'Only lengths that end after your current restriction are offered.',
    casinoOnlyLonger:
      'Your casino restriction can only be made longer here. Choose a length that ends after it.',
    /** Under a lifetime restriction nothing is offered (decision 066). */
    casinoNothingLater:
      'Your restriction cannot be shortened or lifted from here, and no length ends later than it, so there is nothing to change.',
    casinoTitle: 'Casino cool off',
    casinoIntro: 'Turn off casino games for the time you choose, or for good.',
    casinoLoading: 'Loading your casino restriction…',
    casinoActive: 'Casino access is disabled',
    casinoUntil: (when: string) => `until ${when}`,
    /** A restriction of whole days whose end the answer does not give (QA 12: "for" was missing). */
    casinoFor: (days: number) => (days === 1 ? 'for 1 day' : `for ${days} days`),
    /** Casino access is off and its end cannot be read from the server's answer. */
    casinoActiveNoEnd: 'Casino access is disabled.',
    casinoForLife: 'for life',
    casinoNone: 'Casino access is on.',
    casinoRequest: 'Disable casino access',
    casinoDisabling: 'Disabling casino access…',
    /** The confirmation of a restriction of whole days, or for life (null). */
    casinoConfirmBody: (days: number | null) =>
      `Casino games will be off ${days === null ? 'for life' : days === 1 ? 'for 1 day' : `for ${days} days`}.`,
    renewTitle: 'Your cool off',
    renewBody:
      'You can start a new cool off, or end the current one if its time allows. Ending it lets you play again.',
    /** /cool_off_renew while the session knows the cool-off runs: no new one is offered (QA 12). */
    renewRunningBody:
      'Your cool off is still running. You can end it now if its time allows; ending it lets you play again.',
    /** /cool_off_renew after the lift's 404: no cool-off runs (QA 14). */
    renewNoneBody: 'No cool off is running. You can start a new one whenever you want a break.',
    renew: 'Start a new cool off',
    /** A new cool-off refused because one runs (403 user_suspended cool_off, QA 12). */
    notChanged:
      'Your current cool off is still running, and your break was not changed. No new cool off was started.',
    lift: 'End my cool off',
    liftConfirmBody: 'Your cool off will end now, and you will be able to play again.',
    lifting: 'Ending your cool off…',
    expiredTitle: 'Your cool off has ended',
    /** /cool_off_expired without a session: whether it has ended is the account's (QA 14). */
    expiredLogIn: 'Log in to see whether your cool off has ended.',
    expiredBody: 'You can play again. Your limits and settings are as you left them.',
    expiredAction: 'Continue',
  },
  selfExclusion: {
    title: 'Self exclusion',
    coolOffTitle: 'Self exclusion during your cool off',
    intro:
      'Self exclusion closes your account to all play for the period you choose. It cannot be shortened or removed before it ends.',
    loading: 'Loading the self exclusion periods…',
    noOptions:
      'No self exclusion period is offered for your region at the moment. Try again, or contact our support team.',
    stepOf: (step: number, steps: number) => `Step ${step} of ${steps}`,
    /** Each step's tab title and what its heading says to a screen reader (QA 12). */
    stepTitle: (title: string, step: number, steps: number, name: string) =>
      `${title} – Step ${step} of ${steps}: ${name}`,
    periodTitle: 'Choose your period',
    periodLegend: 'Self exclusion period',
    lifetime: 'Lifetime',
    days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
    personalTitle: 'Confirm who you are',
    ssnHint: 'We use them only to match your exclusion to you.',
    showSsn: 'Show the digits',
    waiversTitle: 'Before you submit',
    waiversLegend: 'I understand that',
    waivers: [
      'While I am excluded I cannot log in or play with any of these brands.',
      'My self exclusion cannot be shortened or removed before its period ends.',
      'It is my responsibility not to try to gamble while I am excluded, and winnings from any attempt may be withheld.',
    ],
    choosePeriod: 'Choose a period, or lifetime.',
    acceptAll: 'Accept every statement to submit your request.',
    next: 'Continue',
    back: 'Back',
    submit: 'Submit self exclusion',
    submitting: 'Submitting your request…',
  },
  /**
   * /rg/loading, where a cool off or a self exclusion logs the patron out (decision 061): what
   * started, for how long, and no invitation to log in, which a patron on a break or excluded
   * cannot use to play. Without an outcome in its query (an address typed or cut short) it claims
   * nothing about what happened.
   */
  loadingPage: {
    title: 'You have been logged out',
    body: 'Your request is saved.',
    /** A length in days, as the page says it: 1 day, 7 days, 1 year, 5 years. */
    period: (days: number) =>
      days % 365 === 0
        ? days === 365
          ? '1 year'
          : `${days / 365} years`
        : days === 1
          ? '1 day'
          : `${days} days`,
    coolOffTitle: 'Your cool off has started',
    coolOffBody: (period: string | null) =>
      `${period ? `Your break lasts ${period}: until` : 'Until'} it ends you cannot play. We have logged you out.`,
    selfExclusionTitle: 'Your self exclusion is in effect',
    selfExclusionBody: (period: string | null) =>
      `${period ? `You are excluded for ${period}: until` : 'Until'} it ends you cannot log in or play. We have logged you out.`,
    selfExclusionForLife:
      'You are excluded for life: you cannot log in or play again. We have logged you out.',
    /** Reached without an outcome while a session is open (a typed or bookmarked link, QA 3 L10). */
    noRequestTitle: 'There is no request to show',
    noRequestSignedIn: 'You are still logged in. No cool off or self exclusion was started here.',
  },
} as const;
