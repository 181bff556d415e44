import { isRedirect } from '@tanstack/react-router';
import { CONTINUE_FLOW } from '../../machines/after-login';
import type { RoutePath } from '../../machines/paths';
import type { RouterContext } from '../router-context';
import { isSignupFlowPath } from '../signup-paths';
import { ACCOUNT_ROUTES } from './account.routes';
import { IDENTITY_ROUTES, isPartnerReturnPage } from './identity.routes';
import { LOGIN_ROUTES } from './login.routes';
import { PREFERENCES_ROUTES } from './preferences.routes';
import { requireOwedPin } from './require-patron';
import { RESPONSIBLE_GAMING_ROUTES } from './responsible-gaming.routes';
import { noteEntering, rememberReturn } from './return-after-login';
import type { RouteEntries } from './route-entry';
import { SIGNUP_ROUTES } from './signup.routes';

const ROUTE_ENTRIES: RouteEntries = {
  ...SIGNUP_ROUTES,
  ...IDENTITY_ROUTES,
  ...LOGIN_ROUTES,
  ...ACCOUNT_ROUTES,
  ...RESPONSIBLE_GAMING_ROUTES,
  ...PREFERENCES_ROUTES,
};

/** Sign-up's guard (src/router.tsx): moves a sign-up path that is not the derived step to it. */
type SignupGuard = (at: { context: RouterContext; path: RoutePath }) => void;

/** The entry sent the visitor to login (requirePatron): the page to come back to after it. */
const sentToLogin = (thrown: unknown): boolean =>
  isRedirect(thrown) && (thrown as { options?: { to?: unknown } }).options?.to === '/login';

/**
 * Runs the entry of a path, when it has one; on a sign-up path, after the sign-up guard (`guard`),
 * which the tab our partner returned to does not meet: it runs no sign-up (QA 15).
 */
export async function enterRoute(
  context: RouterContext,
  path: RoutePath,
  search: Readonly<Record<string, string | undefined>>,
  staying: boolean,
  guard: SignupGuard,
): Promise<void> {
  // A login owing its SMS code resumes no sign-up: the code page, before the guard sends the
  // resume (QA 17: a tab opened after the login synced the account and handed it off).
  if (path === CONTINUE_FLOW) await requireOwedPin(context);
  if (isSignupFlowPath(path) && !isPartnerReturnPage(path)) guard({ context, path });
  noteEntering(context.flows, path);
  try {
    await ROUTE_ENTRIES[path]?.(context, search, staying);
  } catch (thrown) {
    // The login's own pages (welcome, policies, code) are steps of a login, not places to return to.
    if (sentToLogin(thrown) && !(path in LOGIN_ROUTES)) rememberReturn(context.flows, path);
    throw thrown;
  }
}
