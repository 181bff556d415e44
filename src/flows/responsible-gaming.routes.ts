import { redirect } from '@tanstack/react-router';
import type { CashflowLimitType } from '../../api/limits';
import { getRequestContext } from '../../api/request-context';
import { coolOff as coolOffCopy } from '../../copy/spec/cool-off';
import { network as networkCopy } from '../../copy/spec/network';
import type { RouterContext } from '../router-context';
import type { SessionActor } from '../shell/actors';
import type { RouteEntries, RouteEntry } from './route-entry';

/**
 * Only a logged-in patron reaches a responsible-gaming page (product.md 6; issue 12 item 6). The
 * entry waits for the session machine's start-up check; a signed-out visitor goes to login with
 * the catalogue's message for the action (contract.md 8: the cool-off and self-exclusion ones,
 * else the inactivity one). A 401 later, from any call of the page, goes through the session
 * machine like every other (api/client.ts's auth-failure port). Decision 030.
 */
export async function requirePatron(context: RouterContext, message: string): Promise<void> {
  const session = await context.actors.session.whenReady;
  if (!(await settledSignedIn(session))) {
    context.actors.flash.send({
      type: 'flash.show',
      kind: 'danger',
      text: message,
      route: '/login',
    });
    throw redirect({ to: '/login', replace: true });
  }
}

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;
const isSettled = (s: SessionSnapshot) =>
  !s.matches('checking') && !s.matches('loggingIn') && !s.matches('loggingOut');

// Our own wait rather than xstate's waitFor: xstate sits in the first screen's chunk, and each
// export a lazy chunk uses is emitted there (decision 005's budget).
function settledSignedIn(session: SessionActor): Promise<boolean> {
  return new Promise((resolve) => {
    const now = session.getSnapshot();
    if (isSettled(now)) {
      resolve(now.matches('signedIn'));
      return;
    }
    const subscription = session.subscribe((s) => {
      if (!isSettled(s)) return;
      subscription.unsubscribe();
      resolve(s.matches('signedIn'));
    });
  });
}

const region = () => getRequestContext().regionCode;

/** A cashflow limit page: a patron's fresh run of the limits flow of its category. */
const cashflowPage =
  (type: CashflowLimitType): RouteEntry =>
  async (context) => {
    await requirePatron(context, networkCopy.loggedOutInactivity);
    await context.flows.restart('cashflowLimits', { type, regionCode: region() });
  };

/** A patron's fresh run of a page's flow, started on each visit. */
const patronFlow =
  (
    id: 'timeLimit' | 'realityCheck' | 'depositAck' | 'coolOffLift' | 'casinoCoolOff',
    message: string = networkCopy.loggedOutInactivity,
  ): RouteEntry =>
  async (context) => {
    await requirePatron(context, message);
    await context.flows.restart(id, undefined);
  };

/** What each page of responsible gaming (issue 12) does before it renders, by path (see RouteEntry). */
export const RESPONSIBLE_GAMING_ROUTES: RouteEntries = {
  '/rg/deposit_limits': cashflowPage('deposit'),
  '/rg/loss_limits': cashflowPage('loss'),
  '/rg/spend_limits': cashflowPage('spend'),
  '/rg/max_single_wager_limit': cashflowPage('max_single_wager'),
  '/rg/daily_time_limit': patronFlow('timeLimit'),
  '/rg/reality_checkin_interval': patronFlow('realityCheck'),
  '/rg/deposit_ack': patronFlow('depositAck'),
  /**
   * The cool-off: once it started, the machine announces the logout and the session machine makes
   * it (POST /api/logout) and goes to /rg/loading (product.md 4.5).
   */
  '/rg/cool_off_period': async (context) => {
    await requirePatron(context, coolOffCopy.loggedOut);
    const actor = await context.flows.restart('coolOff', undefined);
    actor.on('session.logout', ({ to }) => context.actors.session.send({ type: 'logout', to }));
  },
  '/cool_off_renew': patronFlow('coolOffLift', coolOffCopy.loggedOut),
  '/rg/casino_cool_off_period': patronFlow('casinoCoolOff', coolOffCopy.loggedOut),
};
