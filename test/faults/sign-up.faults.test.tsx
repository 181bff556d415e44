import { screen } from '@testing-library/react';
import { createSandboxHandlers } from '../../api/sandbox/handlers';
import { getScenario } from '../../api/sandbox/scenarios';
import { sandboxMemoryStorage } from '../../api/sandbox/state';
import { emailVerification as verifyCopy } from '../../copy/ours/email-verification';
import { createAccount as accountCopy } from '../../copy/ours/sign-up';
import { type TestAccount, typeAccountOnWeb } from '../create-account';
import { renderApp, setupSandboxServer } from '../render-app';
import { click } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';

// Issue 17 item 4: each call of sign-up's first pages, under each fault (nj-full: a New Jersey
// sign-up that must verify its email; the sandbox accepts the code 123456).
const SCENARIO = 'nj-full';
const server = setupSandboxServer(SCENARIO);
const START = '/web/signup/create_account';

const ACCOUNT: TestAccount = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  username: 'ghopper',
  password: 'Cobol1959',
};
const TYPED = {
  [accountCopy.firstName]: ACCOUNT.firstName,
  [accountCopy.lastName]: ACCOUNT.lastName,
  [accountCopy.email]: ACCOUNT.email,
  [accountCopy.username]: ACCOUNT.username,
  [accountCopy.password]: ACCOUNT.password,
  [accountCopy.passwordConfirm]: ACCOUNT.password,
};

/** A call Create Your Account makes as it opens: the fault is there before the app starts. */
const atStart = (call: string): FaultCase => ({
  call,
  where: `opens ${START}`,
  atStart: true,
  open: async (s) => renderApp({ path: START, scenario: SCENARIO, server: s }),
  trigger: async () => {},
});

/** Create Your Account filled in, the policies accepted, about to be submitted. */
const submitting = (call: string, where: string): FaultCase => ({
  call,
  where,
  open: async (s) => {
    const app = renderApp({ path: START, scenario: SCENARIO, server: s });
    await typeAccountOnWeb(app.user, ACCOUNT);
    return app;
  },
  trigger: click(accountCopy.submit),
  typed: TYPED,
});

/**
 * Create Your Account about to be submitted, the field whose availability the call asks typed
 * last: leaving a field asks about it in the background (decision 007), so the field is still
 * unconfirmed when Create account is pressed, and the submit makes the call under the fault.
 */
const submittingChecked = (
  call: string,
  where: string,
  label: typeof accountCopy.email | typeof accountCopy.username,
): FaultCase => ({
  ...submitting(call, where),
  open: async (s) => {
    const app = renderApp({ path: START, scenario: SCENARIO, server: s });
    await typeAccountOnWeb(app.user, {
      ...ACCOUNT,
      [label === accountCopy.email ? 'email' : 'username']: 'x',
    });
    const checked = screen.getByLabelText(label);
    await app.user.clear(checked);
    await app.user.type(checked, TYPED[label] as string);
    return app;
  },
});

/** The code page after Create Your Account. */
async function onCodePage(s: typeof server) {
  const app = renderApp({ path: START, scenario: SCENARIO, server: s });
  await typeAccountOnWeb(app.user, ACCOUNT);
  await app.user.click(screen.getByRole('button', { name: accountCopy.submit }));
  await screen.findByRole('textbox', { name: verifyCopy.codeLabel });
  return app;
}

/** nj-full with the referral flag off: a code is then checked as a promotion (contract.md 7). */
const PROMOTION_CODES = {
  ...getScenario(SCENARIO),
  name: 'nj-full-promotion-codes',
  featureFlags: { ...getScenario(SCENARIO).featureFlags, referral_code: false },
};

/** The emailed link's page, its token in the URL (the sandbox accepts `valid-token`). */
const EMAIL_LINK = '/email_verification?verification_token=valid-token';

const CASES: FaultCase[] = [
  atStart('GET /i/feature_flags'),
  atStart('GET /i/regions'),
  atStart('GET /i/pending_policies'),
  submittingChecked(
    'POST /i/email_availability',
    'submits Create Your Account (the email check)',
    accountCopy.email,
  ),
  submittingChecked(
    'POST /i/username_availability',
    'submits Create Your Account (the username check)',
    accountCopy.username,
  ),
  submitting('POST /i/pre_registrations', 'submits Create Your Account'),
  submitting('GET /i/registration', 'submits Create Your Account (the registration read after)'),
  submitting('GET /i/registration_status', 'submits Create Your Account (the status read after)'),
  {
    ...submitting(
      'GET /i/promotions/codes/{code}/status',
      'submits Create Your Account with a referral code (the referral flag is on)',
    ),
    open: async (s) => {
      const app = renderApp({ path: START, scenario: SCENARIO, server: s });
      await typeAccountOnWeb(app.user, ACCOUNT);
      await app.user.type(screen.getByLabelText(accountCopy.promoCode), 'WELCOME100');
      return app;
    },
    typed: { ...TYPED, [accountCopy.promoCode]: 'WELCOME100' },
  },
  {
    ...submitting(
      'POST /i/promotion_code_availability',
      'submits Create Your Account with a promotion code (the referral flag is off)',
    ),
    open: async (s) => {
      // In front of the server's nj-full, which renderApp leaves in place for its own scenario.
      s.use(...createSandboxHandlers({ scenario: PROMOTION_CODES, storage: sandboxMemoryStorage }));
      const app = renderApp({ path: START, scenario: SCENARIO, server: s });
      await typeAccountOnWeb(app.user, ACCOUNT);
      await app.user.type(screen.getByLabelText(accountCopy.promoCode), 'WELCOME100');
      return app;
    },
    typed: { ...TYPED, [accountCopy.promoCode]: 'WELCOME100' },
  },
  {
    call: 'GET /i/email_verifications',
    where: 'opens the emailed verification link',
    atStart: true,
    open: async (s) => renderApp({ path: EMAIL_LINK, scenario: SCENARIO, server: s }),
    trigger: async () => {},
    // A 2xx is the answer (api/email-verification.ts reads no body).
    noBody: true,
  },
  {
    call: 'POST /i/email_verifications',
    where: 'submits the emailed code on Verify Your Email',
    open: async (s) => {
      const app = await onCodePage(s);
      await app.user.type(screen.getByRole('textbox', { name: verifyCopy.codeLabel }), '123456');
      return app;
    },
    trigger: click(verifyCopy.verify),
    typed: { [verifyCopy.codeLabel]: '123456' },
    noBody: true,
  },
  {
    call: 'POST /i/email_verification_requests',
    where: 'asks for another email on Verify Your Email',
    open: onCodePage,
    trigger: click(verifyCopy.resend),
    noBody: true,
  },
];

faultMatrix('sign-up', CASES, server, '../../docs/faults/sign-up.md');
