import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../../api/sandbox/state';
import { welcome as welcomeCopy } from '../../copy/ours/after-login';
import { login as loginCopy } from '../../copy/ours/login';
import { sessionControls as copy } from '../../copy/ours/session';
import { success as successCopy } from '../../copy/spec/success';
import { accountCreatedElsewhere } from '../../test/account-elsewhere';
import { renderApp, setupSandboxServer } from '../../test/render-app';

// Logout from a logged-in page (issue 11 item 2): POST /api/logout, the success copy on the
// login page, the session gone.
const server = setupSandboxServer();

describe('log out', () => {
  it('is not offered to a patron who is not logged in', async () => {
    renderApp({ path: '/login', server });
    await screen.findByRole('heading', { level: 1, name: loginCopy.title });
    expect(screen.queryByRole('button', { name: copy.logOut })).not.toBeInTheDocument();
  });

  it('logs out from a logged-in page and says so on the login page', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const { user, router, handOff } = renderApp({ path: '/login', server });
    await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(handOff).toHaveBeenCalled());
    // A logged-in page beyond sign-up (the type of `to` is a plain string here).
    const accountPage: string = '/close_account';
    await act(() => router.navigate({ to: accountPage }));

    await user.click(await screen.findByRole('button', { name: copy.logOut }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(successCopy.loggedOut);
    expect(requests).toContain('POST /api/logout');
    expect(screen.queryByRole('button', { name: copy.logOut })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});

describe('log out during a sign-up (QA 4)', () => {
  it('is offered in a browser once the account exists, on the sign-up pages too', async () => {
    const { user, router } = renderApp({ path: '/login', server, scenario: 'login-unfinished' });
    await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await user.click(await screen.findByRole('link', { name: welcomeCopy.continueSignup }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/web\/signup\//));
    await user.click(await screen.findByRole('button', { name: copy.logOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(successCopy.loggedOut);
  });
});

// QA 15: the start-up check answered 500, so whether the patron is signed in is unknown, yet a
// page open to visitors (/user_preferences) loads the patron's data with the cookie: on a shared
// device the session must be endable. A logout is safe either way (a 401 to it means already out).
describe('log out after a start-up check that failed (QA 15)', () => {
  it('is offered in the header, and ends on login with the usual success message', async () => {
    await accountCreatedElsewhere(server);
    server.use(
      http.get('*/i/registration_status', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const { user, router, session } = renderApp({ path: '/user_preferences', server });
    await waitFor(async () =>
      expect((await session.whenReady).getSnapshot().value).toEqual({ signedOut: 'checkFailed' }),
    );

    await user.click(await screen.findByRole('button', { name: copy.logOut }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(successCopy.loggedOut);
    expect(requests).toContain('POST /api/logout');
    expect(screen.queryByRole('button', { name: copy.logOut })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('is not offered on the sign-up pages, which treat the visitor as new (QA 15)', async () => {
    server.use(
      http.get('*/i/registration_status', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { router, session } = renderApp({ path: '/web/signup', server });
    await waitFor(async () =>
      expect((await session.whenReady).getSnapshot().value).toEqual({ signedOut: 'checkFailed' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/create_account'));
    await screen.findByRole('heading', { level: 1 });
    // The chunk loads (the session may be live); the button stays away on sign-up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: copy.logOut })).not.toBeInTheDocument();
  });
});
