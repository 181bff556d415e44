import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { pinOwedSignup } from '../copy/ours/session';
import { createAccount as createAccountCopy } from '../copy/ours/sign-up';
import { network as networkCopy } from '../copy/spec/network';
import { accountCreatedElsewhere } from '../test/account-elsewhere';
import { typeAccountOnWeb } from '../test/create-account';
import { renderApp, setupSandboxServer } from '../test/render-app';
import { pinOwedMark, pinOwedSignupMark } from './hand-off-mode';

// QA 15: Create Your Account paints before the start-up session check answers (issue 9), but its
// submit waits for that answer: a patron whose browser already holds a session must not create a
// second account (product.md 4.3, 6; decision 009, 2026-11-28).

const server = setupSandboxServer('personal-pending');

const NEW_VISITOR = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  username: 'ghopper',
  password: 'Cobol1959',
};

/** Holds the start-up check until `answer()`; then `reply`, or else the sandbox, answers it. */
function holdSessionCheck(reply?: () => Response) {
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get(
      '*/i/registration_status',
      async () => {
        await held;
        // Nothing returned: the sandbox's own handler answers.
        return reply?.();
      },
      // Only the start-up check: the sign-up's own reads after it get the sandbox.
      { once: true },
    ),
  );
  return { answer };
}

/** The paths of the requests sent from now on. */
function recordRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return sent;
}

/**
 * Types Create Your Account, presses Create account and waits for its busy state. `meanwhile`
 * runs once the form has loaded, before the typing.
 */
async function submitWhileTheCheckAsks(
  app: ReturnType<typeof renderApp>,
  meanwhile?: () => Promise<void>,
) {
  await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
  await meanwhile?.();
  await typeAccountOnWeb(app.user, NEW_VISITOR);
  await app.user.click(screen.getByRole('button', { name: createAccountCopy.submit }));
  // Its usual busy state.
  await screen.findByRole('button', { name: createAccountCopy.submitting });
  // Time enough for a request sent at once to have gone.
  await new Promise((resolve) => setTimeout(resolve, 150));
}

const PRE_REGISTRATION = 'POST /i/pre_registrations';

/**
 * The browser holds a patron's session cookie (the sandbox's session) while the start-up check is
 * held; Create account is pressed. The page loaded the sign-up policies: a session's patron would
 * owe none, and the form would ask for none. `sent` holds this page's requests from then on.
 */
async function submitWithASessionElsewhere() {
  const check = holdSessionCheck();
  const sent = recordRequests();
  const app = renderApp({
    path: '/web/signup/create_account',
    scenario: 'personal-pending',
    server,
  });
  await submitWhileTheCheckAsks(app, async () => {
    await accountCreatedElsewhere(server);
    // That account's own call is not this page's.
    sent.length = 0;
  });
  return { app, check, sent };
}

describe('Create account while the start-up session check is still asking (QA 15)', () => {
  it('a signed-in patron: no pre-registration is posted, and the sign-up resumes once the check finds the session', async () => {
    const { app, check, sent } = await submitWithASessionElsewhere();
    expect(sent).not.toContain(PRE_REGISTRATION);
    // Nothing typed is lost while it waits.
    expect(screen.getByLabelText(createAccountCopy.firstName)).toHaveValue(NEW_VISITOR.firstName);

    check.answer();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/web/signup/pii'));
    expect(app.onboarding.getSnapshot().context.preRegistrationComplete).toBe(true);
    expect(sent).not.toContain(PRE_REGISTRATION);
  });

  it('a new visitor whose check answers 401 late: the account is created once it answers', async () => {
    const check = holdSessionCheck();
    const sent = recordRequests();
    const app = renderApp({
      path: '/web/signup/create_account',
      scenario: 'personal-pending',
      server,
    });
    await submitWhileTheCheckAsks(app);
    expect(sent).not.toContain(PRE_REGISTRATION);

    check.answer();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/web/signup/pii'));
    expect(sent.filter((call) => call === PRE_REGISTRATION)).toHaveLength(1);
  });

  it('a check that fails (503) does not block sign-up: the account is created after it', async () => {
    const check = holdSessionCheck(() =>
      HttpResponse.json({ error: 'unavailable' }, { status: 503 }),
    );
    const sent = recordRequests();
    const app = renderApp({
      path: '/web/signup/create_account',
      scenario: 'personal-pending',
      server,
    });
    await submitWhileTheCheckAsks(app);
    expect(sent).not.toContain(PRE_REGISTRATION);

    check.answer();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/web/signup/pii'));
    expect(sent.filter((call) => call === PRE_REGISTRATION)).toHaveLength(1);
  });

  it('a check that fails while the browser holds a session: asked again at the submit, the sign-up resumes and nothing is posted (QA 23)', async () => {
    const check = holdSessionCheck(() =>
      HttpResponse.json({ error: 'unavailable' }, { status: 503 }),
    );
    const sent = recordRequests();
    const app = renderApp({
      path: '/web/signup/create_account',
      scenario: 'personal-pending',
      server,
    });
    check.answer();
    await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
    await waitFor(() => expect(sent).toContain('GET /i/registration_status'));
    await accountCreatedElsewhere(server);
    sent.length = 0;
    await typeAccountOnWeb(app.user, NEW_VISITOR);
    await app.user.click(screen.getByRole('button', { name: createAccountCopy.submit }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/web/signup/pii'));
    expect(sent).toContain('GET /i/registration_status');
    expect(sent).not.toContain(PRE_REGISTRATION);
  });

  it('a check that fails again at the submit: nothing is posted, the form says why and keeps what was typed (QA 23)', async () => {
    const unavailable = () => HttpResponse.json({ error: 'unavailable' }, { status: 503 });
    server.use(http.get('*/i/registration_status', unavailable));
    const sent = recordRequests();
    const app = renderApp({
      path: '/web/signup/create_account',
      scenario: 'personal-pending',
      server,
    });
    await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
    await typeAccountOnWeb(app.user, NEW_VISITOR);
    await app.user.click(screen.getByRole('button', { name: createAccountCopy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.generic);
    expect(sent).not.toContain(PRE_REGISTRATION);
    expect(sent.filter((call) => call === 'GET /i/registration_status')).toHaveLength(2);
    expect(screen.getByLabelText(createAccountCopy.firstName)).toHaveValue(NEW_VISITOR.firstName);
    expect(screen.getByLabelText(createAccountCopy.email)).toHaveValue(NEW_VISITOR.email);
  });

  // A reload while this tab's login waited for its SMS code, then Create Your Account: the session
  // found owes the code, so no sign-up resumes (decision 041) and the submit used to stay busy.
  it('a session still owing its SMS code: nothing is posted, the hand-off sends it to the code page', async () => {
    pinOwedMark.set();
    try {
      const { app, check, sent } = await submitWithASessionElsewhere();
      check.answer();
      // The hand-off, which sends a tab owing its code to the code page (src/hand-off.test.ts).
      await waitFor(() => expect(app.handOff).toHaveBeenCalledTimes(1));
      expect(sent).not.toContain(PRE_REGISTRATION);
      // The form is no longer busy, keeps what was typed and says why nothing was sent.
      expect(await screen.findByRole('button', { name: createAccountCopy.submit })).toBeVisible();
      expect(screen.getByText(pinOwedSignup.message)).toBeVisible();
      expect(screen.getByLabelText(createAccountCopy.firstName)).toHaveValue(NEW_VISITOR.firstName);
    } finally {
      pinOwedMark.forget();
    }
  });

  // QA 17 B: the hand-off's code page is a new document, where the form's message is never seen:
  // the tab notes it for that page (screens/login/sms-security.test.tsx shows it there).
  it('a session still owing its SMS code: the tab notes it for the code page', async () => {
    pinOwedMark.set();
    const { app, check } = await submitWithASessionElsewhere();
    check.answer();
    await waitFor(() => expect(app.handOff).toHaveBeenCalledTimes(1));
    expect(pinOwedSignupMark.isSet()).toBe(true);
  });
});
