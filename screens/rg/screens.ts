import type { PageScreens, ScreenLoader } from '../screen-loader';

const cashflowLimits: ScreenLoader = () => import('./cashflow-limits');
const messages: ScreenLoader = () => import('./rg-messages');
const coolOff: ScreenLoader = () => import('./cool-off');
const selfExclusion: ScreenLoader = () => import('./self-exclusion');

/** The screens of responsible gaming (issue 12), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const RESPONSIBLE_GAMING_SCREENS: PageScreens = {
  '/rg/deposit_limits': cashflowLimits,
  '/rg/loss_limits': cashflowLimits,
  '/rg/spend_limits': cashflowLimits,
  '/rg/max_single_wager_limit': cashflowLimits,
  '/rg/daily_time_limit': () => import('./time-limit'),
  '/rg/reality_checkin_interval': () => import('./reality-check'),
  '/rg/deposit_ack': () => import('./deposit-ack'),
  '/rg/daily_time_limit_exceeded': messages,
  '/web/rg_daily_time_limit_exceeded': messages,
  '/rg/loading': messages,
  '/rg/cool_off_period': coolOff,
  '/rg/casino_cool_off_period': coolOff,
  // Listed with the account pages in product.md 2.3; responsible gaming builds them (issue 11, 12).
  '/cool_off_renew': coolOff,
  '/cool_off_expired': coolOff,
  '/rg/self_exclusion': selfExclusion,
  '/rg/self_exclusion/period': selfExclusion,
  '/rg/self_exclusion/personal': selfExclusion,
  '/rg/self_exclusion/waivers': selfExclusion,
  '/cool_off_self_exclusion': selfExclusion,
  '/cool_off_self_exclusion/period': selfExclusion,
  '/cool_off_self_exclusion/personal': selfExclusion,
  '/cool_off_self_exclusion/waivers': selfExclusion,
};
