import type { PageScreens } from '../screen-table';

/** The screens of account pages and suspensions (issue 11), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const ACCOUNT_SCREENS: PageScreens = {};
