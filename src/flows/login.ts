import { loadConfig } from '../config';
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
  /** /login/welcome_back: the login answer, read once after the password grant (decision 040). */
  postLogin: defineFlow({
    systemId: 'postLogin',
    load: () => import('../../machines/post-login.machine').then((m) => m.postLoginMachine),
  }),
  /** /login/policies: the policies a finished account owes, then their modal (decision 040). */
  loginPolicies: defineFlow({
    systemId: 'loginPolicies',
    load: async () => {
      const [{ loginPoliciesMachine }, { callNative }] = await Promise.all([
        import('../../machines/login-policies.machine'),
        import('../../bridge/native-calls'),
      ]);
      return loginPoliciesMachine.provide({
        actions: {
          // contract.md 7: the native deposit page; without a native function, the same-named
          // message to an allowed parent frame (or nowhere).
          openDeposits: () => {
            callNative(
              { allowedOrigins: loadConfig().config.allowedParentOrigins },
              'goBackToDeposit',
            );
          },
        },
      });
    },
  }),
};
