import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_TIMEOUT_MS } from '../../api/client';
import { fineDetails as fineDetailsCopy } from '../../copy/ours/fine-details';
import { initialLimits as limitsCopy } from '../../copy/ours/initial-limits';
import { personalInfo as personalCopy } from '../../copy/ours/personal-info';
import { phoneVerification as phoneCopy } from '../../copy/ours/phone-verification';
import { createAccount as accountCopy } from '../../copy/ours/sign-up';
import { ssn as ssnCopy } from '../../copy/ours/ssn';
import { progress as progressCopy } from '../../copy/spec/progress';
import { typeAccountOnWeb } from '../create-account';
import { renderApp, setupSandboxServer } from '../render-app';
import { click } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';
import { returnTo } from './patron';

// Issue 17 item 4: the calls of sign-up's later steps, under each fault. Each case returns to its
// step as the screen tests do: the account made in an earlier visit, the saved sign-up marked
// pre-registered, and the sandbox playing the scenario that owes the step.
const server = setupSandboxServer();
type App = ReturnType<typeof renderApp>;

const PHONE = '/signup/phone_number';
const onPhoneStep = (phone: string | null) => async (s: typeof server) => {
  const app = await returnTo(s, 'phone-pending', PHONE, 'mobileWeb', phone);
  await screen.findByLabelText(phoneCopy.phone);
  return app;
};

/** Personal Information's first page (scenario personal-pending), a preferred name typed. */
async function preferredNameTyped(s: typeof server) {
  const app = await returnTo(s, 'personal-pending', '/signup/preferred_name', 'mobileWeb');
  await app.user.type(await screen.findByLabelText(personalCopy.preferredName), 'Mae');
  return app;
}

const EMPLOYMENT = '/signup/employment_details';

/** On to the SSN page, residence and citizenship given, the last 4 digits typed. */
async function ssnTyped(s: typeof server) {
  const app = await preferredNameTyped(s);
  await app.user.click(screen.getByRole('button', { name: personalCopy.continue }));
  await app.user.selectOptions(
    await screen.findByLabelText(personalCopy.residence),
    'United States',
  );
  await app.user.selectOptions(screen.getByLabelText(personalCopy.citizenship), 'American');
  await app.user.click(screen.getByRole('button', { name: personalCopy.continue }));
  await app.user.type(await screen.findByLabelText(ssnCopy.label), '4321');
  return app;
}

/** Whether the employment step is looking a job title up (or waiting for the typing to pause). */
function lookingUp(app: App): boolean {
  const snapshot = app.onboarding.system.get('step')?.getSnapshot();
  if (snapshot?.status !== 'active') return false;
  return ['debouncing', 'searching'].some((state) =>
    snapshot.matches({ collecting: { form: { editing: state } } }),
  );
}

const RG = 'Responsible Gaming Policy';
const RULES = 'New Jersey House Rules';

const CASES: FaultCase[] = [
  {
    call: 'GET /i/countries',
    where: 'gives a preferred name and goes on to residence (scenario personal-pending)',
    open: preferredNameTyped,
    trigger: click(personalCopy.continue),
  },
  {
    call: 'GET /i/occupations',
    where: `gives the last 4 of the SSN and goes on to ${EMPLOYMENT} (the blacklisted occupations)`,
    page: EMPLOYMENT,
    open: ssnTyped,
    trigger: click(personalCopy.continue),
  },
  {
    call: 'GET /i/occupations',
    where: `types a job title on ${EMPLOYMENT}, waits for suggestions, and continues (the search)`,
    open: async (s) => {
      const app = await ssnTyped(s);
      await app.user.click(screen.getByRole('button', { name: personalCopy.continue }));
      await app.user.selectOptions(
        await screen.findByLabelText(personalCopy.employmentStatus),
        personalCopy.employmentStatuses.employed,
      );
      await app.user.type(screen.getByLabelText(personalCopy.typeOfBusiness), 'Construction');
      await app.user.type(screen.getByLabelText(personalCopy.employerName), 'Acme Ltd');
      await app.user.type(screen.getByLabelText(personalCopy.employerPhoneNumber), '2015550123');
      await app.user.type(screen.getByLabelText(personalCopy.employerAddress), '1 Main St');
      return app;
    },
    // Suggestions are a help: a look-up that fails shows none, and the patron goes on with the
    // title they typed (the save is what the server checks), so the cell names the next page.
    trigger: async (app) => {
      await app.user.type(screen.getByLabelText(personalCopy.jobTitle), 'Engineer');
      // A hung look-up ends at the client's timeout, which the clock reaches in real time here.
      await waitFor(() => expect(lookingUp(app)).toBe(false), { timeout: DEFAULT_TIMEOUT_MS * 2 });
      // A 401 or a suspension has already taken the patron elsewhere: no form left to send.
      if (app.router.state.location.pathname === EMPLOYMENT)
        await click(personalCopy.continue)(app);
    },
  },
  {
    call: 'POST /i/sms/send_one_time_code',
    where: `asks for a text on ${PHONE}`,
    open: onPhoneStep('2015550188'),
    trigger: click(phoneCopy.textMe),
    noBody: true,
  },
  {
    call: 'PATCH /i/registration',
    where: `types a new number and asks for a call on ${PHONE}`,
    open: async (s) => {
      const app = await onPhoneStep(null)(s);
      await app.user.type(screen.getByLabelText(phoneCopy.phone), '2015550199');
      return app;
    },
    trigger: click(phoneCopy.callMe),
    typed: { [phoneCopy.phone]: '(201) 555-0199' },
  },
  {
    call: 'PATCH /i/sms/verify_one_time_code',
    where: `submits the texted code on ${PHONE}`,
    open: async (s) => {
      const app = await onPhoneStep('2015550188')(s);
      await app.user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
      await app.user.type(await screen.findByLabelText(phoneCopy.code), '123456');
      return app;
    },
    trigger: click(phoneCopy.verify),
    typed: { [phoneCopy.code]: '123456' },
    noBody: true,
  },
  {
    call: 'POST /i/policy_acceptances',
    where: 'accepts the pending policies on /signup/policies',
    open: async (s) => {
      const app = await returnTo(s, 'policies-pending', '/signup/policies', 'mobileWeb');
      await app.user.click(
        await screen.findByRole('checkbox', { name: fineDetailsCopy.acceptPolicy(RG) }),
      );
      await app.user.click(
        screen.getByRole('checkbox', { name: fineDetailsCopy.acceptPolicy(RULES) }),
      );
      return app;
    },
    trigger: click(fineDetailsCopy.submit),
    noBody: true,
  },
  {
    call: 'GET /i/promotions/play_your_way',
    where: 'submits Create Your Account before Play Your Way (scenario play-your-way)',
    open: async (s) => {
      const app = renderApp({
        path: '/web/signup/create_account',
        scenario: 'play-your-way',
        server: s,
      });
      await typeAccountOnWeb(app.user, {
        firstName: 'Annie',
        lastName: 'Easley',
        email: 'annie@example.com',
        username: 'aeasley',
        password: 'Centaur1963',
      });
      return app;
    },
    trigger: click(accountCopy.submit),
  },
  ...(['POST /i/cashflow_limits/{type}/{period}', 'PATCH /i/time_limits'] as const).map(
    (call): FaultCase => ({
      call,
      where: 'saves a daily deposit limit of 50 and 3 hours on Set Your Limits',
      open: async (s) => {
        const app = await returnTo(s, 'limits-only', '/web/signup/initial_set_limits', 'web');
        await screen.findByRole('heading', { level: 1, name: progressCopy.setLimits });
        await app.user.type(await screen.findByRole('textbox', { name: limitsCopy.daily }), '50');
        await app.user.selectOptions(
          screen.getByRole('combobox', { name: limitsCopy.timeLimit }),
          limitsCopy.hours(3),
        );
        return app;
      },
      trigger: click(limitsCopy.save),
      typed: { [limitsCopy.daily]: '50', [limitsCopy.timeLimit]: '3' },
      noBody: call.startsWith('POST'),
    }),
  ),
];

faultMatrix("sign-up's later steps", CASES, server, '../../docs/faults/sign-up-steps.md');
