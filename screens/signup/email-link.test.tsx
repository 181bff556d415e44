import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { emailVerification as emailVerificationOurCopy } from '../../copy/ours/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { type AnalyticsEvent, setAnalyticsSink } from '../../src/analytics';
import { renderApp, setupSandboxServer } from '../../test/render-app';

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
    expect(screen.getByRole('link', { name: copy.continueRegistration })).toHaveAttribute(
      'href',
      '/continue_registration',
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

  it('lands on the failure page for a link without a token', async () => {
    const { router } = renderApp({ path: '/email_verification', server });
    await screen.findByRole('heading', { level: 1, name: copy.linkFailedTitle });
    expect(router.state.location.pathname).toBe('/email_verification/failed');
  });

  it('continues the sign-up from the success page: the onboarding machine takes over', async () => {
    const { router, user } = renderApp({
      path: '/email_verification?verification_token=valid-token',
      server,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/email_verification/success'));
    await user.click(await screen.findByRole('link', { name: copy.continueRegistration }));

    // The account exists on the server: the onboarding machine syncs. Without a session (this
    // test's sandbox has none) the 401 sends the user to log in (product.md 2.9, 4.1 fallback).
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
