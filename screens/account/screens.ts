import { ALL_PATHS, isSuspendedPath } from '../../machines/paths';
import type { PageScreens, ScreenLoader } from '../screen-table';

const suspended: ScreenLoader = () => import('./suspended');

/** The screens of account pages and suspensions (issue 11), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const ACCOUNT_SCREENS: PageScreens = Object.fromEntries(
  ALL_PATHS.filter(isSuspendedPath).map((path) => [path, suspended]),
);
