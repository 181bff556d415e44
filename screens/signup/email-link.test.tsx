import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { emailVerification as emailVerificationOurCopy } from '../../copy/ours/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { type AnalyticsEvent, setAnalyticsSink } from '../../src/analytics';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { logInAsPatron } from '../../test/rg-patron';

// The emailed link: the sandbox accepts the token `valid-token` and rejects any other
// (docs/sandbox.md "Test data").
const server = setupSandboxServer();
const copy = emailVerificationOurCopy;

let recorded: AnalyticsEvent[] = [];
beforeEach(() => {
  recorded = [];
  setAnalyticsSink((event) => recorded.push(event));
});
afterEach(() => setAnalyticsSink(() => {}));

describe('the email verification link', () => {
  it('verifies a valid token and lands on the success page with the token gone from the URL', async () => {
    const { router } = renderApp({
      path: '/email_verification?verification_token=valid-token',
      server,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/email_verification/success'));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.linkSuccessTitle }),
    ).toBeVisible();
    expect(router.state.location.href).not.toContain('valid-token');
    expect(router.state.location.searchStr).toBe('');
    expect(screen.getByText(copy.linkSuccessBody)).toBeVisible();
    // No session in this browser (the link opened on another device): the sign-up continues
    // after a login, with no "logged out due to inactivity" (QA 14).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: copy.continueRegistration })).toHaveAttribute(
        'href',
        '/login',
      ),
    );
    expect(recorded).toEqual([{ name: 'confirm_email_complete', properties: { method: 'link' } }]);
  });

  it('replaces the link in the history, so Back cannot bring the token back', async () => {
    const { router } = renderApp({
      path: '/email_verification?verification_token=valid-token',
      server,
    });
    await screen.findByRole('heading', { level: 1, name: copy.linkSuccessTitle });
    expect(router.history.length).toBe(1);
    expect(router.history.location.href).not.toContain('valid-token');
  });

  it('lands on the failure page for a token the server rejects, with a way back to sign-up', async () => {
    const { router } = renderApp({
      path: '/email_verification?verification_token=expired-token',
      server,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/email_verification/failed'));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.linkFailedTitle }),
    ).toBeVisible();
    expect(router.state.location.href).not.toContain('expired-token');
    expect(screen.getByText(copy.linkFailedBody)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.backToSignup })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(recorded).toEqual([]);
  });

  it('says the network failed, keeps the link out of the address bar, and verifies it on Try again', async () => {
    // The first check never reaches the server (a refused connection); the next one does.
    server.use(http.get('*/i/email_verifications', () => HttpResponse.error(), { once: true }));
    const { router, user } = renderApp({
      path: '/email_verification?verification_token=valid-token',
      server,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      networkCopy.connection('verify your email'),
    );
    expect(router.state.location.pathname).toBe('/email_verification');
    expect(router.state.location.href).not.toContain('valid-token');
    expect(screen.queryByRole('heading', { name: copy.linkFailedTitle })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.linkRetry }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email_verification/success'));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.linkSuccessTitle }),
    ).toBeVisible();
  });

  it('asks for the link again, never calling it invalid, after a reload of a check that failed (QA res 1)', async () => {
    server.use(http.get('*/i/email_verifications', () => HttpResponse.error()));
    const first = renderApp({ path: '/email_verification?verification_token=valid-token', server });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      networkCopy.connection('verify your email'),
    );
    first.unmount();
    expect(JSON.stringify(sessionStorage)).not.toContain('valid-token');

    // The reload: the same page, without the token the first read took out of the address bar.
    const { router } = renderApp({ path: '/email_verification', server });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.linkReopenTitle }),
    ).toBeVisible();
    expect(screen.getByText(copy.linkReopenBody)).toBeVisible();
    expect(router.state.location.pathname).toBe('/email_verification');
    expect(screen.queryByRole('heading', { name: copy.linkFailedTitle })).toBeNull();
    expect(screen.queryByRole('link', { name: copy.backToSignup })).toBeNull();
  });

  it('asks for the link again after a reload while its check was still running (QA res 1)', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/i/email_verifications', async () => {
        await answered;
        return HttpResponse.error();
      }),
    );
    try {
      const first = renderApp({
        path: '/email_verification?verification_token=valid-token',
        server,
      });
      expect(await screen.findByText(copy.linkVerifying)).toBeVisible();
      first.unmount();

      renderApp({ path: '/email_verification', server });
      expect(
        await screen.findByRole('heading', { level: 1, name: copy.linkReopenTitle }),
      ).toBeVisible();
    } finally {
      answer();
    }
  });

  it('says invalid on a reload only once the server refused the link (QA res 1)', async () => {
    const first = renderApp({
      path: '/email_verification?verification_token=expired-token',
      server,
    });
    await screen.findByRole('heading', { level: 1, name: copy.linkFailedTitle });
    first.unmount();

    const { router } = renderApp({ path: '/email_verification', server });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.linkFailedTitle }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/email_verification/failed');
  });

  it('lands on the failure page for a link without a token', async () => {
    const { router } = renderApp({ path: '/email_verification', server });
    await screen.findByRole('heading', { level: 1, name: copy.linkFailedTitle });
    expect(router.state.location.pathname).toBe('/email_verification/failed');
  });

  it('continues the sign-up from the success page without a session: login, with no error (QA 14)', async () => {
    const { router, user } = renderApp({
      path: '/email_verification?verification_token=valid-token',
      server,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/email_verification/success'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: copy.continueRegistration })).toHaveAttribute(
        'href',
        '/login',
      ),
    );
    await user.click(screen.getByRole('link', { name: copy.continueRegistration }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
  });

  it('continues the sign-up from the success page with a session: the onboarding machine takes over', async () => {
    const app = await logInAsPatron({ server });
    await act(() =>
      app.router.navigate({
        to: '/email_verification',
        search: { verification_token: 'valid-token' },
      }),
    );
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/email_verification/success'),
    );
    expect(await screen.findByRole('link', { name: copy.continueRegistration })).toHaveAttribute(
      'href',
      '/continue_registration',
    );
  });
});
