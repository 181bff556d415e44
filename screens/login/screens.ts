import type { PageScreens } from '../screen-table';

/** The screens of login, password and SMS security (issue 11), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const LOGIN_SCREENS: PageScreens = {
  '/login': () => import('./login'),
  '/sms/unable_to_send_code': () => import('./unable-to-send-code'),
  '/sms/pin_locked': () => import('./pin-locked'),
};
