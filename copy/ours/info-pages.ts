/** Our copy for info pages (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const download = {
  title: (brand: string) => `Get the ${brand} app`,
  ready: (brand: string, playing: string) =>
    `Your ${brand} account is ready. Download the ${brand} app and log in to start ${playing}.`,
  unfinished: (brand: string) =>
    `To finish signing up, download the ${brand} app and log in with the username and password you just chose.`,
  playingCasino: 'playing games',
  playingBetting: 'betting',
  storeHint: 'Search for the app by name in the App Store or on Google Play.',
} as const;

/** /signup/interstitial: a holding page between two parts of sign-up. */

export const interstitial = {
  title: 'One moment',
  body: 'We are getting the next part of your sign-up ready.',
} as const;

/** /signup/disabled and /web/signup/disabled: sign-up is closed where the patron is. */

export const signupDisabled = {
  title: 'Sign-up is not available here',
  body: (brand: string, place: string) =>
    `${brand} is not accepting new accounts in ${place} right now.`,
  yourPlace: (countryCode: string) => (countryCode === 'CA' ? 'your province' : 'your state'),
  moved: 'If you are in another state or province, sign up from there.',
} as const;

/** Personal Information (product.md 2.3, 3 "Registration form", 4.3): labels and client checks. */
