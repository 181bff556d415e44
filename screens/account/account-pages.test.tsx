import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../../api/sandbox/state';
import { accountPages as copy } from '../../copy/ours/account';
import { login as loginCopy } from '../../copy/ours/login';
import { sessionControls as sessionCopy } from '../../copy/ours/session';
import { support as supportCopy } from '../../copy/ours/support';
import { suspended as suspendedCopy } from '../../copy/ours/suspended';
import { account as accountCopy } from '../../copy/spec/account';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { network as networkCopy } from '../../copy/spec/network';
import { success as successCopy } from '../../copy/spec/success';
import { keepFocus } from '../../src/ui/focus-keeper';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// The account pages of issue 11 item 6 against the sandbox: each request and its error copy.
const server = setupSandboxServer();

function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}
afterEach(() => {
  server.events.removeAllListeners();
  delete window.NativeBridge;
});

/** The action each call names in the catalogue's network lines (contract.md 8). */
const ACTIONS = {
  '/dormant_account': 'reactivate your account',
  '/dge_level_2_ack': 'record your acknowledgement',
  '/fit_to_play': 'confirm you are fit to play',
} as const;

const serverError = () =>
  HttpResponse.json({ error: { code: 'internal_server_error', message: 'boom' } }, { status: 500 });

describe('confirmed account actions', () => {
  for (const { path, words, call, pattern, method } of [
    {
      path: '/dormant_account',
      words: copy.dormantAccount,
      call: 'DELETE /i/dormant_accounts',
      pattern: '*/i/dormant_accounts',
      method: http.delete,
    },
    {
      path: '/dge_level_2_ack',
      words: copy.dgeLevel2Ack,
      call: 'PATCH /i/acks/dge_level_2_ack',
      pattern: '*/i/acks/dge_level_2_ack',
      method: http.patch,
    },
    {
      path: '/fit_to_play',
      words: copy.fitToPlay,
      call: 'POST /i/fit_to_play',
      pattern: '*/i/fit_to_play',
      method: http.post,
    },
  ] as const) {
    // Each action is a logged-in patron's (the page sends a visitor to login).
    const open = (at: typeof path) => openAsPatron(at, { server });

    it(`${path}: sends ${call} once and moves on`, async () => {
      const { user, router } = await open(path);
      const seen = recordRequests();
      expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await user.click(screen.getByRole('button', { name: words.confirm }));
      await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
      expect(seen.filter((entry) => entry === call)).toHaveLength(1);
    });

    it(`${path}: shows its failure copy and stays`, async () => {
      server.use(method(pattern, serverError));
      const { user, router } = await open(path);
      await user.click(await screen.findByRole('button', { name: words.confirm }));
      const expected =
        path === '/dormant_account' ? accountCopy.reactivationFailed : networkCopy.generic;
      expect(await screen.findByRole('alert')).toHaveTextContent(expected);
      expect(router.state.location.pathname).toBe(path);
    });

    // contract.md 8: a lost connection says the catalogue's line for the call, not "Oops".
    it(`${path}: says the connection line when the network fails`, async () => {
      server.use(method(pattern, () => HttpResponse.error()));
      const { user, router } = await open(path);
      await user.click(await screen.findByRole('button', { name: words.confirm }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        networkCopy.connection(ACTIONS[path]),
      );
      expect(router.state.location.pathname).toBe(path);
    });
  }

  // QA 13: the dormant reactivation too, whose refusals say the support line instead.
  const CALLS = {
    '/dormant_account': ['*/i/dormant_accounts', copy.dormantAccount],
    '/dge_level_2_ack': ['*/i/acks/dge_level_2_ack', copy.dgeLevel2Ack],
    '/fit_to_play': ['*/i/fit_to_play', copy.fitToPlay],
  } as const;
  it.each(['/dormant_account', '/dge_level_2_ack', '/fit_to_play'] as const)(
    '%s: says the timeout line when the call takes too long (contract.md 8)',
    async (path) => {
      const [pattern, words] = CALLS[path];
      // The request outlives the client's 5000 ms timeout.
      server.use(http.all(pattern, () => new Promise<never>(() => {})));
      const { user } = await openAsPatron(path, { server });
      await user.click(await screen.findByRole('button', { name: words.confirm }));
      expect(
        await screen.findByText(networkCopy.timeout(ACTIONS[path]), undefined, { timeout: 9_000 }),
      ).toBeVisible();
      expect(screen.queryByText(networkCopy.generic)).toBeNull();
      expect(screen.queryByText(accountCopy.reactivationFailed)).toBeNull();
    },
    15_000,
  );
});

// QA 5 (/dormant_account) and QA 9 (the acknowledgement and fit-to-play pages, which a link
// reaches, never a status): a visitor logs in first and is back on the page to confirm.
describe('a signed-out visit to an account action', () => {
  it.each([
    ['/dormant_account', copy.dormantAccount.confirm],
    ['/dge_level_2_ack', copy.dgeLevel2Ack.confirm],
    ['/fit_to_play', copy.fitToPlay.confirm],
    ['/web/fit_to_play', copy.fitToPlay.confirm],
  ] as const)(
    '%s goes to login first and comes back to its button once logged in',
    async (path, confirm) => {
      const { user, router, handOff } = renderApp({ path, server });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
      expect(screen.queryByRole('button', { name: confirm })).toBeNull();
      await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
      await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
      await user.click(screen.getByRole('button', { name: loginCopy.submit }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(await screen.findByRole('button', { name: confirm })).not.toHaveAttribute(
        'aria-disabled',
      );
      expect(handOff).not.toHaveBeenCalled();
    },
  );
});

describe('closing the account', () => {
  const words = copy.closeAccount;

  it('asks "Are you sure?" first, then closes, logs out and lands on the confirmation', async () => {
    const app = await openAsPatron('/close_account', { server });
    const seen = recordRequests();
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: words.confirm }));
    expect(screen.getByRole('heading', { level: 2, name: dialogCopy.title })).toHaveFocus();
    expect(screen.getByText(words.confirmBody)).toBeVisible();
    expect(seen).not.toContain('POST /i/closed_suspensions');
    await app.user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/close_account_confirmation'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.closeAccountConfirmation.title }),
    ).toBeVisible();
    expect(await screen.findByText(successCopy.loggedOut)).toBeVisible();
    // The session ended with the account: no Log out left in the header.
    expect(screen.queryByRole('button', { name: sessionCopy.logOut })).toBeNull();
    expect(seen.filter((entry) => entry === 'POST /i/closed_suspensions')).toHaveLength(1);
    expect(seen).toContain('POST /api/logout');
  });

  it('never says the account is closed to a signed-in patron whose account is open (QA 12)', async () => {
    await openAsPatron('/close_account_confirmation', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.closeAccountNotClosed.title }),
    ).toBeVisible();
    expect(screen.getByText(copy.closeAccountNotClosed.body)).toBeVisible();
    expect(screen.queryByText(copy.closeAccountConfirmation.title)).toBeNull();
  });

  it('says the account is closed to a visitor who is signed out, as after the closure', async () => {
    renderApp({ path: '/close_account_confirmation', server });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.closeAccountConfirmation.title }),
    ).toBeVisible();
  });

  it('sends nothing when the patron goes back from "Are you sure?"', async () => {
    const app = await openAsPatron('/close_account', { server });
    const seen = recordRequests();
    await app.user.click(await screen.findByRole('button', { name: words.confirm }));
    await app.user.click(screen.getByRole('button', { name: dialogCopy.cancel }));
    expect(screen.queryByRole('heading', { level: 2, name: dialogCopy.title })).toBeNull();
    expect(screen.getByRole('button', { name: words.confirm })).not.toHaveAttribute(
      'aria-disabled',
    );
    // The focus returns to the button that asked (QA 8: it went to the heading).
    await waitFor(() => expect(screen.getByRole('button', { name: words.confirm })).toHaveFocus());
    expect(seen).not.toContain('POST /i/closed_suspensions');
    expect(app.router.state.location.pathname).toBe('/close_account');
  });

  it('tells the native app once the account is closed (contract.md 7 deactivateAccount)', async () => {
    const deactivateAccount = vi.fn();
    window.NativeBridge = { deactivateAccount };
    const app = await openAsPatron('/close_account', { server });
    await app.user.click(await screen.findByRole('button', { name: words.confirm }));
    expect(deactivateAccount).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/close_account_confirmation'),
    );
    expect(deactivateAccount).toHaveBeenCalledTimes(1);
    delete window.NativeBridge;
  });

  it('shows the generic message and keeps the session when the closure fails', async () => {
    const stop = keepFocus();
    try {
      const app = await openAsPatron('/close_account', { server });
      server.use(http.post('*/i/closed_suspensions', serverError));
      await app.user.click(await screen.findByRole('button', { name: words.confirm }));
      await app.user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
      expect(await screen.findByRole('alert')).toHaveTextContent(networkCopy.generic);
      // The failure's message has the focus, as on the other pages (QA 8: it went to the heading).
      await waitFor(() => expect(screen.getByRole('alert').closest('.banner')).toHaveFocus());
      expect(app.router.state.location.pathname).toBe('/close_account');
      expect(screen.getByRole('button', { name: sessionCopy.logOut })).toBeVisible();
    } finally {
      stop();
    }
  });

  it('sends a later login of the closed account to the generic suspension page, whose words fit a closure', async () => {
    const app = await openAsPatron('/close_account', { server });
    await app.user.click(await screen.findByRole('button', { name: words.confirm }));
    await app.user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await screen.findByRole('heading', { level: 1, name: copy.closeAccountConfirmation.title });
    await act(() => app.router.navigate({ to: '/login' }));
    await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
    // contract.md 6: a suspension type other than cool_off and duplicate_user is generic.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/web/suspended'));
    const page = suspendedCopy.pages.generic;
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeVisible();
    expect(screen.getByText(page.body)).toBeVisible();
    expect(page.body).not.toMatch(/for now/);
  });

  it('is for a logged-in patron only: a visitor goes to login', async () => {
    const { router } = renderApp({ path: '/close_account', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('message pages', () => {
  for (const [path, words] of [
    ['/contact_support', copy.contactSupport],
    ['/web/contact_support', copy.contactSupport],
    ['/igo_user_pii_confirmation/contact_support', copy.contactSupport],
    ['/native/go_back', copy.goBack],
  ] as const) {
    it(`${path} says what to do next`, async () => {
      renderApp({ path, server });
      expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeVisible();
      expect(screen.getByText(words.body)).toBeVisible();
    });
  }

  for (const path of [
    '/contact_support',
    '/web/contact_support',
    '/igo_user_pii_confirmation/contact_support',
  ] as const) {
    it(`${path} opens the app's contact-support screen (contract.md 7 showContactSupport)`, async () => {
      const showContactSupport = vi.fn();
      window.NativeBridge = { showContactSupport };
      const { user } = renderApp({ path, server });
      await user.click(await screen.findByRole('button', { name: supportCopy.action }));
      expect(showContactSupport).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('link', { name: copy.backToLogin })).toBeVisible();
    });
  }

  it('offers no Contact support in a plain browser, where it would do nothing, and offers it once the app injected its bridge', async () => {
    const { router } = renderApp({ path: '/contact_support', server });
    expect(await screen.findByText(copy.contactSupport.body)).toBeVisible();
    expect(screen.queryByRole('button', { name: supportCopy.action })).toBeNull();
    window.NativeBridge = { showContactSupport: vi.fn() };
    await act(() => router.navigate({ to: '/igo_user_pii_confirmation/contact_support' }));
    expect(await screen.findByRole('button', { name: supportCopy.action })).toBeVisible();
  });

  it('/native/go_back calls the native back when the app provides it', async () => {
    const goBack = vi.fn();
    window.NativeBridge = { goBack };
    renderApp({ path: '/native/go_back', server });
    await screen.findByRole('heading', { level: 1, name: copy.goBack.title });
    expect(goBack).toHaveBeenCalledTimes(1);
    delete window.NativeBridge;
  });

  it('/native/go_back goes back in the browser history without the app (contract.md 7)', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderApp({ path: '/native/go_back', server });
    await screen.findByRole('heading', { level: 1, name: copy.goBack.title });
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    back.mockRestore();
  });
});
