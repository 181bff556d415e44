import type { PageScreens, ScreenLoader } from '../screen-loader';

const cashflowLimits: ScreenLoader = () => import('./cashflow-limits');

/** The screens of responsible gaming (issue 12), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const RESPONSIBLE_GAMING_SCREENS: PageScreens = {
  '/rg/deposit_limits': cashflowLimits,
  '/rg/loss_limits': cashflowLimits,
  '/rg/spend_limits': cashflowLimits,
  '/rg/max_single_wager_limit': cashflowLimits,
};
