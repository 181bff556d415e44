import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { emailVerification as emailVerificationOurCopy } from '../../copy/ours/email-verification';
import { sessionControls } from '../../copy/ours/session';
import { boot as bootCopy, createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { progress as progressCopy } from '../../copy/spec/progress';
import { type AnalyticsEvent, setAnalyticsSink } from '../../src/analytics';
import { createAccountOnWeb } from '../../test/create-account';
import { renderApp, setupSandboxServer } from '../../test/render-app';

// nj-full: a New Jersey sign-up, email verification REQUIRED (docs/sandbox.md). The sandbox
// accepts the code 123456 and sends three verification emails; the fourth request answers
// CONTACT_SUPPORT_VERIFICATION_EMAIL.
const SCENARIO = 'nj-full';
const server = setupSandboxServer(SCENARIO);
const _account = createAccountCopy;
const copy = emailVerificationOurCopy;
const EMAIL = 'dorothy@example.com';

const _field = (label: string) => screen.getByLabelText(label);
const codeField = () => screen.getByRole('textbox', { name: copy.codeLabel });

let recorded: AnalyticsEvent[] = [];
beforeEach(() => {
  recorded = [];
  setAnalyticsSink((event) => recorded.push(event));
});
afterEach(() => setAnalyticsSink(() => {}));

/** Creates a New Jersey account through Create Your Account and waits for the code page. */
async function signUp() {
  const app = renderApp({ path: '/web/signup/create_account', scenario: SCENARIO, server });
  const { user } = app;
  await createAccountOnWeb(user, {
    firstName: 'Dorothy',
    lastName: 'Vaughan',
    email: EMAIL,
    username: 'dvaughan',
    password: 'Fortran1958',
  });
  await screen.findByRole('textbox', { name: copy.codeLabel });
  return app;
}

async function resend(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: copy.resend }));
  await screen.findByRole('button', { name: copy.resend });
}

describe('Verify Your Email', () => {
  it('follows Create Your Account, naming the address and asking for the one-time code', async () => {
    const { router } = await signUp();

    expect(router.state.location.pathname).toBe('/web/signup/email_verification');
    expect(screen.getByRole('heading', { level: 1, name: progressCopy.verifyEmail })).toBeVisible();
    expect(screen.getByText(EMAIL)).toBeVisible();
    const code = codeField();
    expect(screen.getByText(copy.codeLabel, { selector: 'label' })).toBeVisible();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('pattern', '[0-9]*');
    expect(screen.getByRole('button', { name: copy.verify })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: copy.resend })).not.toHaveAttribute('aria-disabled');
    // The account came with a session: the header offers Log out now, as after a reload (QA 6).
    expect(await screen.findByRole('button', { name: sessionControls.logOut })).toBeVisible();
  });

  it('asks for six digits before calling the server', async () => {
    const { user } = await signUp();
    let calls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/i/email_verifications') calls += 1;
    };
    server.events.on('request:start', count);
    try {
      await user.type(codeField(), '12x3');
      expect(codeField()).toHaveValue('123');
      await user.click(screen.getByRole('button', { name: copy.verify }));

      expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(copy.codeFormat));
      expect(calls).toBe(0);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('shows the catalogue message at the field for a wrong code, then moves on with 123456', async () => {
    const { user, router } = await signUp();

    await user.type(codeField(), '000000');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        expect.stringContaining(emailVerificationCopy.codeInvalid),
      ),
    );
    expect(codeField()).toBeInvalid();
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('000000');
    expect(recorded).toEqual([]);

    await user.clear(codeField());
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: copy.verify }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
    expect(recorded).toEqual([{ name: 'confirm_email_complete', properties: { method: 'code' } }]);
  });

  it("shows the server's own message at the field when it refuses the code (QA 13)", async () => {
    const { user } = await signUp();
    server.use(
      http.post('*/i/email_verifications', () =>
        HttpResponse.json(
          { errors: { verification_code: ['Code has expired, request a new one'] } },
          { status: 422 },
        ),
      ),
    );

    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: copy.verify }));

    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        expect.stringContaining('Code has expired, request a new one'),
      ),
    );
    expect(codeField()).not.toHaveAccessibleDescription(
      expect.stringContaining(emailVerificationCopy.codeInvalid),
    );
    expect(codeField()).toBeInvalid();
    expect(codeField()).toHaveValue('123456');
  });

  it('keeps the page as it was sent, busy, while the sign-up syncs after the code (decision 007)', async () => {
    const { user, router } = await signUp();
    let verified = false;
    let held = false;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/i/email_verifications', () => {
        verified = true;
        return undefined; // the sandbox answers
      }),
      // The sync's status read after the code waits; the rest is answered.
      http.get('*/i/registration_status', async () => {
        if (!verified || held) return undefined;
        held = true;
        await answered;
        return undefined;
      }),
    );
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: copy.verify }));

    await waitFor(() => expect(held).toBe(true));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(progressCopy.verifyEmail);
    expect(screen.queryByText(bootCopy.loading)).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('123456');
    const busy = screen.getByRole('button', { name: copy.verifying });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A press or a key on the sent page goes nowhere (not to the ended machine: no warning).
    await user.click(screen.getByRole('button', { name: copy.resend }));
    await user.type(codeField(), '9');
    expect(codeField()).toHaveValue('123456');
    expect(console.warn).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
  });

  it('says another email was sent, and asks to contact support at the fourth request', async () => {
    const { user } = await signUp();

    await resend(user);
    expect(screen.getByRole('status')).toHaveTextContent(emailVerificationCopy.resent);
    await resend(user);
    await resend(user);
    expect(screen.getByRole('status')).toHaveTextContent(emailVerificationCopy.resent);

    await resend(user);
    expect(screen.getByRole('alert')).toHaveTextContent(emailVerificationCopy.contactSupport);
    expect(screen.queryByText(emailVerificationCopy.resent)).not.toBeInTheDocument();
  });

  it('says the request failed when sending another email fails otherwise', async () => {
    const { user } = await signUp();
    server.use(
      http.post('*/i/email_verification_requests', () =>
        HttpResponse.json({ error: { code: 'oops', message: 'no' } }, { status: 500 }),
      ),
    );

    await resend(user);

    expect(screen.getByRole('alert')).toHaveTextContent(emailVerificationCopy.resendFailed);
  });

  it('keeps the code and shows the network message in a banner when the call fails', async () => {
    const { user } = await signUp();
    server.use(http.post('*/i/email_verifications', () => HttpResponse.error()));

    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: copy.verify }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      networkCopy.connection('verify your email'),
    );
    expect(codeField()).toHaveValue('123456');
    expect(screen.getByRole('button', { name: copy.verify })).not.toHaveAttribute('aria-disabled');
  });

  it("drops the resend's banner once a code is sent: the verify's answer replaces it (QA res 3)", async () => {
    const { user } = await signUp();
    await resend(user);
    expect(screen.getByRole('status')).toHaveTextContent(emailVerificationCopy.resent);
    server.use(http.post('*/i/email_verifications', () => HttpResponse.error()));

    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: copy.verify }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      networkCopy.connection('verify your email'),
    );
    expect(screen.queryByText(emailVerificationCopy.resent)).not.toBeInTheDocument();
  });

  it('resumes the sign-up after the emailed link verified the address in the same tab', async () => {
    const first = await signUp();
    // A reload of the tab: flush the saved sign-up, then open the link.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    const { router, user } = renderApp({
      path: '/email_verification?verification_token=valid-token',
      scenario: SCENARIO,
      server,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/email_verification/success'));
    await user.click(await screen.findByRole('link', { name: copy.continueRegistration }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
    expect(recorded).toEqual([{ name: 'confirm_email_complete', properties: { method: 'link' } }]);
  });

  it('moves on when the patron comes back to the tab after the emailed link verified the address elsewhere (decision 007)', async () => {
    const { router, user } = await signUp();
    await user.type(codeField(), '12');
    // Not yet verified: coming back leaves the form as it was.
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/web/signup/email_verification');
    expect(codeField()).toHaveValue('12');
    // The link, opened in another tab or on another device, verifies the address there.
    const verified = await fetch('/i/email_verifications?verification_token=valid-token').then(
      (response) => response.status,
    );
    expect(verified).toBe(200);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/pii'));
  });
});
