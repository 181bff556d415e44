import { redirect } from '@tanstack/react-router';
import { passwordReset as copy } from '../../copy/ours/password';
import { enterFlow } from '../flow-navigation';
import { defineFlow } from './registry';
import type { RouteEntries, RouteEntry } from './route-entries';

/** The flows of login, password and SMS security (issue 11), by id. */
export const LOGIN_FLOWS = {
  /** /password_reset_request: the email for the reset link. */
  passwordResetRequest: defineFlow({
    systemId: 'passwordResetRequest',
    load: () =>
      import('../../machines/password-reset-request.machine').then(
        (m) => m.passwordResetRequestMachine,
      ),
  }),
  /** /user/change_password/password: the new password, with the link's token. */
  passwordReset: defineFlow({
    systemId: 'passwordReset',
    load: () => import('../../machines/password-reset.machine').then((m) => m.passwordResetMachine),
  }),
};

const RULES = { tooShort: copy.passwordTooShort, differ: copy.passwordsDiffer };

/** Each visit to the request page starts over (after an expired link, a new request). */
const requestPage: RouteEntry = async (context) => {
  await context.flows.restart('passwordResetRequest', { emailRequired: copy.emailRequired });
};

/** What each page of login, password and SMS security does before it renders, by path. */
export const LOGIN_ROUTES: RouteEntries = {
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
