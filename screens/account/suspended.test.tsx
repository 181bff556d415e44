import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SEED_PATRON } from '../../api/sandbox/state';
import { login as loginCopy } from '../../copy/ours/login';
import { responsibleGaming as rgCopy } from '../../copy/ours/responsible-gaming';
import { support as supportCopy } from '../../copy/ours/support';
import { suspended as copy } from '../../copy/ours/suspended';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { ALL_PATHS, isSuspendedPath } from '../../machines/paths';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { suspensionOf } from './suspended';

// The suspended pages (issue 11 item 3) and the 403 user_suspended routing (contract.md 6):
// the seeded patron logs in under a suspension scenario, and the first logged-in call answers 403.
const server = setupSandboxServer();

afterEach(() => {
  delete window.NativeBridge;
});

describe('a user_suspended 403 from any call', () => {
  for (const { scenario, type, web, mobile } of [
    {
      scenario: 'suspended-cool-off',
      type: 'cool_off',
      web: '/web/suspended/cool_off',
      mobile: '/suspended/cool_off',
    },
    {
      scenario: 'suspended-duplicate-user',
      type: 'duplicate_user',
      web: '/web/suspended/duplicated',
      mobile: '/suspended/duplicated',
    },
    {
      scenario: 'suspended-self-exclusion',
      type: 'self_exclusion',
      web: '/web/suspended',
      mobile: '/suspended',
    },
  ] as const) {
    for (const layout of ['web', 'mobileWeb'] as const) {
      const target = layout === 'web' ? web : mobile;
      it(`sends a ${type} suspension to ${target} (${layout} layout)`, async () => {
        const { user, router } = renderApp({ path: '/login', scenario, server, layout });
        await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
        await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
        await user.click(screen.getByRole('button', { name: loginCopy.submit }));
        await waitFor(() => expect(router.state.location.pathname).toBe(target));
        const page = copy.pages[suspensionOf(target)];
        expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeVisible();
      });
    }
  }
});

describe('a patron on a cool-off (decision 077)', () => {
  async function logInOnCoolOff(layout: 'web' | 'mobileWeb' = 'web') {
    const app = renderApp({
      path: '/login',
      scenario: 'suspended-cool-off',
      server,
      layout,
    });
    await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(
        layout === 'web' ? '/web/suspended/cool_off' : '/suspended/cool_off',
      ),
    );
    return app;
  }

  it('offers neither action when the server refused the login itself with the cool-off: no session, no loop to login (QA 9)', async () => {
    const app = renderApp({
      path: '/login',
      scenario: 'suspended-cool-off',
      server,
      layout: 'web',
    });
    server.use(
      http.post('*/oauth/token', () =>
        HttpResponse.json(
          {
            error: {
              code: 'user_suspended',
              message: 'suspended',
              extra: { suspension: { type: 'cool_off' } },
            },
          },
          { status: 403 },
        ),
      ),
    );
    await app.user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await app.user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await app.user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/web/suspended/cool_off'));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.pages.cool_off.title }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: copy.coolOffEnd })).toBeNull();
    expect(screen.queryByRole('link', { name: copy.coolOffSelfExclude })).toBeNull();
    // Nor words that offer to end it here, and the way back to login is the page's primary (QA 15).
    expect(screen.getByText(copy.pages.cool_off.bodyWithoutSession)).toBeVisible();
    expect(screen.queryByText(copy.pages.cool_off.body)).toBeNull();
    expect(screen.getByRole('link', { name: copy.backToLogin })).toHaveClass('button-primary');
  });

  it('ends the cool-off early from its suspended page, which the suspension no longer blocks', async () => {
    const { user, router } = await logInOnCoolOff();
    expect(await screen.findByText(copy.pages.cool_off.body)).toBeVisible();
    await user.click(await screen.findByRole('link', { name: copy.coolOffEnd }));
    await user.click(await screen.findByRole('button', { name: rgCopy.coolOff.lift }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cool_off_expired'));
    expect(
      await screen.findByRole('heading', { level: 1, name: rgCopy.coolOff.expiredTitle }),
    ).toBeVisible();
  });

  it('never shows another suspension while the page it leads to loads (QA 5)', async () => {
    const { user } = await logInOnCoolOff();
    const headings = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) headings.add(h1.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.click(await screen.findByRole('link', { name: copy.coolOffEnd }));
    expect(await screen.findByRole('button', { name: rgCopy.coolOff.lift })).toBeVisible();
    observer.disconnect();
    expect([...headings]).not.toContain(copy.pages.generic.title);
  });

  it('stays on /cool_off_renew after a reload, though the start-up check answers 403', async () => {
    const first = await logInOnCoolOff();
    first.unmount();
    const { router } = renderApp({
      path: '/cool_off_renew',
      scenario: 'suspended-cool-off',
      server,
      layout: 'web',
    });
    expect(await screen.findByRole('button', { name: rgCopy.coolOff.lift })).toBeVisible();
    expect(router.state.location.pathname).toBe('/cool_off_renew');
  });

  it('offers no new cool off on /cool_off_renew while the cool-off runs, only its end (QA 12)', async () => {
    const { user } = await logInOnCoolOff();
    await user.click(await screen.findByRole('link', { name: copy.coolOffEnd }));
    expect(await screen.findByRole('button', { name: rgCopy.coolOff.lift })).toBeVisible();
    expect(screen.getByText(rgCopy.coolOff.renewRunningBody)).toBeVisible();
    expect(screen.queryByRole('link', { name: rgCopy.coolOff.renew })).toBeNull();
  });

  it('a new cool off refused during the running one stays on its page and says the break was not changed (QA 12)', async () => {
    const { user, router } = await logInOnCoolOff();
    await act(() => router.navigate({ to: '/rg/cool_off_period' }));
    await user.selectOptions(await screen.findByLabelText(rgCopy.coolOff.duration), '30');
    await user.click(screen.getByRole('button', { name: rgCopy.coolOff.request }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rgCopy.coolOff.notChanged);
    expect(router.state.location.pathname).toBe('/rg/cool_off_period');
  });

  it('never says the cool-off ended while it runs: /cool_off_expired goes to its suspended page (QA 12)', async () => {
    const { router } = await logInOnCoolOff();
    await act(() => router.navigate({ to: '/cool_off_expired' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended/cool_off'));
    expect(screen.queryByRole('heading', { name: rgCopy.coolOff.expiredTitle })).toBeNull();
  });

  it('never says the cool-off ended when /cool_off_expired is reopened while it runs (QA 12)', async () => {
    const first = await logInOnCoolOff();
    first.unmount();
    const { router } = renderApp({
      path: '/cool_off_expired',
      scenario: 'suspended-cool-off',
      server,
      layout: 'web',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended/cool_off'));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.pages.cool_off.title }),
    ).toBeVisible();
  });

  it('sends a visitor without a session to login first, and a running cool-off then to its page (QA 14)', async () => {
    const { user, router } = renderApp({
      path: '/cool_off_expired',
      scenario: 'suspended-cool-off',
      server,
      layout: 'web',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: rgCopy.coolOff.expiredTitle })).toBeNull();
    expect(await screen.findByText(rgCopy.coolOff.expiredLogIn)).toBeVisible();
    await user.type(await screen.findByLabelText(loginCopy.username), SEED_PATRON.email);
    await user.type(screen.getByLabelText(loginCopy.password), SEED_PATRON.password);
    await user.click(screen.getByRole('button', { name: loginCopy.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended/cool_off'));
  });

  it('once the cool-off is lifted, the expired page says so and a new cool off is offered again (QA 12)', async () => {
    const { user, router } = await logInOnCoolOff();
    await user.click(await screen.findByRole('link', { name: copy.coolOffEnd }));
    await user.click(await screen.findByRole('button', { name: rgCopy.coolOff.lift }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cool_off_expired'));
    expect(
      await screen.findByRole('heading', { level: 1, name: rgCopy.coolOff.expiredTitle }),
    ).toBeVisible();
    await act(() => router.navigate({ to: '/cool_off_renew' }));
    expect(await screen.findByRole('link', { name: rgCopy.coolOff.renew })).toBeVisible();
  });

  for (const layout of ['mobileWeb', 'web'] as const)
    it(`never says the break runs on its page reached by Back once this tab lifted it: /cool_off_expired instead (${layout}, QA 16)`, async () => {
      const { user, router } = await logInOnCoolOff(layout);
      await user.click(await screen.findByRole('link', { name: copy.coolOffEnd }));
      await user.click(await screen.findByRole('button', { name: rgCopy.coolOff.lift }));
      await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/cool_off_expired'));
      await act(async () => router.history.back());
      await waitFor(() => expect(router.state.location.pathname).toBe('/cool_off_expired'));
      expect(
        await screen.findByRole('heading', { level: 1, name: rgCopy.coolOff.expiredTitle }),
      ).toBeVisible();
      expect(screen.queryByText(copy.pages.cool_off.body)).toBeNull();
      expect(screen.queryByRole('link', { name: copy.coolOffEnd })).toBeNull();
      // Replaced: one more Back leaves the cool-off's pages for login, where the patron came from,
      // which passes the signed-in patron, no longer on a break, on as after any login.
      await act(async () => router.history.back());
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/cool_off_expired'));
      expect(isSuspendedPath(router.state.location.pathname)).toBe(false);
      expect(screen.queryByText(copy.pages.cool_off.body)).toBeNull();
    });

  it('after a lift answered 404 (no cool-off runs), Back to the suspended page shows /cool_off_expired too (QA 16)', async () => {
    const { user, router } = await logInOnCoolOff();
    server.use(
      http.patch('*/i/cool_off/lift', () =>
        HttpResponse.json({ error: { code: 'x', message: 'server words' } }, { status: 404 }),
      ),
    );
    await user.click(await screen.findByRole('link', { name: copy.coolOffEnd }));
    await user.click(await screen.findByRole('button', { name: rgCopy.coolOff.lift }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    expect(await screen.findByText(rgCopy.coolOff.renewNoneBody)).toBeVisible();
    expect(router.state.location.pathname).toBe('/cool_off_renew');
    await act(async () => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cool_off_expired'));
    expect(screen.queryByText(copy.pages.cool_off.body)).toBeNull();
  });

  it('still shows the suspended page for a cool-off the server answers again after a lift (QA 16)', async () => {
    const { user, router } = await logInOnCoolOff();
    await user.click(await screen.findByRole('link', { name: copy.coolOffEnd }));
    await user.click(await screen.findByRole('button', { name: rgCopy.coolOff.lift }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cool_off_expired'));
    server.use(
      http.get('*/i/cashflow_limits/*', () =>
        HttpResponse.json(
          {
            error: {
              code: 'user_suspended',
              message: 'suspended',
              extra: { suspension: { type: 'cool_off' } },
            },
          },
          { status: 403 },
        ),
      ),
    );
    await act(() => router.navigate({ to: '/rg/deposit_limits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/web/suspended/cool_off'));
    expect(await screen.findByText(copy.pages.cool_off.body)).toBeVisible();
  });

  it('self-excludes instead: the periods load on the cool-off variant of the pages', async () => {
    const { user, router } = await logInOnCoolOff();
    await user.click(await screen.findByRole('link', { name: copy.coolOffSelfExclude }));
    expect(await screen.findByRole('radio', { name: '1 year' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/cool_off_self_exclusion/period');
  });
});

describe('the suspended pages', () => {
  const paths = ALL_PATHS.filter(isSuspendedPath);

  it("offer the app's contact-support screen where the app has one (contract.md 7 showContactSupport)", async () => {
    const showContactSupport = vi.fn();
    window.NativeBridge = { setSuspendedState: vi.fn(() => true), showContactSupport };
    const { user } = renderApp({ path: '/suspended/closed', server, layout: 'mobileWeb' });
    expect(await screen.findByText(supportCopy.question)).toBeVisible();
    await user.click(screen.getByRole('button', { name: supportCopy.action }));
    expect(showContactSupport).toHaveBeenCalledTimes(1);
  });

  it('keep the support line but no button in a plain browser, which has no way to support', async () => {
    renderApp({ path: '/suspended', server, layout: 'mobileWeb' });
    expect(await screen.findByText(supportCopy.question)).toBeVisible();
    expect(screen.queryByRole('button', { name: supportCopy.action })).toBeNull();
    expect(screen.queryByRole('link', { name: supportCopy.actionNewTab })).toBeNull();
  });

  it.each([
    ['https://help.example/contact', true],
    ['javascript:alert(1)', false],
  ])(
    "link to the operator's support page %s in a plain browser when config.js names one: %s (QA 8)",
    async (supportUrl, linked) => {
      const config = window.__ONBOARDING_CONFIG__;
      window.__ONBOARDING_CONFIG__ = { ...config, supportUrl };
      try {
        renderApp({ path: '/suspended', server, layout: 'mobileWeb' });
        expect(await screen.findByText(supportCopy.question)).toBeVisible();
        // A new tab, said in the link's name as the policies' links say it (QA 21).
        const link = screen.queryByRole('link', { name: supportCopy.actionNewTab });
        if (!linked) {
          expect(link).toBeNull();
          return;
        }
        expect(link).toHaveAttribute('href', supportUrl);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      } finally {
        window.__ONBOARDING_CONFIG__ = config;
      }
    },
  );

  it('are all the /suspended paths of product.md 2.2 and 2.3', () => {
    expect(paths).toHaveLength(17);
  });

  for (const path of paths) {
    it(`${path}: says what happened, leads back to login and tells the native side`, async () => {
      const setSuspendedState = vi.fn(() => true);
      window.NativeBridge = { setSuspendedState };
      renderApp({ path, server, layout: path.startsWith('/web/') ? 'web' : 'mobileWeb' });
      const page = copy.pages[suspensionOf(path)];
      expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeVisible();
      // Opened without a session: a cool-off's page offers no end here, nor says so (QA 15).
      const body = 'bodyWithoutSession' in page ? page.bodyWithoutSession : page.body;
      expect(screen.getByText(body)).toBeVisible();
      expect(screen.getByRole('link', { name: copy.backToLogin })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(setSuspendedState).toHaveBeenCalledWith(true);
    });
  }
});
