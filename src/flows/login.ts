import { defineFlow } from './registry';

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
