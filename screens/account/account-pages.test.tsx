import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { accountPages as copy } from '../../copy/ours/account';
import { account as accountCopy } from '../../copy/spec/account';
import { network as networkCopy } from '../../copy/spec/network';
import { renderApp, setupSandboxServer } from '../../test/render-app';

// The account pages of issue 11 item 6 against the sandbox: each request and its error copy.
const server = setupSandboxServer();

function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}
afterEach(() => server.events.removeAllListeners());

const serverError = () =>
  HttpResponse.json({ error: { code: 'internal_server_error', message: 'boom' } }, { status: 500 });

describe('confirmed account actions', () => {
  for (const { path, words, call, pattern, method, next } of [
    {
      path: '/close_account',
      words: copy.closeAccount,
      call: 'POST /i/closed_suspensions',
      pattern: '*/i/closed_suspensions',
      method: http.post,
      next: '/close_account_confirmation',
    },
    {
      path: '/dormant_account',
      words: copy.dormantAccount,
      call: 'DELETE /i/dormant_accounts',
      pattern: '*/i/dormant_accounts',
      method: http.delete,
      next: '/continue_registration',
    },
    {
      path: '/dge_level_2_ack',
      words: copy.dgeLevel2Ack,
      call: 'PATCH /i/acks/dge_level_2_ack',
      pattern: '*/i/acks/dge_level_2_ack',
      method: http.patch,
      next: '/continue_registration',
    },
    {
      path: '/fit_to_play',
      words: copy.fitToPlay,
      call: 'POST /i/fit_to_play',
      pattern: '*/i/fit_to_play',
      method: http.post,
      next: '/continue_registration',
    },
  ] as const) {
    it(`${path}: sends ${call} once and moves on`, async () => {
      const seen = recordRequests();
      // The calls need a session: answer them here, as a logged-in patron's would be.
      server.use(method(pattern, () => HttpResponse.json({}, { status: 201 })));
      const { user, router } = renderApp({ path, server });
      expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await user.click(screen.getByRole('button', { name: words.confirm }));
      await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
      expect(seen.filter((entry) => entry === call)).toHaveLength(1);
      if (next === '/close_account_confirmation')
        expect(
          await screen.findByRole('heading', {
            level: 1,
            name: copy.closeAccountConfirmation.title,
          }),
        ).toBeVisible();
    });

    it(`${path}: shows its failure copy and stays`, async () => {
      server.use(method(pattern, serverError));
      const { user, router } = renderApp({ path, server });
      await user.click(await screen.findByRole('button', { name: words.confirm }));
      const expected =
        path === '/dormant_account' ? accountCopy.reactivationFailed : networkCopy.generic;
      expect(await screen.findByRole('alert')).toHaveTextContent(expected);
      expect(router.state.location.pathname).toBe(path);
    });
  }
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
