import { ALL_PATHS, isSuspendedPath } from '../../machines/paths';
import type { PageScreens, ScreenLoader } from '../screen-loader';

const suspended: ScreenLoader = () => import('./suspended');
const accountPages: ScreenLoader = () => import('./account-pages');

/** The screens of account pages and suspensions (issue 11), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const ACCOUNT_SCREENS: PageScreens = {
  '/igo_user_pii_confirmation': () => import('./igo-pii'),
  ...Object.fromEntries(ALL_PATHS.filter(isSuspendedPath).map((path) => [path, suspended])),
  ...Object.fromEntries(
    [
      '/close_account',
      '/close_account_confirmation',
      '/dormant_account',
      '/dge_level_2_ack',
      '/fit_to_play',
      '/web/fit_to_play',
      '/contact_support',
      '/web/contact_support',
      '/igo_user_pii_confirmation/contact_support',
      '/native/go_back',
    ].map((path) => [path, accountPages]),
  ),
};
