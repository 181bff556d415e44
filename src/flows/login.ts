import { fromPromise } from 'xstate';
import { loadConfig } from '../config';
import { openNativeLogin } from '../native-login';
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
    // The email typed survives a reload (decision 076).
    draft: (snapshot) => ({ email: snapshot.context.email }),
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
    // The policies ticked and not yet sent (their ids, nothing personal): a reload keeps them
    // (QA 6; decision 076). Accepted, the run finishes and they are gone.
    draft: ({ context }) =>
      context.acceptedIds.length > 0
        ? Object.fromEntries(context.acceptedIds.map((id) => [id, 'true']))
        : null,
  }),
  /** /sms/pin_required: the SMS code of a login with two-step verification (decision 041). */
  pinRequired: defineFlow({
    systemId: 'pinRequired',
    load: async () => {
      const [{ smsSecurityMachine }, { smsMachine }] = await Promise.all([
        import('../../machines/sms-security.machine'),
        import('../../machines/sms.machine'),
      ]);
      return smsSecurityMachine.provide({
        actors: {
          sms: smsMachine.provide({
            actions: {
              // contract.md 8: a locked pin opens the native login in an app or frame.
              openNativeLogin: () => openNativeLogin(loadConfig().config.allowedParentOrigins),
            },
          }),
        },
      });
    },
    // The number a code went to (never the code), so a reload returns to the code form without
    // another send (decision 076); the machine drops it once the code is accepted.
    draft: ({ context }) => (context.codeSentTo ? { codeSentTo: context.codeSentTo } : null),
  }),
  /** /sms/reset_password: the reset link of an account with two-step verification (decision 041). */
  smsPasswordReset: defineFlow({
    systemId: 'smsPasswordReset',
    load: async () => {
      const [{ smsSecurityMachine }, { smsMachine }, { getPhoneNumber }, { passwordResetFailure }] =
        await Promise.all([
          import('../../machines/sms-security.machine'),
          import('../../machines/sms.machine'),
          import('../../api/sms'),
          import('../../api/password'),
        ]);
      return smsSecurityMachine.provide({
        actors: {
          sms: smsMachine.provide({
            actions: { mirrorDraft: () => {} },
            actors: {
              // The link's first call: a dead link says so in the catalogue's words (contract.md 8).
              fetchPhoneNumber: fromPromise(async ({ input, signal }) => {
                try {
                  return await getPhoneNumber(input.token ? { token: input.token } : {}, {
                    signal,
                  });
                } catch (error) {
                  const failure = passwordResetFailure(error);
                  if (failure.kind === 'linkExpired') throw new Error(failure.message);
                  throw error;
                }
              }),
            },
          }),
        },
      });
    },
  }),
  /** /login/email_verification: the emailed code of a finished account (decision 040). */
  loginEmailVerification: defineFlow({
    systemId: 'loginEmailVerification',
    load: () =>
      import('../../machines/login-email-verification.machine').then(
        (m) => m.loginEmailVerificationMachine,
      ),
  }),
};
