import { redirect } from '@tanstack/react-router';
import { account as accountCopy } from '../../copy/spec/account';
import { network as networkCopy } from '../../copy/spec/network';
import { ALL_PATHS, isSuspendedPath, type RoutePath } from '../../machines/paths';
import { suspendedPageOf } from '../../machines/session.machine';
import { selectCoolOffRunning } from '../../machines/session-pages.selectors';
import { loadConfig } from '../config';
import type { ACCOUNT_FLOWS } from './account';
import { requirePatron } from './require-patron';
import type { RouteEntries, RouteEntry } from './route-entry';

/**
 * A suspended page tells the native wrapper (contract.md 7 `setSuspendedState`; product.md 4.5:
 * true only where the bridge supports it), so the app can lock its own screens too. Without a
 * native function the same-named message goes to an allowed parent frame, or nowhere.
 */
const reportSuspended: RouteEntry = async () => {
  const { callNative } = await import('../../bridge/native-calls');
  callNative(
    { allowedOrigins: loadConfig().config.allowedParentOrigins },
    'setSuspendedState',
    true,
  );
};

/**
 * The cool-off's suspended page says a break runs. Once this tab ended it (the lift answered 204,
 * or 404: none to end) and no 403 of a cool-off came since, that is no longer true: Back to the
 * page, or a link to it, shows /cool_off_expired in its place (replace), so one more Back leaves
 * the cool-off's pages (product.md 2.5; QA 16, decision 077). A logout forgets the lift with its
 * flow; a new 403 cool_off is noted by the session and shows the page again.
 */
const coolOffSuspended: RouteEntry = async (context, search, staying) => {
  const lift = context.flows.get('coolOffLift')?.getSnapshot();
  const ended = lift?.matches('lifted') || lift?.matches('nothingToLift');
  // A lift ran in this tab, so the session machine has loaded: no wait for it otherwise.
  const session = ended ? (await context.actors.session.whenReady).getSnapshot() : null;
  if (session?.matches('signedIn') && !selectCoolOffRunning(session))
    throw redirect({ to: '/cool_off_expired', replace: true });
  await reportSuspended(context, search, staying);
};

/**
 * /native/go_back hands the patron back to the native app (contract.md 7 `goBack`, which "falls
 * back to browser history" where the app's function is missing).
 */
const nativeGoBack: RouteEntry = async () => {
  const { goBack } = await import('../../bridge/native-calls');
  goBack({ allowedOrigins: loadConfig().config.allowedParentOrigins });
};

/** Each visit starts the action afresh (a finished account continues where its status says). */
const startAction =
  (
    id: Exclude<keyof typeof ACCOUNT_FLOWS, 'closeAccount' | 'igoPii'>,
    done: RoutePath,
    failure: string = networkCopy.generic,
  ): RouteEntry =>
  async (context) => {
    await context.flows.restart(id, { done, failure });
  };
/**
 * Only a logged-in patron closes the account (product.md 6), and the closure ends the session: once
 * the server confirmed it, the machine announces the logout and the session machine makes it
 * (POST /api/logout) and goes to /close_account_confirmation, as after a cool-off (product.md 4.5).
 */
const closeAccount: RouteEntry = async (context) => {
  await requirePatron(context, networkCopy.loggedOutInactivity);
  const actor = await context.flows.restart('closeAccount', undefined);
  actor.on('session.logout', ({ to }) =>
    context.actors.session.send({ type: 'logout', to, suspended: true }),
  );
};
/**
 * A dormant account is reached by a link, not by a status (docs/status-routing.md), so a visitor
 * may come signed out: login first, and back here after it (decision 078), rather than a
 * Reactivate button whose call can only answer 401.
 */
const reactivate: RouteEntry = async (context, search, staying) => {
  await requirePatron(context, networkCopy.loggedOutInactivity);
  await startAction('reactivateAccount', '/continue_registration', accountCopy.reactivationFailed)(
    context,
    search,
    staying,
  );
};
/**
 * The DGE acknowledgement and the fit-to-play confirmation are a logged-in patron's: no status
 * leads to them (docs/status-routing.md), a link does, so a visitor may come signed out. Login
 * first, and back here after it (decision 078), rather than a button whose call can only answer
 * 401.
 */
const patronAction =
  (id: 'acknowledgeDgeLevel2' | 'fitToPlay'): RouteEntry =>
  async (context, search, staying) => {
    await requirePatron(context, networkCopy.loggedOutInactivity);
    await startAction(id, '/continue_registration')(context, search, staying);
  };
/**
 * /cool_off_expired says the cool-off has ended, which only the server knows for an account: a
 * visitor without a session logs in first and comes back (a running cool-off then answers the login
 * with its 403, which goes to the cool-off's page: QA 14); a patron whose cool-off this session
 * knows to run (a 403 user_suspended of type cool_off since, not lifted), coming back to it from the
 * history or a link, goes to the cool-off's suspended page instead (QA 12). A 403 that arrives
 * while the page shows is the session machine's to route, like every other.
 */
const coolOffExpired: RouteEntry = async (context) => {
  // The responsible-gaming copy loads with this page only: the route entries' chunk stays small.
  const { responsibleGaming } = await import('../../copy/ours/responsible-gaming');
  const session = await requirePatron(context, responsibleGaming.coolOff.expiredLogIn);
  if (selectCoolOffRunning(session))
    throw redirect({ to: suspendedPageOf('cool_off', session.context.layout), replace: true });
};
const acknowledge = patronAction('acknowledgeDgeLevel2');
const fitToPlay = patronAction('fitToPlay');

/** What each page of account pages and suspensions does before it renders, by path. */
export const ACCOUNT_ROUTES: RouteEntries = {
  ...Object.fromEntries(ALL_PATHS.filter(isSuspendedPath).map((path) => [path, reportSuspended])),
  '/suspended/cool_off': coolOffSuspended,
  '/web/suspended/cool_off': coolOffSuspended,
  '/close_account': closeAccount,
  '/cool_off_expired': coolOffExpired,
  '/dormant_account': reactivate,
  '/dge_level_2_ack': acknowledge,
  '/fit_to_play': fitToPlay,
  '/web/fit_to_play': fitToPlay,
  '/native/go_back': nativeGoBack,
  '/igo_user_pii_confirmation': async (context) => {
    await context.flows.restart('igoPii', undefined);
  },
};
