/** Our copy for the preference pages (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const userPreferences = {
  title: 'Your preferences',
  loading: 'Loading your preferences…',
  retry: 'Try again',
  logIn: 'Log in',
  marketingHeading: 'Offers and promotions',
  // product.md 1: the casino-type brand gets casino wording (QA 19).
  marketingSwitch: 'Send me bonuses, free bets and other offers',
  marketingSwitchCasino: 'Send me bonuses, free spins and other offers',
  marketingHint: 'You can change this at any time.',
  emailHeading: 'Emails',
  emailIntro: 'Choose which emails we send you, or unsubscribe from all of them.',
  emailLink: 'Manage email preferences',
  balanceHeading: 'Balance',
  balanceLoading: 'Loading your balance…',
  balanceFailed: 'We could not get your balance.',
  balanceNoRegion: 'Your balance shows once your wallet is in a region. Move it to one below.',
  playable: 'Playable balance',
  restricted: 'Restricted balance',
  balanceRegion: (region: string) => `Balance available in ${region}`,
  walletHeading: 'Wallet region',
  walletIn: (region: string) => `Your wallet is in ${region}.`,
  // No call reads the wallet's region: before a move the page names only where the patron is.
  walletHere: (region: string) =>
    `You are in ${region}. To play here with money held in another region, move your wallet to ${region}.`,
  walletNowIn: (region: string) => `Your wallet is now in ${region}.`,
  walletTarget: 'Move my wallet to',
  walletChoose: 'Choose a region',
  // Move wallet pressed with no region chosen (QA 25: a disabled button said nothing).
  walletChooseFirst: 'Choose the region to move your wallet to.',
  walletMove: 'Move wallet',
  walletMoving: 'Moving your wallet…',
} as const;

export const emailPreferences = {
  title: 'Email preferences',
  loading: 'Loading your email preferences…',
  retry: 'Try again',
  logIn: 'Log in',
  sentTo: (email: string) => `Emails are sent to ${email}.`,
  legend: 'Send me',
  // An answer with no preference the page can show (QA 25): no group of nothing, no Save of nothing.
  none: 'There are no emails to choose from here.',
  save: 'Save preferences',
  saving: 'Saving…',
  saved: 'Your email preferences are saved.',
  unsubscribeHeading: 'Unsubscribe',
  unsubscribeIntro: 'Stop every email we send to this address.',
  unsubscribe: 'Unsubscribe from all emails',
  unsubscribing: 'Unsubscribing…',
  unsubscribedTitle: "You're unsubscribed",
  unsubscribedBody: (email: string) => `We will not send any more emails to ${email}.`,
  manage: 'Choose emails again',
  back: 'Back to your preferences',
} as const;
