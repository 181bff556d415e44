import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { accountPages as accountCopy } from '../../copy/ours/account';
import { login as loginCopy } from '../../copy/ours/login';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { sessionCheck as sessionCheckCopy, sessionWait as waitCopy } from '../../copy/ours/session';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { coolOff as coolOffCopy } from '../../copy/spec/cool-off';
import { network as networkCopy } from '../../copy/spec/network';
import { accountCreatedElsewhere } from '../../test/account-elsewhere';
import { renderApp, setupSandboxServer, TEST_BRAND } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// QA 3 M3 (decision 068): a patron-only page left behind in the history after the patron's own
// logout sends to login with no error; one reached without a session still says why.
const server = setupSandboxServer();

/** On /login, settled, with no danger banner. */
async function onLoginWithoutError(router: { state: { location: { pathname: string } } }) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(await screen.findByRole('heading', { level: 1, name: loginCopy.title })).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText(coolOffCopy.loggedOut)).toBeNull();
  expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
}

describe('a patron page left behind after the patron logged out', () => {
  it('Back from the loading page after a cool-off lands on login with no error', async () => {
    const { user, router } = await openAsPatron('/rg/cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '3');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/loading'));
    await act(async () => router.history.back());
    await onLoginWithoutError(router);
  });

  it('Back from the closure confirmation lands on login with no error', async () => {
    const { user, router } = await openAsPatron('/close_account', { server });
    await user.click(await screen.findByRole('button', { name: accountCopy.closeAccount.confirm }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/close_account_confirmation'));
    await act(async () => router.history.back());
    await onLoginWithoutError(router);
  });
});

describe('a patron page after the server answered a suspension (QA 15)', () => {
  it('Back to it after a reload goes to the suspension page again, not the page with Log out', async () => {
    const first = await openAsPatron('/close_account', { server });
    await screen.findByRole('button', { name: accountCopy.closeAccount.confirm });
    first.unmount();
    server.use(
      http.all('*/i/*', () =>
        HttpResponse.json(
          {
            error: {
              code: 'user_suspended',
              message: 'suspended',
              extra: { suspension: { type: 'self_exclusion' } },
            },
          },
          { status: 403 },
        ),
      ),
    );
    // The reload: the start-up check answers 403, and the session sends the patron on.
    const { router } = renderApp({ path: '/close_account', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended'));
    const shown: string[] = [];
    const unsubscribe = router.subscribe('onResolved', ({ toLocation }) =>
      shown.push(toLocation.pathname),
    );
    await act(async () => router.history.back());
    await waitFor(() => expect(shown.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    unsubscribe();
    // The page never showed: its entry sent the patron on before it rendered.
    expect(shown).not.toContain('/close_account');
    expect(router.state.location.pathname).toBe('/web/suspended');
  });
});

// QA 14: the start-up session check answered 500 or 503, or timed out: whether the patron is signed
// in is unknown, so a patron-only page neither opens nor sends to login with the inactivity
// message (a 401's, contract.md 8); it says something went wrong and offers Try again.
describe('a patron page whose start-up session check failed', () => {
  const checkFails = (status: number) =>
    server.use(
      http.get('*/i/registration_status', () => HttpResponse.json({}, { status }), { once: true }),
    );

  async function showsCheckFailed(router: { state: { location: { pathname: string } } }) {
    expect(
      await screen.findByRole('heading', { level: 1, name: sessionCheckCopy.title }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(networkCopy.generic);
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
    expect(router.state.location.pathname).not.toBe('/login');
    return screen.getByRole('button', { name: sessionCheckCopy.retry });
  }

  it.each([500, 503])(
    'says something went wrong with Try again (a %i), which opens the page once the check finds the session',
    async (status) => {
      await accountCreatedElsewhere(server);
      checkFails(status);
      const { user, router, session } = renderApp({ path: '/rg/deposit_limits', server });
      await user.click(await showsCheckFailed(router));
      await waitFor(async () =>
        expect((await session.whenReady).getSnapshot().value).toEqual({ signedIn: 'verified' }),
      );
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: sessionCheckCopy.title })).toBeNull(),
      );
      expect(router.state.location.pathname).toBe('/rg/deposit_limits');
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.queryByText(networkCopy.generic)).toBeNull();
      expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
    },
  );

  it("says a refused connection in the catalogue's own words, not the generic message (QA 15)", async () => {
    await accountCreatedElsewhere(server);
    server.use(http.get('*/i/registration_status', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp({ path: '/close_account', server });
    expect(
      await screen.findByRole('heading', { level: 1, name: sessionCheckCopy.title }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      networkCopy.connection('get your registration status'),
    );
    expect(screen.queryByText(networkCopy.generic)).toBeNull();
    // Try again finds the session: the view goes, and the next test starts without it.
    await user.click(screen.getByRole('button', { name: sessionCheckCopy.retry }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: sessionCheckCopy.title })).toBeNull(),
    );
  });

  it('shows the page frame with Loading… while the check hangs on a first load, then the failed view in the same frame (QA 15)', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(
        '*/i/registration_status',
        async () => {
          await answered;
          return HttpResponse.json({}, { status: 500 });
        },
        { once: true },
      ),
    );
    const { user, router } = renderApp({ path: '/rg/deposit_limits', server });
    /** The shell's frame around `node`: the brand's theme, its header, the main landmark. */
    const inPageFrame = (node: HTMLElement) => {
      const frame = node.closest<HTMLElement>('.app');
      expect(frame).not.toBeNull();
      expect(frame).toHaveClass(TEST_BRAND.themeClass);
      expect(within(frame as HTMLElement).getByRole('banner')).toHaveTextContent(TEST_BRAND.name);
      expect(node.closest('main')).toHaveClass('app-main');
    };

    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent(waitCopy.loading);
    inPageFrame(loading);

    answer();
    inPageFrame(await showsCheckFailed(router));
    expect(screen.queryByText(waitCopy.loading)).toBeNull();
    // Try again finds no session (the sandbox has none): login, the frame gone.
    await user.click(screen.getByRole('button', { name: sessionCheckCopy.retry }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(document.querySelectorAll('.app')).toHaveLength(1);
  });

  it('goes to login as usual when Try again finds no session (a 401)', async () => {
    checkFails(503);
    const { user, router } = renderApp({ path: '/kyc/id_expired', server });
    await user.click(await showsCheckFailed(router));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
    expect(screen.queryByRole('heading', { name: sessionCheckCopy.title })).toBeNull();
  });

  it("keeps the sign-up entry a new visitor's first screen", async () => {
    checkFails(503);
    const { router, session } = renderApp({ path: '/web/signup', server });
    await waitFor(async () =>
      expect((await session.whenReady).getSnapshot().matches('signedOut')).toBe(true),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/signup/create_account'));
    expect(screen.queryByRole('heading', { name: sessionCheckCopy.title })).toBeNull();
  });
});
