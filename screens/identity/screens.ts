import type { PageScreens } from '../screen-loader';

/** The screens of identity (issue 10), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const IDENTITY_SCREENS: PageScreens = {};
