import { CONTINUE_FLOW } from './after-login';
import type { RoutePath } from './paths';
import { isWebPath } from './web-path';

/**
 * The webview top bar (product.md 2.5): whether it shows, what Back does and what Close does on
 * a path. A pure function of the path and four facts; `src/shell/top-bar.tsx` carries the answer
 * out (navigation, browser history, the native bridge). The tables below are the whole rule set;
 * `machines/top-bar.test.ts` checks every row.
 *
 * Paths of the /web set answer like their bare twins (`/web/suspended` like `/suspended`): the
 * spec names pages, not route sets, and the same page must not get two behaviours.
 */

export type BackAction =
  /** Navigate to a route (replacing the current entry, so Back on that route cannot loop here). */
  | { kind: 'route'; to: RoutePath }
  /** Go back `steps` entries in the browser history. */
  | { kind: 'history'; steps: number }
  /** Ask the native wrapper to go back (contract.md 7 `goBack`; it falls back to history). */
  | { kind: 'native' };

export type CloseAction = { kind: 'exitDialog' } | { kind: 'closeWebview' };

export interface TopBarContext {
  /** The app runs in the native app's webview (layout 'native'). */
  inWebview: boolean;
  /** A web page frames the app in a plain browser: closing is the host page's business. */
  embeddedInBrowser: boolean;
  /** A sign-up created a session (the onboarding machine's `preRegistrationComplete`). */
  signedIn: boolean;
  /** The user has entered a phone number (the SMS pages' Back depends on it). */
  phoneEntered: boolean;
  /**
   * Something can close the webview: the wrapper has `closeWebview`, or an allowed parent takes
   * the message. When nothing can, no close button is drawn (it would do nothing).
   */
  canClose: boolean;
}

export interface TopBar {
  visible: boolean;
  back: BackAction | null;
  close: CloseAction | null;
}

/** How Back behaves on a page (the row's `rule`), before the context is applied. */
export type BackRule =
  | 'none'
  | 'login'
  | 'previous'
  | 'previousIfPhoneElseLogin'
  | 'signUpIfPhoneElseLogin'
  | 'native';

export interface BackRuleRow {
  /** A bare path (a /web twin matches too). */
  path: string;
  /** 'exact' matches that path only; 'prefix' also matches every path below it. */
  match: 'exact' | 'prefix';
  rule: BackRule;
}

/**
 * Back-exempt routes (product.md 2.5 "except on back-exempt routes"; the spec does not list
 * them, so this is our choice). Two kinds:
 * - the first page of Create Your Account (`/signup`, `/web/signup`, `/web/signup/create_account`
 *   on web, `/signup/email` on the mobile layouts): there is no earlier sign-up page to go to, and
 *   the webview's own Close is the way out;
 * - pages that finish something (the app download page that ends sign-up, the email and
 *   password-reset success pages, the closed-account confirmation, the continue-registration
 *   hand-over after email verification, the native go-back relay): going back would reopen a
 *   step that is already done.
 */
export const BACK_EXEMPT: readonly BackRuleRow[] = [
  { path: '/signup', match: 'exact', rule: 'none' },
  { path: '/signup/create_account', match: 'exact', rule: 'none' },
  { path: '/signup/email', match: 'exact', rule: 'none' },
  { path: '/signup/download', match: 'exact', rule: 'none' },
  { path: '/email_verification/success', match: 'exact', rule: 'none' },
  { path: '/sms/reset_password_done', match: 'exact', rule: 'none' },
  { path: '/close_account_confirmation', match: 'exact', rule: 'none' },
  { path: '/continue_registration', match: 'exact', rule: 'none' },
  { path: '/native/go_back', match: 'exact', rule: 'none' },
];

/**
 * Route-specific Back handlers (product.md 2.5), matched by path prefix on whole segments; the
 * longest matching row wins. "And similar" in the spec is read as: pages where the user cannot go
 * on (suspended, locked, failed or refused identity checks, disabled sign-up, dormant, time limit
 * reached, expired cool-off or reset link) return to login; pages reached from another page to
 * read or request something (password reset, interstitial, contact support) go to the previous
 * page.
 */
export const BACK_RULES: readonly BackRuleRow[] = [
  // Pages where the user cannot go on: back to login.
  { path: '/suspended', match: 'prefix', rule: 'login' },
  { path: '/locked', match: 'prefix', rule: 'login' },
  { path: '/signup/failed_kyc', match: 'prefix', rule: 'login' },
  { path: '/cool_off_expired', match: 'prefix', rule: 'login' },
  { path: '/cool_off_renew', match: 'prefix', rule: 'login' },
  { path: '/signup/disabled', match: 'prefix', rule: 'login' },
  { path: '/signup/idv/failure', match: 'prefix', rule: 'login' },
  { path: '/signup/idv/id_denied', match: 'prefix', rule: 'login' },
  { path: '/signup/idv/id_expired', match: 'prefix', rule: 'login' },
  { path: '/signup/idv/id_underage', match: 'prefix', rule: 'login' },
  { path: '/kyc/failure', match: 'prefix', rule: 'login' },
  { path: '/kyc/id_denied', match: 'prefix', rule: 'login' },
  { path: '/kyc/id_expired', match: 'prefix', rule: 'login' },
  { path: '/kyc/id_underage', match: 'prefix', rule: 'login' },
  { path: '/sms/pin_locked', match: 'prefix', rule: 'login' },
  { path: '/dormant_account', match: 'prefix', rule: 'login' },
  { path: '/rg_daily_time_limit_exceeded', match: 'prefix', rule: 'login' },
  { path: '/rg/daily_time_limit_exceeded', match: 'prefix', rule: 'login' },
  { path: '/password_reset_link_expired', match: 'prefix', rule: 'login' },
  // Pages reached from another page: back to it.
  { path: '/password_reset_request', match: 'prefix', rule: 'previous' },
  { path: '/sms/reset_password', match: 'prefix', rule: 'previous' },
  { path: '/user/change_password', match: 'prefix', rule: 'previous' },
  { path: '/signup/interstitial', match: 'prefix', rule: 'previous' },
  { path: '/contact_support', match: 'prefix', rule: 'previous' },
  { path: '/igo_user_pii_confirmation/contact_support', match: 'prefix', rule: 'previous' },
  // The SMS pages (product.md 2.5): back to the phone entry when there was one, else login.
  // "Two pages back" from the unable-to-send page means the phone number entry; once the account
  // exists a sign-up is one history entry (decision 074), so Back goes where the page's own "Back
  // to sign-up" goes (the continue flow, which routes to the phone step), not two entries back.
  // The pin-required page is a login's code page: its previous entry is the login page the session
  // pushed it from (decision 041), never a collapsed sign-up entry, so it keeps "previous".
  { path: '/sms/pin_required', match: 'prefix', rule: 'previousIfPhoneElseLogin' },
  { path: '/sms/unable_to_send_code', match: 'prefix', rule: 'signUpIfPhoneElseLogin' },
  // The login page is the webview's first page: the previous history entry is the page that
  // sent the user to login (a suspension page, say), so Back hands over to the native app.
  { path: '/login', match: 'exact', rule: 'native' },
];

/** Where Back goes when no row matches (product.md 2.5: the previous history entry). */
export const DEFAULT_BACK_RULE: BackRule = 'previous';

export const LOGIN_PATH = '/login';

/** `/web/x` -> `/x`; `/web` -> `/`; bare paths unchanged; a trailing slash dropped. */
export function barePath(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/web') return '/';
  return isWebPath(trimmed) ? trimmed.slice('/web'.length) : trimmed;
}

function matches(row: BackRuleRow, path: string): boolean {
  return row.match === 'exact'
    ? path === row.path
    : path === row.path || path.startsWith(`${row.path}/`);
}

/** The longest row of BACK_RULES that matches a path, if any. */
function ownBackRule(path: string): BackRule | null {
  const bare = barePath(path);
  let best: BackRuleRow | null = null;
  for (const row of BACK_RULES)
    if (matches(row, bare) && (!best || row.path.length > best.path.length)) best = row;
  return best?.rule ?? null;
}

/** The Back rule of a path: an exemption, else the longest matching rule, else the default. */
export function backRuleFor(path: string): BackRule {
  if (BACK_EXEMPT.some((row) => matches(row, barePath(path)))) return 'none';
  return ownBackRule(path) ?? DEFAULT_BACK_RULE;
}

/**
 * Once the account exists, the server decides each sign-up step (the onboarding machine derives
 * it), and the page before it in the history is one the machine sends the patron straight back
 * from: the default Back only flickered and used the history up (QA of 2026-11-26, qa3-mobile
 * M3). Such a step has no Back; the close button's exit dialog is the way out. A step with a
 * handler of its own (the failed identity check's login, the interstitial's previous page) keeps it.
 */
const isServerLedStep = (path: string, context: TopBarContext) =>
  context.signedIn && isSignupPath(path) && ownBackRule(path) === null;

function backAction(rule: BackRule, phoneEntered: boolean): BackAction | null {
  switch (rule) {
    case 'none':
      return null;
    case 'login':
      return { kind: 'route', to: LOGIN_PATH };
    case 'previous':
      return { kind: 'history', steps: 1 };
    case 'previousIfPhoneElseLogin':
      return phoneEntered ? { kind: 'history', steps: 1 } : { kind: 'route', to: LOGIN_PATH };
    case 'signUpIfPhoneElseLogin':
      return phoneEntered
        ? { kind: 'route', to: CONTINUE_FLOW }
        : { kind: 'route', to: LOGIN_PATH };
    case 'native':
      return { kind: 'native' };
  }
}

/**
 * True when Close opens the exit dialog rather than closing at once: the first segment is
 * `signup` (product.md 2.5). `/web/signup/...` counts too (our reading): it is the same sign-up
 * in the web layout, and a signed-in user leaving it loses the same progress.
 */
export function isSignupPath(path: string): boolean {
  return barePath(path).split('/')[1] === 'signup';
}

/**
 * The top bar on `path` (product.md 2.5). Shown only inside the webview. Close: hidden when a
 * web page frames the app in a plain browser; on a sign-up path with a signed-in user it opens
 * the exit dialog, elsewhere it closes the webview. Every route supports Close (the spec names
 * none that does not, and no page may keep a user from leaving the webview).
 */
export function topBarFor(path: string, context: TopBarContext): TopBar {
  if (!context.inWebview) return { visible: false, back: null, close: null };
  const close: CloseAction | null =
    context.embeddedInBrowser || !context.canClose
      ? null
      : isSignupPath(path) && context.signedIn
        ? { kind: 'exitDialog' }
        : { kind: 'closeWebview' };
  const back = isServerLedStep(path, context)
    ? null
    : backAction(backRuleFor(path), context.phoneEntered);
  return { visible: true, back, close };
}
