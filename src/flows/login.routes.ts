import { redirect } from '@tanstack/react-router';
import { passwordReset as copy } from '../../copy/ours/password';
import type { Layout } from '../../machines/route-derivation';
import { enterFlow } from '../flow-navigation';
import type { RouteEntries, RouteEntry } from './route-entry';

const RULES = { tooShort: copy.passwordTooShort, differ: copy.passwordsDiffer };

/** Each visit to the request page starts over (after an expired link, a new request). */
const requestPage: RouteEntry = async (context) => {
  await context.flows.restart('passwordResetRequest', { emailRequired: copy.emailRequired });
};

/** The welcome-back page reads the login answer afresh on each visit (decision 040). */
const welcomeBack =
  (layout: Layout): RouteEntry =>
  async (context) => {
    await context.flows.restart('postLogin', { layout });
  };

/** The owed policies are read afresh on each visit (accepted elsewhere meanwhile: nothing owed). */
const policiesPage: RouteEntry = async (context) => {
  await context.flows.restart('loginPolicies', undefined);
};

/** What each page of login, password and SMS security does before it renders, by path. */
export const LOGIN_ROUTES: RouteEntries = {
  '/login/welcome_back': welcomeBack('mobileWeb'),
  '/web/welcome_back': welcomeBack('web'),
  '/login/policies': policiesPage,
  '/web/login/policies': policiesPage,
  '/password_reset_request': requestPage,
  '/web/password_reset_request': requestPage,
  /**
   * The reset link: a new run of the flow with the token, and the token leaves the address bar
   * before the page renders (issue 11 item 4), kept in the flow's memory only. Without a token
   * (after that redirect, or a bare visit) the running flow is entered, or one that goes to the
   * link-expired page.
   */
  '/user/change_password/password': async (context, search) => {
    const token = search.password_reset_token;
    if (token !== undefined) {
      void context.flows.restart('passwordReset', { token, rules: RULES });
      throw redirect({ to: '/user/change_password/password', replace: true });
    }
    return enterFlow(context, 'passwordReset', { token: null, rules: RULES });
  },
};
