import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { emailVerification as emailVerificationOurCopy } from '../copy/ours/email-verification';
import { page as pageCopy } from '../copy/spec/page';
import { renderApp, setupSandboxServer } from '../test/render-app';

// The typed route tree of src/router.tsx: per-route query schemas, raw string values, and the
// email link's token leaving the address bar before its page loads.
const server = setupSandboxServer();

const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.matches.at(-1)?.search as Record<string, unknown> | undefined;

describe('the route tree', () => {
  it('hands a route its own query parameters, a bad value read as absent', async () => {
    const { router } = renderApp({ path: '/login?signup=maybe', server });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(router.state.location.pathname).toBe('/login');
    expect(searchOf(router)?.signup).toBeUndefined();
  });

  it('hands a route a good value of its own query parameter as its string', async () => {
    const { router } = renderApp({ path: '/login?signup=true', server });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(searchOf(router)?.signup).toBe('true');
  });

  it('keeps query values as the strings of the address bar', async () => {
    // The preferences link's token leaves the address bar once read (issue 13), so what is
    // checked is the string the page's call was made with: "000123", not the number 123.
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/i/marketing_inducements_preference', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('token'));
        return HttpResponse.json({ allow_marketing_inducements: false });
      }),
    );
    const { router } = renderApp({
      path: '/user_preferences?token=000123',
      server,
    });
    await waitFor(() => expect(asked).toEqual(['000123']));
    expect(router.state.location.searchStr).toBe('');
  });

  it('takes the email link token out of the address bar before the page loads, keeping it a string', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/i/email_verifications', async ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('verification_token'));
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { router, flows } = renderApp({
      path: '/email_verification?verification_token=0012345',
      server,
    });

    expect(await screen.findByText(emailVerificationOurCopy.linkVerifying)).toBeVisible();
    expect(router.state.location.pathname).toBe('/email_verification');
    expect(router.state.location.searchStr).toBe('');
    expect(router.history.location.href).not.toContain('0012345');
    expect(router.history.length).toBe(1);
    expect(flows.get('emailLink')?.getSnapshot().context.token).toBe('0012345');
    await waitFor(() => expect(asked).toEqual(['0012345']));
  });

  describe("the app's root (product.md 2.1)", () => {
    it.each([
      ['/', 'web', '/web/signup/create_account'],
      ['/web', 'web', '/web/signup/create_account'],
      ['/', 'mobileWeb', '/signup/email'],
      ['/web', 'mobileWeb', '/signup/email'],
    ] as const)('opens sign-up from %s on the %s layout', async (path, layout, signup) => {
      const { router } = renderApp({
        path: `${path}?client_id=northstar-sports`,
        layout,
        server,
      });
      await waitFor(() => expect(router.state.location.pathname).toBe(signup));
      expect(router.history.length).toBe(1);
    });

    it('is Page Not Found in the webview, which opens named screens only', async () => {
      const { router } = renderApp({ path: '/', layout: 'native', server });
      expect(
        await screen.findByRole('heading', { level: 1, name: pageCopy.notFoundTitle }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
