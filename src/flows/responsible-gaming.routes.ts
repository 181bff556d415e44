import { redirect } from '@tanstack/react-router';
import type { CashflowLimitType } from '../../api/limits';
import { effectiveRegion } from '../../api/request-context';
import { coolOff as coolOffCopy } from '../../copy/spec/cool-off';
import { network as networkCopy } from '../../copy/spec/network';
import { selfExclusion as selfExclusionCopy } from '../../copy/spec/self-exclusion';
import { requirePatron } from './require-patron';
import type { RouteEntries, RouteEntry } from './route-entry';

// Never '' (that would call /i/self_exclusion_options/ and read a Canadian as the US): the region
// the headers carry (decision 007).
const region = () => effectiveRegion().regionCode;

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
    id: 'timeLimit' | 'realityCheck' | 'depositAck' | 'casinoCoolOff',
    message: string = networkCopy.loggedOutInactivity,
  ): RouteEntry =>
  async (context) => {
    await requirePatron(context, message);
    await context.flows.restart(id, {});
  };

type Base = '/rg/self_exclusion' | '/cool_off_self_exclusion';
type Step = 'period' | 'personal' | 'waivers';

/**
 * A self-exclusion page: each step page is one run of the flow, started from what the previous
 * run collected (in memory only: the SSN never reaches storage or the address bar). A page whose
 * earlier steps are not done sends the patron to the first of them; the bare path starts over at
 * the period.
 */
const selfExclusionPage =
  (base: Base, step: Step | null): RouteEntry =>
  async (context) => {
    await requirePatron(context, selfExclusionCopy.loggedOut);
    const machine = await import('../../machines/self-exclusion.machine');
    if (step === null) {
      context.flows.get('selfExclusion')?.stop();
      throw redirect({ to: machine.stepRoute(base, 'period'), replace: true });
    }
    const regionCode = region();
    // The run of the page left, even when Back came before that page's run was created.
    const previous = (await context.flows.latest('selfExclusion'))?.getSnapshot();
    const carried =
      previous?.status === 'done'
        ? previous.output?.data
        : previous?.status === 'active'
          ? previous.context.data
          : undefined;
    const data = previous?.context.base === base && carried ? carried : machine.EMPTY_DATA;
    const ssnRequired = machine.ssnRequiredIn(regionCode);
    const allowed = machine.reachableStep(step, data, ssnRequired);
    if (allowed !== step) throw redirect({ to: machine.stepRoute(base, allowed), replace: true });
    const actor = await context.flows.restart('selfExclusion', { base, step, regionCode, data });
    actor.on('session.logout', ({ to, via }) =>
      context.actors.session.send({ type: 'logout', to, via, suspended: true }),
    );
  };

const selfExclusionPages = (base: Base): RouteEntries => ({
  [base]: selfExclusionPage(base, null),
  [`${base}/period`]: selfExclusionPage(base, 'period'),
  [`${base}/personal`]: selfExclusionPage(base, 'personal'),
  [`${base}/waivers`]: selfExclusionPage(base, 'waivers'),
});

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
    const actor = await context.flows.restart('coolOff', {});
    actor.on('session.logout', ({ to }) =>
      context.actors.session.send({ type: 'logout', to, suspended: true }),
    );
  },
  /** Ending the cool-off early: once lifted, the session no longer counts it (QA 12). */
  '/cool_off_renew': async (context) => {
    await requirePatron(context, coolOffCopy.loggedOut);
    const actor = await context.flows.restart('coolOffLift', {});
    actor.on('session.coolOffLifted', () =>
      context.actors.session.send({ type: 'suspension.lifted' }),
    );
  },
  '/rg/casino_cool_off_period': patronFlow('casinoCoolOff', coolOffCopy.loggedOut),
  ...selfExclusionPages('/rg/self_exclusion'),
  ...selfExclusionPages('/cool_off_self_exclusion'),
};
