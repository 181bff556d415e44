import type { PageScreens, ScreenLoader } from '../screen-loader';

const passwordReset: ScreenLoader = () => import('./password-reset');
const welcome: ScreenLoader = () => import('./welcome');
const loginPolicies: ScreenLoader = () => import('./login-policies');
const smsSecurity: ScreenLoader = () => import('./sms-security');

/** The screens of login, password and SMS security (issue 11), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const LOGIN_SCREENS: PageScreens = {
  '/login/welcome': welcome,
  '/web/welcome': welcome,
  '/login/welcome_back': welcome,
  '/web/welcome_back': welcome,
  '/login/welcome_policies': welcome,
  '/web/welcome_policies': welcome,
  '/login/policies': loginPolicies,
  '/login/email_verification': () => import('./login-email-verification'),
  '/web/login/policies': loginPolicies,
  '/password_reset_request': passwordReset,
  '/web/password_reset_request': passwordReset,
  '/password_reset_request/sent': passwordReset,
  '/user/change_password/password': passwordReset,
  '/password_reset_link_expired': passwordReset,
  '/sms/reset_password_done': passwordReset,
  '/locked/password': passwordReset,
  '/web/locked/password': passwordReset,
  '/sms/unable_to_send_code': () => import('./unable-to-send-code'),
  '/sms/pin_locked': () => import('./pin-locked'),
  '/sms/pin_required': smsSecurity,
  '/web/sms/pin_required': smsSecurity,
  '/sms/reset_password': smsSecurity,
  '/web/sms/reset_password': smsSecurity,
};
