/** Our copy for the suspended pages (the spec names the pages, not their words; decision 002). One module per area, so each screen's bundle carries only its own words. */

export type SuspensionPage =
  | 'generic'
  | 'business_decision_closure'
  | 'duplicate_user'
  | 'cool_off'
  | 'closed'
  | 'duplicated'
  | 'self_exclusion'
  | 'wallet_scheme'
  | 'responsible_gaming';

export const suspended = {
  backToLogin: 'Back to login',
  /** What a patron on a cool-off may still do (product.md 4.5; decision 077). */
  coolOffEnd: 'End my cool off early',
  coolOffSelfExclude: 'Self-exclude instead',
  pages: {
    // contract.md 6 sends every suspension type but cool_off and duplicate_user here: a closed
    // account, a self-exclusion, a third party's determination. The words must hold for each, so
    // they say neither "for now" nor why.
    generic: {
      title: 'You cannot use this account',
      body: 'Your account has been suspended or closed, so you cannot log in or play.',
    },
    business_decision_closure: {
      title: 'Your account has been closed',
      body: 'We have closed your account following a business decision.',
    },
    duplicate_user: {
      title: 'You already have an account',
      body: 'We found another account in your name. Log in to the account you already have.',
    },
    cool_off: {
      title: 'You are taking a break',
      body: 'Your account is on the cool-off break you chose. You can play again when it ends, or end it early here.',
      /** Without a session (the login itself was refused) nothing here can end it (QA 15). */
      bodyWithoutSession:
        'Your account is on the cool-off break you chose. You can play again when it ends.',
    },
    closed: {
      title: 'Your account is closed',
      body: 'This account has been closed and can no longer be used.',
    },
    duplicated: {
      title: 'This account is a duplicate',
      body: 'This account duplicates one you already have. Log in to your existing account instead.',
    },
    self_exclusion: {
      title: 'You have excluded yourself',
      body: 'Your account is self-excluded for the period you chose. You cannot log in or play until it ends.',
    },
    wallet_scheme: {
      title: 'Your wallet is unavailable',
      body: 'Your account is suspended under the wallet rules of your region.',
    },
    responsible_gaming: {
      title: 'Your account is suspended',
      body: 'Your account is suspended for responsible gaming reasons.',
    },
  } satisfies Record<SuspensionPage, { title: string; body: string; bodyWithoutSession?: string }>,
} as const;
