/**
 * Which paths are the sign-up flow's: the first screen's calls start only there (src/prefetch.ts),
 * and src/route-sync.ts moves only a patron who is in it. A module of its own, so the first screen
 * carries this test without the route sync, which loads with the machines (decision 073).
 */
export const isSignupFlowPath = (path: string): boolean =>
  // /continue_registration resumes sign-up after email verification (product.md 2.3, 4.3).
  (/^(\/web)?\/signup(\/|$)/.test(path) && !SIGNUP_INFO_PAGES.has(path)) ||
  path === '/continue_registration';

/**
 * Sign-up pages no derivation leads to (a region where sign-up is disabled, a holding page):
 * they stand on their own, so neither the guard nor the route sync moves the user off them.
 */
const SIGNUP_INFO_PAGES = new Set<string>([
  '/signup/disabled',
  '/web/signup/disabled',
  '/signup/interstitial',
  // The failure routes of an identity capture (product.md 4.4), which no status leads to.
  '/web/signup/user_verification_error',
  '/signup/idv/failure',
]);

/**
 * The pages that paint before the session check and load the machines after their paint: the
 * sign-up flow's and the login page (decisions 073 and 080). Every other page waits for the check.
 */
export const paintsBeforeSessionCheck = (path: string): boolean =>
  isSignupFlowPath(path) || path === '/login';
