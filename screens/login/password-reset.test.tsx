import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { RESET_TOKENS } from '../../api/sandbox/login-calls';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { passwordReset as copy } from '../../copy/ours/password';
import { support as supportCopy } from '../../copy/ours/support';
import { network as networkCopy } from '../../copy/spec/network';
import { password as passwordCopy } from '../../copy/spec/password';
import { renderApp, setupSandboxServer } from '../../test/render-app';

// Password reset against the sandbox (issue 11 item 4; the reset tokens: docs/sandbox.md).
const server = setupSandboxServer();

describe('the password reset request', () => {
  it('sends the email and lands on the sent page with the catalogue message', async () => {
    const { user, router } = renderApp({ path: '/password_reset_request', server });
    await user.type(await screen.findByLabelText(copy.email), SEED_PATRON.email);
    await user.click(screen.getByRole('button', { name: copy.send }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/password_reset_request/sent'),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(passwordCopy.resetRequested);
    expect(screen.getByRole('heading', { level: 1, name: copy.sentTitle })).toBeVisible();
  });

  it('shows the first server error and keeps the email typed', async () => {
    const { user, router } = renderApp({ path: '/web/password_reset_request', server });
    await user.type(await screen.findByLabelText(copy.email), 'ada@nowhere');
    await user.click(screen.getByRole('button', { name: copy.send }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText(copy.email)).toHaveValue('ada@nowhere');
    expect(screen.getByLabelText(copy.email)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/web/password_reset_request');
  });

  it('keeps the email typed across a reload, and forgets it once sent (decision 076)', async () => {
    const first = renderApp({ path: '/password_reset_request', server });
    await first.user.type(await screen.findByLabelText(copy.email), SEED_PATRON.email);
    first.unmount();

    const { user, router } = renderApp({ path: '/password_reset_request', server });
    expect(await screen.findByLabelText(copy.email)).toHaveValue(SEED_PATRON.email);
    await user.click(screen.getByRole('button', { name: copy.send }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/password_reset_request/sent'),
    );
    expect(sessionStorage.getItem('flow:passwordResetRequest')).toBeNull();
  });

  it('moves focus to the email field after each refused submit (QA 3 M1)', async () => {
    const { user } = renderApp({ path: '/password_reset_request', server });
    const send = await screen.findByRole('button', { name: copy.send });
    await user.click(send);
    const email = screen.getByLabelText(copy.email);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(copy.emailRequired);
    // A second refusal with the same words moves focus again.
    await user.click(send);
    expect(send).not.toHaveFocus();
    await waitFor(() => expect(email).toHaveFocus());
  });
});

describe('the reset link', () => {
  const link = (token: string) => `/user/change_password/password?password_reset_token=${token}`;

  it('takes the token out of the address bar and never keeps it', async () => {
    const { router } = renderApp({ path: link(RESET_TOKENS.valid), server });
    expect(await screen.findByRole('heading', { level: 1, name: copy.changeTitle })).toBeVisible();
    expect(router.state.location.href).not.toContain(RESET_TOKENS.valid);
    expect(router.history.length).toBe(1);
    expect(JSON.stringify(sessionStorage)).not.toContain(RESET_TOKENS.valid);
  });

  it('sets the new password, which then logs in', async () => {
    const { user, router, unmount } = renderApp({ path: link(RESET_TOKENS.valid), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/reset_password_done'));
    expect(screen.getByRole('link', { name: copy.logIn })).toHaveAttribute('href', '/login');
    unmount();

    const again = renderApp({ path: '/login', server });
    await again.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await again.user.type(screen.getByLabelText(loginCopy.password), 'Brandnew42');
    await again.user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(again.handOff).toHaveBeenCalled());
  });

  it('moves focus to the new password when it breaks the rule (QA 3 M1)', async () => {
    const { user } = renderApp({ path: link(RESET_TOKENS.valid), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'short');
    await user.click(screen.getByRole('button', { name: copy.save }));
    const password = screen.getByLabelText(copy.newPassword);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(copy.confirmPassword)).not.toHaveAttribute('aria-invalid');
  });

  it('ties a mismatch to the confirmation, and moves focus there (QA 3 L5, M1)', async () => {
    const { user } = renderApp({ path: link(RESET_TOKENS.valid), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'NewPassw0rd');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Mismatch99');
    await user.click(screen.getByRole('button', { name: copy.save }));
    const confirm = screen.getByLabelText(copy.confirmPassword);
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(copy.passwordsDiffer);
    const password = screen.getByLabelText(copy.newPassword);
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription(copy.passwordHint);
  });

  it('shows the expired-link copy and leads to a new request for an expired token', async () => {
    const { user, router } = renderApp({ path: link(RESET_TOKENS.expired), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/password_reset_link_expired'),
    );
    expect(screen.getByText(passwordCopy.linkExpired)).toBeVisible();
    await user.click(screen.getByRole('link', { name: copy.requestAnother }));
    expect(await screen.findByRole('heading', { level: 1, name: copy.requestTitle })).toBeVisible();
  });

  it('goes to the locked page when the account is SMS pin locked', async () => {
    const { user, router } = renderApp({ path: link(RESET_TOKENS.locked), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/locked/password'));
    expect(screen.getByRole('heading', { level: 1, name: copy.lockedTitle })).toBeVisible();
  });

  for (const path of ['/locked/password', '/web/locked/password'] as const)
    it(`${path} offers "Contact support" before "Back to login", as the other support pages do (QA 12)`, async () => {
      const config = window.__ONBOARDING_CONFIG__;
      window.__ONBOARDING_CONFIG__ = { ...config, supportUrl: 'https://help.example/contact' };
      try {
        renderApp({ path, server });
        expect(
          await screen.findByRole('heading', { level: 1, name: copy.lockedTitle }),
        ).toBeVisible();
        const support = screen.getByRole('link', { name: supportCopy.actionNewTab });
        expect(support).toHaveAttribute('href', 'https://help.example/contact');
        const back = screen.getByRole('link', { name: copy.backToLogin });
        expect(
          support.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
      } finally {
        window.__ONBOARDING_CONFIG__ = config;
      }
    });

  it('treats a 422 that refuses the token field as an expired link, not a password error (QA 10)', async () => {
    server.use(
      http.post('*/i/password_resets', () =>
        HttpResponse.json({ errors: { password_reset_token: ['is invalid'] } }, { status: 422 }),
      ),
    );
    const { user, router } = renderApp({ path: link(RESET_TOKENS.valid), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('heading', { level: 1, name: copy.expiredTitle })).toBeVisible();
    expect(screen.getByText(passwordCopy.linkExpired)).toBeVisible();
    expect(screen.queryByText('is invalid')).toBeNull();
    expect(router.state.location.pathname).toBe('/password_reset_link_expired');
  });

  it("shows a 422 of a field the form has not as the catalogue's alert, keeping what was typed (QA 10)", async () => {
    server.use(
      http.post('*/i/password_resets', () =>
        HttpResponse.json({ errors: { email: ['is taken'] } }, { status: 422 }),
      ),
    );
    const { user, router } = renderApp({ path: link(RESET_TOKENS.valid), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.generic);
    expect(screen.queryByText('is taken')).toBeNull();
    const password = screen.getByLabelText(copy.newPassword);
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveValue('Brandnew42');
    expect(router.state.location.pathname).toBe('/user/change_password/password');
  });

  it('treats a token the server does not know as an expired link', async () => {
    const { user } = renderApp({ path: link('unknown-token'), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(passwordCopy.linkExpired)).toBeVisible();
  });

  it('goes straight to the expired page when the link has no token', async () => {
    const { router } = renderApp({ path: '/user/change_password/password', server });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/password_reset_link_expired'),
    );
    expect(screen.getByText(passwordCopy.linkExpired)).toBeVisible();
  });

  it('shows the done page again, not an expired link, when the used link is visited again (QA 6)', async () => {
    const first = renderApp({ path: link(RESET_TOKENS.valid), server });
    await first.user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await first.user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await first.user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/sms/reset_password_done'),
    );
    expect(JSON.stringify(sessionStorage)).not.toContain(RESET_TOKENS.valid);
    first.unmount();

    // Back (or a reload) onto the link's page, in a new document of the tab.
    const again = renderApp({ path: '/user/change_password/password', server });
    expect(await screen.findByRole('heading', { level: 1, name: copy.doneTitle })).toBeVisible();
    expect(again.router.state.location.pathname).toBe('/sms/reset_password_done');
    expect(screen.queryByRole('heading', { name: copy.expiredTitle })).toBeNull();
    again.unmount();

    // The link-expired page is another link's (the used link's page gave way to the done page in
    // the history): it stays the expired page, and never asks to open the used link again (QA 10).
    const expired = renderApp({ path: '/password_reset_link_expired', server });
    expect(await screen.findByRole('heading', { level: 1, name: copy.expiredTitle })).toBeVisible();
    expect(expired.router.state.location.pathname).toBe('/password_reset_link_expired');
    expect(screen.getByText(passwordCopy.linkExpired)).toBeVisible();
    expired.unmount();

    // Another link opened afterwards is judged on its own.
    const next = renderApp({ path: link(RESET_TOKENS.expired), server });
    await next.user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await next.user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await next.user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('heading', { level: 1, name: copy.expiredTitle })).toBeVisible();
  });

  /** Types a valid new password twice and saves it, on the reset form shown. */
  async function save(user: ReturnType<typeof renderApp>['user']) {
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: copy.save }));
  }

  it("keeps a refused link's expired page when Back returns to it after another link changed the password (QA 10)", async () => {
    const { user, router } = renderApp({ path: link(RESET_TOKENS.valid), server });
    await save(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sms/reset_password_done'));
    await act(async () => router.history.push(link(RESET_TOKENS.expired)));
    await save(user);
    expect(await screen.findByRole('heading', { level: 1, name: copy.expiredTitle })).toBeVisible();
    await act(async () => router.history.push(link(RESET_TOKENS.valid)));
    await save(user);
    expect(await screen.findByRole('heading', { level: 1, name: copy.doneTitle })).toBeVisible();

    await act(async () => router.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: copy.expiredTitle })).toBeVisible();
    expect(router.state.location.pathname).toBe('/password_reset_link_expired');
    expect(screen.getByText(passwordCopy.linkExpired)).toBeVisible();
    expect(JSON.stringify(sessionStorage)).not.toContain(RESET_TOKENS.valid);
  });

  it("keeps a refused link's expired page when Back returns to it from another link's open form, and Forward finds that form (QA 10)", async () => {
    const { user, router } = renderApp({ path: link(RESET_TOKENS.expired), server });
    await save(user);
    expect(await screen.findByRole('heading', { level: 1, name: copy.expiredTitle })).toBeVisible();
    await act(async () => router.history.push(link(RESET_TOKENS.valid)));
    expect(await screen.findByRole('heading', { level: 1, name: copy.changeTitle })).toBeVisible();

    await act(async () => router.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: copy.expiredTitle })).toBeVisible();
    expect(screen.queryByRole('heading', { name: copy.reopenTitle })).toBeNull();

    await act(async () => router.history.forward());
    await save(user);
    expect(await screen.findByRole('heading', { level: 1, name: copy.doneTitle })).toBeVisible();
  });

  it('asks for the link again after a reload of its page, never calling it expired (QA 4)', async () => {
    const first = renderApp({ path: link(RESET_TOKENS.valid), server });
    await first.user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    first.unmount();
    expect(JSON.stringify(sessionStorage)).not.toContain(RESET_TOKENS.valid);

    const { router } = renderApp({ path: '/user/change_password/password', server });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/password_reset_link_expired'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: copy.reopenTitle })).toBeVisible();
    expect(screen.getByText(copy.reopenBody)).toBeVisible();
    expect(screen.queryByText(passwordCopy.linkExpired)).toBeNull();
  });
  it('says to open the link again on Back then Forward after the reload, as the reload did (QA res 2a)', async () => {
    const first = renderApp({ path: link(RESET_TOKENS.valid), server });
    await screen.findByLabelText(copy.newPassword);
    first.unmount();
    const reload = renderApp({ path: '/user/change_password/password', server });
    expect(await screen.findByRole('heading', { level: 1, name: copy.reopenTitle })).toBeVisible();
    reload.unmount();

    // Back leaves the app; Forward opens the page it ended on in a new document.
    renderApp({ path: '/password_reset_link_expired', server });
    expect(await screen.findByRole('heading', { level: 1, name: copy.reopenTitle })).toBeVisible();
    expect(screen.getByText(copy.reopenBody)).toBeVisible();
    expect(screen.queryByText(passwordCopy.linkExpired)).toBeNull();
  });

  it('still calls a link the server refused expired when its page is opened again (QA res 2a)', async () => {
    const first = renderApp({ path: link(RESET_TOKENS.expired), server });
    await first.user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await first.user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await first.user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByRole('heading', { level: 1, name: copy.expiredTitle });
    first.unmount();

    for (const page of ['/password_reset_link_expired', '/user/change_password/password']) {
      const { unmount } = renderApp({ path: page, server });
      expect(
        await screen.findByRole('heading', { level: 1, name: copy.expiredTitle }),
      ).toBeVisible();
      expect(screen.getByText(passwordCopy.linkExpired)).toBeVisible();
      unmount();
    }
  });

  it("shows a failed save's network message as the form's alert, focused, keeping what was typed (QA res 2b)", async () => {
    server.use(http.post('*/i/password_resets', () => HttpResponse.error()));
    const { user, router } = renderApp({ path: link(RESET_TOKENS.valid), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(networkCopy.connection('reset your password'));
    await waitFor(() => expect(alert.closest('.banner')).toHaveFocus());
    const password = screen.getByLabelText(copy.newPassword);
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription(copy.passwordHint);
    expect(password).toHaveValue('Brandnew42');
    expect(screen.getByLabelText(copy.confirmPassword)).toHaveValue('Brandnew42');
    expect(router.state.location.pathname).toBe('/user/change_password/password');
  });

  it('says the password may already have changed when a retry after a lost answer finds the link dead (QA res 2c)', async () => {
    // The first save's answer never arrives; the retry hears the token is no longer valid (the
    // handler used last is asked first).
    server.use(
      http.post(
        '*/i/password_resets',
        () =>
          HttpResponse.json(
            { error: { code: 'invalid_password_reset_token', message: 'not valid' } },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    server.use(http.post('*/i/password_resets', () => HttpResponse.error(), { once: true }));
    const { user, router } = renderApp({ path: link(RESET_TOKENS.valid), server });
    await user.type(await screen.findByLabelText(copy.newPassword), 'Brandnew42');
    await user.type(screen.getByLabelText(copy.confirmPassword), 'Brandnew42');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByText(networkCopy.connection('reset your password'));
    await user.click(screen.getByRole('button', { name: copy.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.mayBeChanged);
    expect(screen.getByRole('link', { name: copy.logIn })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: copy.requestAnother })).toHaveAttribute(
      'href',
      '/password_reset_request',
    );
    expect(screen.queryByText(passwordCopy.linkExpired)).toBeNull();
    expect(router.state.location.pathname).toBe('/user/change_password/password');
    expect(JSON.stringify(sessionStorage)).not.toContain(RESET_TOKENS.valid);
  });
});
