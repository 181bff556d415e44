import { screen, waitFor } from '@testing-library/react';
import { phoneVerification as phoneVerificationCopy } from '../../copy/ours/phone-verification';
import { support as supportCopy } from '../../copy/ours/support';
import { brand as brandCopy } from '../../copy/spec/brand';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { sms as smsCopy } from '../../copy/spec/sms';
import { SAVE_DEBOUNCE_MS, STORAGE_KEY } from '../../src/onboarding-persistence';
import { signedUpIn } from '../../test/account-elsewhere';
import { renderApp, setupSandboxServer, TEST_BRAND } from '../../test/render-app';

// The phone step on the mobile layout (/signup/phone_number once the account exists), against
// the sandbox: `phone-pending` (only the phone is owed; code 123456), `sms-errors` (every send
// answers invalid_number) and `sms-pin-locked` (every check answers sms_pin_locked).

const server = setupSandboxServer('phone-pending');
const copy = phoneVerificationCopy;
const PATH = '/signup/phone_number';

/**
 * An account created in an earlier visit (with or without a phone number): the sandbox holds the
 * user and its session, and the saved sign-up says the pre-registration is done, so the app
 * syncs and lands on the phone step.
 */
async function returnToPhoneStep(
  options: { scenario?: string; phone?: string | null; storage?: Storage } = {},
) {
  const { scenario = 'phone-pending', phone = null } = options;
  await signedUpIn(server, scenario, phone);
  return openPhoneStep(scenario);
}

async function openPhoneStep(scenario = 'phone-pending') {
  const app = renderApp({ path: PATH, layout: 'mobileWeb', scenario, server });
  await screen.findByRole('heading', { level: 1, name: copy.title });
  await screen.findByLabelText(copy.phone);
  return app;
}

const phoneField = () => screen.getByLabelText(copy.phone);
const codeField = () => screen.getByLabelText(copy.code);
const button = (name: string) => screen.getByRole('button', { name });

describe('the phone step on the mobile layout', () => {
  it('texts a code to the number given at sign-up, verifies it and moves on', async () => {
    const app = await returnToPhoneStep({ phone: '2015550188' });
    const { user } = app;
    expect(phoneField()).toHaveValue('(201) 555-0188');
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel-national');

    await user.click(button(copy.textMe));

    // contract.md 8: the catalogue's words for a successful send, the first one too.
    expect(await screen.findByText(smsCopy.resent)).toBeVisible();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveFocus();
    expect(screen.getByText(copy.codeSentTo('(201) 555-0188'))).toBeVisible();
    await user.type(codeField(), '123456');
    await user.click(button(copy.verify));

    // Nothing else is owed, so the sign-up completes (mobile web: the download page).
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/signup/download'));
  });

  it('saves a new number, calls with a code, and shows a wrong code at the field as typed', async () => {
    const { user } = await returnToPhoneStep();
    expect(phoneField()).toHaveValue('');

    await user.type(phoneField(), '2015550199');
    expect(phoneField()).toHaveValue('(201) 555-0199');
    await user.click(button(copy.callMe));

    expect(await screen.findByText(smsCopy.calling)).toBeVisible();
    await user.type(codeField(), '000000');
    await user.click(button(copy.verify));

    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        expect.stringContaining(emailVerificationCopy.codeInvalid),
      ),
    );
    expect(codeField()).toHaveValue('000000');
    expect(codeField()).toHaveFocus();

    await user.click(button(copy.resend));
    expect(await screen.findByText(smsCopy.resent)).toBeVisible();
  });

  it("sends the registration's id with the new number, as the server gave it (QA 13, decision 070)", async () => {
    const formIds: unknown[] = [];
    const phoneSaves: Promise<unknown>[] = [];
    const onResponse = ({ request, response }: { request: Request; response: Response }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/i/registration')
        void response
          .clone()
          .json()
          .then((form: { id?: unknown }) => formIds.push(form.id));
    };
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'PATCH' && new URL(request.url).pathname === '/i/registration')
        phoneSaves.push(request.clone().json());
    };
    server.events.on('response:mocked', onResponse);
    server.events.on('request:start', onRequest);
    try {
      const { user } = await returnToPhoneStep();
      await user.type(phoneField(), '6095550142');
      await user.click(button(copy.textMe));
      await screen.findByLabelText(copy.code);

      const bodies = await Promise.all(phoneSaves);
      expect(formIds.length).toBeGreaterThan(0);
      expect(formIds[0]).toBeTruthy();
      expect(bodies).toEqual([
        expect.objectContaining({ id: formIds[0], phone_number: { number: '6095550142' } }),
      ]);
    } finally {
      server.events.removeListener('response:mocked', onResponse);
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('asks for a whole number before sending anything', async () => {
    const { user } = await returnToPhoneStep();

    await user.type(phoneField(), '201555');
    await user.click(button(copy.textMe));

    expect(phoneField()).toHaveAccessibleDescription(
      expect.stringContaining(brandCopy.requiresValidPhone(TEST_BRAND.name)),
    );
    expect(phoneField()).toHaveFocus();
    expect(screen.queryByLabelText(copy.code)).not.toBeInTheDocument();
  });

  it('says to wait a minute after too many codes, keeping the code form', async () => {
    const { user } = await returnToPhoneStep({ phone: '2015550188' });
    await user.click(button(copy.textMe));
    await screen.findByLabelText(copy.code);

    // The sandbox sends three codes a minute; the fourth answers max_send_attempts.
    await user.click(button(copy.resend));
    await screen.findByText(smsCopy.resent);
    await user.click(button(copy.resend));
    await waitFor(() => expect(button(copy.resend)).not.toHaveAttribute('aria-disabled'));
    await user.click(button(copy.resend));

    expect(await screen.findByText(smsCopy.tooMany)).toBeVisible();
    expect(codeField()).toBeVisible();
  });

  it('goes to the invalid-number page when the number cannot get a code, and back to the number from there', async () => {
    const { user, router } = await returnToPhoneStep({
      scenario: 'sms-errors',
      phone: '2015550188',
    });

    await user.click(button(copy.textMe));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/unable_to_send_code'));
    expect(await screen.findByRole('heading', { level: 1, name: copy.unableTitle })).toBeVisible();
    expect(screen.getByText(copy.unableBody)).toBeVisible();
    await user.click(screen.getByRole('link', { name: copy.unableBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByLabelText(copy.phone)).toHaveValue('(201) 555-0188');
  });

  it('goes to the locked page when too many codes were wrong, with a way to log in', async () => {
    const { user, router } = await returnToPhoneStep({
      scenario: 'sms-pin-locked',
      phone: '2015550188',
    });
    await user.click(button(copy.textMe));
    await user.type(await screen.findByLabelText(copy.code), '123456');

    await user.click(button(copy.verify));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/pin_locked'));
    expect(await screen.findByRole('heading', { level: 1, name: copy.lockedTitle })).toBeVisible();
    expect(screen.getByText(copy.lockedBody)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.goToLogin })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(copy.code)).not.toBeInTheDocument();
  });

  it('returns to the code form after a reload there, for the number already sent to, without sending again', async () => {
    const sends: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/i/sms/send_one_time_code')) sends.push('send');
    });
    const first = await returnToPhoneStep({ phone: '2015550188' });
    await first.user.click(button(copy.textMe));
    await screen.findByLabelText(copy.code);
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEY)).toContain('codeSentTo'), {
      timeout: SAVE_DEBOUNCE_MS * 5,
    });
    first.unmount();

    const second = renderApp({
      path: PATH,
      layout: 'mobileWeb',
      scenario: 'phone-pending',
      server,
    });
    await second.user.type(await screen.findByLabelText(copy.code), '123456');
    expect(sends).toHaveLength(1);
    expect(screen.queryByText(smsCopy.resent)).not.toBeInTheDocument();
    await second.user.click(button(copy.verify));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/signup/download'));
    server.events.removeAllListeners('request:start');
  });

  it('brings a typed number back after a reload, and never stores the code', async () => {
    const first = await returnToPhoneStep();
    await first.user.type(phoneField(), '2015550177');
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEY)).toContain('2015550177'), {
      timeout: SAVE_DEBOUNCE_MS * 5,
    });
    first.unmount();

    // The sandbox holds no number for this user: the field is filled from the saved draft.
    const second = await openPhoneStep();
    expect(phoneField()).toHaveValue('(201) 555-0177');
    await second.user.click(button(copy.textMe));
    await second.user.type(await screen.findByLabelText(copy.code), '246810');
    await new Promise((resolve) => setTimeout(resolve, SAVE_DEBOUNCE_MS * 1.5));
    // Unmounting flushes any pending save (page hide).
    second.unmount();

    expect(sessionStorage.length).toBeGreaterThan(0);
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i) ?? '';
      expect(sessionStorage.getItem(key)).not.toContain('246810');
    }
  });
});

describe('the SMS pages opened directly', () => {
  it('/sms/unable_to_send_code explains the number cannot get a code and leads back to sign-up', async () => {
    renderApp({ path: '/sms/unable_to_send_code', server });

    expect(await screen.findByRole('heading', { level: 1, name: copy.unableTitle })).toBeVisible();
    expect(screen.getByText(copy.unableBody)).toBeVisible();
    // /continue_registration syncs with the server, which says what is next (the phone step).
    expect(screen.getByRole('link', { name: copy.unableBack })).toHaveAttribute(
      'href',
      '/continue_registration',
    );
  });

  it('/sms/pin_locked says verification is locked and leads to the login page', async () => {
    renderApp({ path: '/sms/pin_locked', server });

    expect(await screen.findByRole('heading', { level: 1, name: copy.lockedTitle })).toBeVisible();
    expect(screen.getByText(copy.lockedBody)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.goToLogin })).toHaveAttribute('href', '/login');
  });

  it('/sms/pin_locked offers "Contact support" before "Go to login": a login while the lock lasts comes back here (QA 21)', async () => {
    const config = window.__ONBOARDING_CONFIG__;
    window.__ONBOARDING_CONFIG__ = { ...config, supportUrl: 'https://help.example/contact' };
    try {
      renderApp({ path: '/sms/pin_locked', server });
      expect(
        await screen.findByRole('heading', { level: 1, name: copy.lockedTitle }),
      ).toBeVisible();
      expect(screen.getByText(copy.lockedBody)).toHaveTextContent(/contact our support team/);
      const support = screen.getByRole('link', { name: supportCopy.actionNewTab });
      expect(support).toHaveAttribute('href', 'https://help.example/contact');
      const login = screen.getByRole('link', { name: copy.goToLogin });
      expect(
        support.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    } finally {
      window.__ONBOARDING_CONFIG__ = config;
    }
  });
});
