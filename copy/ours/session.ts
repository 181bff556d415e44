/** Our copy for the session controls (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const sessionControls = {
  logOut: 'Log out',
  loggingOut: 'Logging out…',
} as const;

/**
 * A patron's page whose start-up session check failed (a 5xx, a timeout: not a 401), above the
 * spec's generic message (QA 14). Its own export, so the first screen carries none of it.
 */
export const sessionCheck = {
  title: 'We could not check your login',
  retry: 'Try again',
} as const;

/**
 * A patron's page on a first load while the start-up session check still asks (it may take up to
 * the 5 s timeout): the page frame says it is loading, not a blank page (QA 15).
 */
export const sessionWait = {
  loading: 'Loading…',
} as const;

/**
 * Create account pressed while the login still owes its SMS code (a reload during the login, or
 * another tab): the code page comes first (decision 041) and says why on arrival (QA 17); the
 * form says so too if the patron comes back.
 */
export const pinOwedSignup = {
  message: 'No new account was created. Finish logging in first with a code sent to your phone.',
} as const;

/**
 * A create that timed out, then its email found in use: the account is most likely the patron's
 * own, made by the request whose answer (and the session on it) the browser no longer read
 * (decision 091). Shown by Create Your Account's machine, after the first paint.
 */
export const unseenAccount = {
  mayExist:
    'Your account may already have been created. Log in with this email and password to continue signing up.',
} as const;
