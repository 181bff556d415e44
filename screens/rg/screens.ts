import type { PageScreens } from '../screen-loader';

/** The screens of responsible gaming (issue 12), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const RESPONSIBLE_GAMING_SCREENS: PageScreens = {};
