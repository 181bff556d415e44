import { act, screen } from '@testing-library/react';
import { RESET_TOKENS } from '../../api/sandbox/login-calls';
import { SEED_PATRON } from '../../api/sandbox/state';
import { loginPolicies as policiesCopy, welcome as welcomeCopy } from '../../copy/ours/after-login';
import { fineDetails as fineDetailsCopy } from '../../copy/ours/fine-details';
import { login as loginCopy } from '../../copy/ours/login';
import { passwordReset as resetCopy } from '../../copy/ours/password';
import { sessionControls as sessionCopy } from '../../copy/ours/session';
import { installDialogPolyfill } from '../dialog-polyfill';
import { renderApp, setupSandboxServer } from '../render-app';
import { logInAsPatron, patronLoginTyped, patronOwingPolicies } from '../rg-patron';
import { click } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';

// Issue 17 item 4: each call of login, its policies, the password reset and the logout.
const server = setupSandboxServer();
beforeAll(installDialogPolyfill);

/** /login with the seeded patron's details typed, in a scenario. */
const loginTyped = (scenario?: string) => (s: typeof server) =>
  patronLoginTyped({ server: s, ...(scenario ? { scenario } : {}) });
const LOGIN_TYPED = {
  [loginCopy.username]: SEED_PATRON.email,
  [loginCopy.password]: SEED_PATRON.password,
};
const TERMS = 'Terms and Conditions';
const RG = 'Responsible Gaming Policy';
const resetLink = `/user/change_password/password?password_reset_token=${RESET_TOKENS.valid}`;

const CASES: FaultCase[] = [
  {
    call: 'POST /oauth/token',
    where: 'logs in on /login',
    open: loginTyped(),
    trigger: click(loginCopy.submit),
    typed: LOGIN_TYPED,
    // A refused login empties the wrong password (and only that).
    emptiedOn: { '401': [loginCopy.password] },
  },
  {
    call: 'GET /i/registration_status',
    where: 'logs in on /login (the welcome-back read)',
    open: loginTyped(),
    trigger: click(loginCopy.submit),
    typed: LOGIN_TYPED,
  },
  {
    call: 'GET /i/phone_numbers',
    where: 'logs in with two-step verification on (scenario login-strong-auth)',
    open: loginTyped('login-strong-auth'),
    trigger: click(loginCopy.submit),
    typed: LOGIN_TYPED,
  },
  {
    call: 'GET /i/pending_policies',
    where: 'opens the policies owed at login (scenario login-policies)',
    page: '/web/login/policies',
    open: (s) => patronOwingPolicies({ server: s }),
    trigger: (app) =>
      app.user.click(screen.getByRole('link', { name: welcomeCopy.reviewPolicies })),
  },
  {
    call: 'POST /i/policy_acceptances',
    where: 'accepts the policies owed at login',
    open: async (s) => {
      const app = await patronOwingPolicies({ server: s });
      await app.user.click(screen.getByRole('link', { name: welcomeCopy.reviewPolicies }));
      await app.user.click(await screen.findByLabelText(fineDetailsCopy.acceptPolicy(TERMS)));
      await app.user.click(screen.getByLabelText(fineDetailsCopy.acceptPolicy(RG)));
      return app;
    },
    trigger: click(policiesCopy.submit),
    noBody: true,
  },
  {
    call: 'POST /i/password_reset_requests',
    where: 'asks for a reset email on /password_reset_request',
    open: async (s) => {
      const app = renderApp({ path: '/password_reset_request', server: s });
      await app.user.type(await screen.findByLabelText(resetCopy.email), SEED_PATRON.email);
      return app;
    },
    trigger: click(resetCopy.send),
    typed: { [resetCopy.email]: SEED_PATRON.email },
    showsServerMessage: true,
    noBody: true,
  },
  {
    call: 'POST /i/password_resets',
    where: 'sets a new password from the reset link',
    open: async (s) => {
      const app = renderApp({ path: resetLink, server: s });
      await app.user.type(await screen.findByLabelText(resetCopy.newPassword), 'Brandnew42');
      await app.user.type(screen.getByLabelText(resetCopy.confirmPassword), 'Brandnew42');
      return app;
    },
    trigger: click(resetCopy.save),
    typed: { [resetCopy.newPassword]: 'Brandnew42', [resetCopy.confirmPassword]: 'Brandnew42' },
    noBody: true,
  },
  {
    call: 'POST /api/logout',
    where: 'logs out from /rg/deposit_limits',
    open: async (s) => {
      const app = await logInAsPatron({ server: s });
      await act(() => app.router.navigate({ to: '/rg/deposit_limits' }));
      await screen.findByRole('button', { name: sessionCopy.logOut });
      return app;
    },
    trigger: click(sessionCopy.logOut),
    noBody: true,
  },
];

faultMatrix('login, password reset and logout', CASES, server, '../../docs/faults/login.md');
