import type { PageScreens } from '../screen-loader';

/** The screens of preferences (issue 13), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const PREFERENCES_SCREENS: PageScreens = {
  '/user_preferences': () => import('./user-preferences'),
  '/user_preferences/email': () => import('./email-preferences'),
};
