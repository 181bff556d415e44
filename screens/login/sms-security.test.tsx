import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { RESET_TOKENS } from '../../api/sandbox/login-calls';
import { SEED_PATRON } from '../../api/sandbox/state';
import { codedError } from '../../api/sandbox/wire';
import { login as loginCopy } from '../../copy/ours/login';
import { passwordReset as passwordCopy } from '../../copy/ours/password';
import { phoneVerification as phoneCopy } from '../../copy/ours/phone-verification';
import { pinOwedSignup } from '../../copy/ours/session';
import { smsSecurity as copy } from '../../copy/ours/sms-security';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { password as passwordSpec } from '../../copy/spec/password';
import { sms as smsCopy } from '../../copy/spec/sms';
import { PIN_OWED_KEY, pinOwedSignupMark } from '../../src/hand-off-mode';
import { clearPersistedOnboarding } from '../../src/onboarding-persistence';
import { renderApp, setupSandboxServer } from '../../test/render-app';

// SMS security against the sandbox (decision 041): the seeded patron with two-step verification
// (scenario login-strong-auth; its number ends in 0123, the code is 123456) and the reset tokens
// of docs/sandbox.md.
const server = setupSandboxServer();
/** Where the login's SMS flow keeps its draft (src/flows/registry.ts). */
const PIN_DRAFT = 'flow:pinRequired';

async function logIn() {
  const app = renderApp({ path: '/login', server, scenario: 'login-strong-auth' });
  await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
  await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/web/sms/pin_required'));
  await screen.findByRole('button', { name: phoneCopy.textMe });
  return app;
}

async function typeCode(user: Awaited<ReturnType<typeof logIn>>['user'], code: string) {
  const field = await screen.findByLabelText(phoneCopy.code);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: phoneCopy.verify }));
}

describe('a login with two-step verification', () => {
  it('asks for a code sent to the number on file, verifies it, then goes on to authorize', async () => {
    const { user, handOff } = await logIn();
    expect(screen.getByRole('heading', { level: 1, name: copy.loginTitle })).toBeVisible();
    expect(screen.getByText(copy.loginIntro('0123'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
    expect(await screen.findByRole('status')).toHaveTextContent(smsCopy.resent);
    expect(screen.getByLabelText(phoneCopy.code)).toHaveAttribute('autocomplete', 'one-time-code');
    await typeCode(user, '123456');
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.verifiedTitle }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.continue }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });

  it('opens on its heading once the number has loaded, not on a button Enter would press (QA 5)', async () => {
    const first = await logIn();
    first.unmount();
    // The page opened again (a reload), its number on file answering after the page has opened
    // on its heading, as on a real network.
    server.use(
      http.get('*/i/phone_numbers', async () => {
        await delay(300);
      }),
    );
    renderApp({ path: '/web/sms/pin_required', server, scenario: 'login-strong-auth' });
    await screen.findByRole('button', { name: phoneCopy.textMe });
    expect(screen.getByRole('heading', { level: 1, name: copy.loginTitle })).toHaveFocus();
    expect(screen.getByRole('button', { name: phoneCopy.callMe })).not.toHaveFocus();
  });

  it('says a call is coming, rejects a wrong code at the field and keeps it', async () => {
    const { user } = await logIn();
    await user.click(screen.getByRole('button', { name: phoneCopy.callMe }));
    expect(await screen.findByRole('status')).toHaveTextContent(smsCopy.calling);
    await typeCode(user, '654321');
    expect(await screen.findByText(emailVerificationCopy.codeInvalid)).toBeVisible();
    expect(screen.getByLabelText(phoneCopy.code)).toHaveValue('654321');
    expect(screen.getByLabelText(phoneCopy.code)).toHaveAttribute('aria-invalid', 'true');
  });

  it("drops the old code's error when a new code is sent (QA 3 L6)", async () => {
    const { user } = await logIn();
    await user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
    await typeCode(user, '654321');
    expect(await screen.findByText(emailVerificationCopy.codeInvalid)).toBeVisible();
    await user.click(screen.getByRole('button', { name: phoneCopy.resend }));
    expect(await screen.findByRole('status')).toHaveTextContent(smsCopy.resent);
    expect(screen.queryByText(emailVerificationCopy.codeInvalid)).toBeNull();
    expect(screen.getByLabelText(phoneCopy.code)).not.toHaveAttribute('aria-invalid');
  });

  it('returns to the code form after a reload without sending another code, then forgets it (QA 3 mobile)', async () => {
    const first = await logIn();
    await first.user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
    await screen.findByLabelText(phoneCopy.code);
    await first.user.type(screen.getByLabelText(phoneCopy.code), '12');
    first.unmount();
    // What survives is the number the code went to, never the code.
    expect(JSON.parse(sessionStorage.getItem(PIN_DRAFT) ?? 'null')).toEqual({
      codeSentTo: '2015550123',
    });
    expect(JSON.stringify(sessionStorage)).not.toContain('"12"');

    const { user } = renderApp({
      path: '/web/sms/pin_required',
      server,
      scenario: 'login-strong-auth',
    });
    const field = await screen.findByLabelText(phoneCopy.code);
    expect(field).toHaveValue('');
    expect(screen.getByText(copy.codeSentTo('0123'))).toBeVisible();
    expect(screen.queryByRole('button', { name: phoneCopy.textMe })).toBeNull();
    // No send on the way back: the sandbox would have said so.
    expect(screen.queryByRole('status')).toBeNull();
    await typeCode(user, '123456');
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.verifiedTitle }),
    ).toBeVisible();
    expect(sessionStorage.getItem(PIN_DRAFT)).toBeNull();
  });

  it('forgets the number a code went to with the session (a logout, a new login)', () => {
    sessionStorage.setItem(PIN_DRAFT, '{"codeSentTo":"2015550123"}');
    clearPersistedOnboarding(sessionStorage);
    expect(sessionStorage.getItem(PIN_DRAFT)).toBeNull();
  });

  it('says when too many codes were sent too quickly', async () => {
    const { user } = await logIn();
    await user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
    await screen.findByLabelText(phoneCopy.code);
    for (let sent = 1; sent < 3; sent += 1) {
      await user.click(screen.getByRole('button', { name: phoneCopy.resend }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: phoneCopy.resend })).not.toHaveAttribute(
          'aria-disabled',
        ),
      );
    }
    await user.click(screen.getByRole('button', { name: phoneCopy.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(smsCopy.tooMany);
    // For the minute the message asks to wait, both ways of sending say they are unavailable,
    // and keep the focus.
    const resend = screen.getByRole('button', { name: phoneCopy.resend });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: phoneCopy.callMe })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(resend).toHaveFocus();
  });

  it('locks after five wrong codes and ends on the PIN-locked page', async () => {
    const { user, router } = await logIn();
    await user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await typeCode(user, '000000');
      if (attempt < 4) await screen.findByText(emailVerificationCopy.codeInvalid);
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/pin_locked'));
    expect(await screen.findByRole('link', { name: phoneCopy.goToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('a login that owes its SMS code reaches no other page (decision 041, QA 6)', () => {
  it("sends a patron's page and the welcome-back page to the code page", async () => {
    const { router, handOff } = await logIn();
    for (const to of ['/rg/deposit_limits', '/web/welcome_back', '/user_preferences'] as const) {
      await act(async () => {
        await router.navigate({ to });
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/web/sms/pin_required'));
    }
    expect(handOff).not.toHaveBeenCalled();
  });

  it('still owes it after a reload, and not once the code is verified', async () => {
    const first = await logIn();
    first.unmount();
    expect(sessionStorage.getItem(PIN_OWED_KEY)).toBe('1');
    const { router, user, handOff } = renderApp({
      path: '/rg/deposit_limits',
      server,
      scenario: 'login-strong-auth',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/sms/pin_required'));
    await user.click(await screen.findByRole('button', { name: phoneCopy.textMe }));
    await typeCode(user, '123456');
    await screen.findByRole('heading', { level: 1, name: copy.verifiedTitle });
    expect(sessionStorage.getItem(PIN_OWED_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.continue }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
  });
});

describe('a login that owes its SMS code holds every tab of the browser (QA 17)', () => {
  /** The requests sent from now on, as "METHOD /path". */
  function recordRequests() {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    return sent;
  }

  /** The login owes its code in one tab; a new tab (its own session storage) opens `path`. */
  async function openInANewTab(path: string) {
    (await logIn()).unmount();
    sessionStorage.clear();
    const sent = recordRequests();
    const app = renderApp({ path, server, scenario: 'login-strong-auth' });
    return { ...app, sent };
  }

  it('a new tab: /continue_registration goes to the code page, syncs nothing and never hands off', async () => {
    const { router, handOff, sent } = await openInANewTab('/continue_registration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/sms/pin_required'));
    await screen.findByRole('button', { name: phoneCopy.textMe });
    expect(handOff).not.toHaveBeenCalled();
    expect(sent).not.toContain('PATCH /i/media_app_state');
    expect(sent).not.toContain('GET /i/registration');
  });

  it('a new tab: /rg/deposit_limits goes to the code page', async () => {
    const { router, handOff } = await openInANewTab('/rg/deposit_limits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/sms/pin_required'));
    expect(handOff).not.toHaveBeenCalled();
  });

  it("a tab signed in before another tab's login owed its code: its patron pages go to the code page", async () => {
    const { router, user } = await logIn();
    await user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
    await typeCode(user, '123456');
    await screen.findByRole('heading', { level: 1, name: copy.verifiedTitle });
    // Another tab's login now owes its code: the browser's mark says so.
    localStorage.setItem(PIN_OWED_KEY, '1');
    await act(async () => {
      await router.navigate({ to: '/rg/deposit_limits' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/sms/pin_required'));
  });

  it('the code verified in the tab of the login lets a new tab go on', async () => {
    const { router, session } = await openInANewTab('/rg/deposit_limits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/sms/pin_required'));
    // The login's tab verified the code: the browser's mark is gone.
    localStorage.removeItem(PIN_OWED_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PIN_OWED_KEY, newValue: null }));
    });
    const actor = await session.whenReady;
    await waitFor(() => expect(actor.getSnapshot().matches({ signedIn: 'verified' })).toBe(true));
  });

  it('Create account pressed meanwhile: the code page it leads to says why, once (QA 17 B)', async () => {
    (await logIn()).unmount();
    // What Create Your Account notes before its hand-off to the code page, a new document.
    pinOwedSignupMark.set();
    const codePage = renderApp({
      path: '/web/sms/pin_required',
      server,
      scenario: 'login-strong-auth',
    });
    await screen.findByRole('button', { name: phoneCopy.textMe });
    expect(screen.getByText(pinOwedSignup.message)).toBeVisible();
    codePage.unmount();
    renderApp({ path: '/web/sms/pin_required', server, scenario: 'login-strong-auth' });
    await screen.findByRole('button', { name: phoneCopy.textMe });
    expect(screen.queryByText(pinOwedSignup.message)).toBeNull();
  });

  it('the same tab on the desktop: /continue_registration goes to the desktop code page (QA 17 C)', async () => {
    const { router, handOff } = await logIn();
    await act(async () => {
      await router.navigate({ to: '/continue_registration' });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/sms/pin_required'));
    expect(handOff).not.toHaveBeenCalled();
  });
});

describe('a number on file that cannot receive a code (QA 4)', () => {
  const invalidNumber = () =>
    server.use(
      http.post('*/i/sms/send_one_time_code', () =>
        codedError('invalid_number', 'Invalid number', 422),
      ),
    );

  it('ends a login on the invalid-number page, whose way back logs out: no hand-off without a code', async () => {
    const { user, router, handOff } = await logIn();
    invalidNumber();
    await user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/unable_to_send_code'));
    expect(await screen.findByText(phoneCopy.unableOnFileBody)).toBeVisible();
    expect(screen.queryByRole('link', { name: phoneCopy.unableBack })).toBeNull();
    await user.click(screen.getByRole('button', { name: phoneCopy.unableBackToLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(handOff).not.toHaveBeenCalled();
  });

  it('ends a reset link there too, with the way back to login', async () => {
    const { user, router } = renderApp({
      path: '/sms/reset_password?password_reset_token=valid-reset-token',
      server,
    });
    invalidNumber();
    await user.click(await screen.findByRole('button', { name: phoneCopy.textMe }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/unable_to_send_code'));
    expect(await screen.findByRole('link', { name: phoneCopy.unableBackToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('a number on file that could not be read (QA account 8)', () => {
  /** The number's read answers 500 until the returned function is called (then the sandbox's). */
  const failReads = () => {
    let failing = true;
    server.use(
      http.get('*/i/phone_numbers', () =>
        failing ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    return () => {
      failing = false;
    };
  };

  it('offers a login "Try again", which asks again and opens the code form', async () => {
    const { user, router } = renderApp({
      path: '/login',
      server,
      scenario: 'login-strong-auth',
    });
    // After the scenario's handlers, which renderApp installs over any earlier override.
    const recover = failReads();
    await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.generic);
    recover();

    await user.click(screen.getByRole('button', { name: copy.retry }));

    expect(await screen.findByText(copy.loginIntro('0123'))).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: phoneCopy.textMe }));
    await typeCode(user, '123456');
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.verifiedTitle }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/web/sms/pin_required');
  });

  it('offers a reset link\'s page "Try again" too, keeping the link\'s token', async () => {
    const recover = failReads();
    const { user } = renderApp({
      path: `/web/sms/reset_password?password_reset_token=${RESET_TOKENS.valid}`,
      server,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.generic);
    // Not a dead link: its heading and its way out stay those of the code page.
    expect(screen.getByRole('heading', { level: 1, name: copy.resetTitle })).toBeVisible();
    recover();

    await user.click(screen.getByRole('button', { name: copy.retry }));

    await user.click(await screen.findByRole('button', { name: phoneCopy.textMe }));
    await typeCode(user, '123456');
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.newPasswordTitle }),
    ).toBeVisible();
  });
});

describe('the reset link of an account with two-step verification', () => {
  const link = (token: string) => `/sms/reset_password?password_reset_token=${token}`;

  it('takes the token out of the address bar, verifies a code, then sets the new password', async () => {
    const { user, router } = renderApp({
      path: link(RESET_TOKENS.valid),
      server,
      layout: 'mobileWeb',
    });
    expect(await screen.findByRole('heading', { level: 1, name: copy.resetTitle })).toBeVisible();
    expect(router.state.location.href).not.toContain(RESET_TOKENS.valid);
    await user.click(await screen.findByRole('button', { name: phoneCopy.textMe }));
    await typeCode(user, '123456');
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.newPasswordTitle }),
    ).toBeVisible();
    await user.type(screen.getByLabelText(passwordCopy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(passwordCopy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: passwordCopy.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/reset_password_done'));
    expect(JSON.stringify(sessionStorage)).not.toContain(RESET_TOKENS.valid);
  });

  it('goes to /locked/password when the pin is locked during the reset', async () => {
    const { user, router } = renderApp({ path: link(RESET_TOKENS.locked), server });
    await user.click(await screen.findByRole('button', { name: phoneCopy.textMe }));
    await typeCode(user, '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/locked/password'));
  });

  it('says a link the server does not know (a 401) is expired, never that a session was lost', async () => {
    const { router } = renderApp({ path: link('not-a-reset-token'), server });
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordSpec.linkExpired);
    expect(router.state.location.pathname).toBe('/sms/reset_password');
  });

  it('says an expired link is expired and offers another', async () => {
    renderApp({ path: link(RESET_TOKENS.expired), server });
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordSpec.linkExpired);
    // The heading says what the page says, not "Confirm it is you" (QA 6).
    expect(
      screen.getByRole('heading', { level: 1, name: passwordCopy.expiredTitle }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: copy.resetTitle })).toBeNull();
    expect(screen.getByRole('link', { name: passwordCopy.requestAnother })).toHaveAttribute(
      'href',
      '/password_reset_request',
    );
  });
});
