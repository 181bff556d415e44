import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../api/sandbox/state';
import { login as loginCopy } from '../copy/ours/login';
import { responsibleGaming as rgCopy } from '../copy/ours/responsible-gaming';
import { network as networkCopy } from '../copy/spec/network';
import { renderApp, setupSandboxServer } from '../test/render-app';
import { openAsPatron } from '../test/rg-patron';

// QA 17 C: a session lapses on /rg/deposit_limits with an amount typed; the patron reloads the
// login page before logging in again. The page to return to waits with the drafts (decision 078,
// 2026-11-28 QA 17), so the same patron's login comes back to the limits with the amount.
const server = setupSandboxServer();

/** Deposit limits with 900 typed, Save answered 401, on /login; then a reload of /login. */
async function lapsedThenReloaded() {
  const first = await openAsPatron('/rg/deposit_limits', { server });
  server.use(
    http.post('*/i/cashflow_limits/:type/:period', () =>
      HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
    ),
  );
  await first.user.type(await screen.findByLabelText(rgCopy.newLimit('monthly', false)), '900');
  await first.user.click(screen.getByRole('button', { name: rgCopy.save }));
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
  expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
  server.resetHandlers();
  first.unmount();
  const app = renderApp({ path: '/login', server });
  expect(sessionStorage.getItem('lapsed:return')).toBe('/rg/deposit_limits');
  return app;
}

async function logIn(app: ReturnType<typeof renderApp>, username: string, password: string) {
  await app.user.type(await screen.findByLabelText(loginCopy.username), username);
  await app.user.type(screen.getByLabelText(loginCopy.password), password);
  await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
}

describe('a lapsed session, the login page reloaded (QA 17)', () => {
  it("returns the same patron's login to the limits page with the amount typed", async () => {
    const app = await lapsedThenReloaded();
    await logIn(app, SEED_PATRON.email, SEED_PATRON.password);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/rg/deposit_limits'));
    expect(app.handOff).not.toHaveBeenCalled();
    const monthly = await screen.findByLabelText(rgCopy.newLimit('monthly', false));
    await waitFor(() => expect(monthly).toHaveValue('900'));
    expect(sessionStorage.getItem('lapsed:return')).toBeNull();
  });

  it("takes another patron's login on as usual, with none of it", async () => {
    const app = await lapsedThenReloaded();
    server.use(
      http.post('*/oauth/token', () =>
        HttpResponse.json({
          access_token: 'a',
          token_type: 'bearer',
          expires_in: 3600,
          user_id: 99,
        }),
      ),
    );
    await logIn(app, 'someone@example.com', 'Another1pass');
    await waitFor(() => expect(app.handOff).toHaveBeenCalled());
    expect(app.router.state.location.pathname).not.toBe('/rg/deposit_limits');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('900');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('deposit_limits');
  });
});
