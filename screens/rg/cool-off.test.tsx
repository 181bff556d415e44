import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { coolOff as coolOffCopy } from '../../copy/spec/cool-off';
import { network as networkCopy } from '../../copy/spec/network';
import { success as successCopy } from '../../copy/spec/success';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// The cool-off pages against the sandbox, as the logged-in seeded patron (issue 12 item 3).
const server = setupSandboxServer();

const coded = (status: number) => () =>
  HttpResponse.json({ error: { code: 'x', message: 'server words' } }, { status });

describe('the cool-off page', () => {
  it('starts a cool-off of whole days after "Are you sure?", then logs out to the loading page, which says it started', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/i/cool_offs'))
        body = await request.clone().json();
    });
    const { user, router } = await openAsPatron('/rg/cool_off_period', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.coolOff.title }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    expect(screen.getByLabelText(copy.coolOff.duration)).toHaveAccessibleDescription(
      new RegExp(copy.coolOff.chooseDuration),
    );
    await user.selectOptions(screen.getByLabelText(copy.coolOff.duration), '7');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    expect(screen.getByRole('heading', { level: 2, name: dialogCopy.title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/loading'));
    expect(await screen.findByText(successCopy.loggedOut)).toBeVisible();
    // The page says what started and for how long, and invites no login (decision 061).
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.loadingPage.coolOffTitle }),
    ).toBeVisible();
    expect(screen.getByText(copy.loadingPage.coolOffBody('7 days'))).toBeVisible();
    expect(screen.queryByRole('link', { name: /log in/i })).toBeNull();
    expect(body).toMatchObject({ duration: 7 });
    server.events.removeAllListeners();
  });

  it('still says the cool-off started when the logout after it fails (QA 9: "try again" and a stuck button)', async () => {
    const { user, router } = await openAsPatron('/rg/cool_off_period', { server });
    server.use(http.post('*/api/logout', coded(500)));
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '3');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/loading'));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.loadingPage.coolOffTitle }),
    ).toBeVisible();
    expect(screen.getByText(copy.loadingPage.coolOffBody('3 days'))).toBeVisible();
    expect(screen.queryByText(networkCopy.generic)).toBeNull();
  });

  it('goes back from "Are you sure?" on Escape, as from a dialog, and sends nothing (QA 5)', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/i/cool_offs')) sent += 1;
    });
    const { user } = await openAsPatron('/rg/cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '7');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    expect(screen.getByRole('heading', { level: 2, name: dialogCopy.title })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: dialogCopy.title })).toBeNull(),
    );
    expect(screen.getByLabelText(copy.coolOff.duration)).toHaveValue('7');
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });

  it('keeps the length chosen across a reload (decision 076)', async () => {
    const first = await openAsPatron('/rg/cool_off_period', { server });
    await first.user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '7');
    first.unmount();
    renderApp({ path: '/rg/cool_off_period', server });
    expect(await screen.findByLabelText(copy.coolOff.duration)).toHaveValue('7');
  });

  it("shows 'Invalid' for a 422 and keeps the choice", async () => {
    server.use(http.post('*/i/cool_offs', coded(422)));
    const { user } = await openAsPatron('/rg/cool_off_period', { server });
    const duration = await screen.findByLabelText(copy.coolOff.duration);
    await user.selectOptions(duration, '3');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() =>
      expect(screen.getByLabelText(copy.coolOff.duration)).toHaveAccessibleDescription(
        new RegExp(networkCopy.invalid),
      ),
    );
    expect(screen.getByLabelText(copy.coolOff.duration)).toHaveValue('3');
  });

  it('a 401 from the cool-off itself ends the session: login, with the cool-off copy (item 6)', async () => {
    server.use(http.post('*/i/cool_offs', coded(401)));
    const { user, router } = await openAsPatron('/rg/cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '3');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(coolOffCopy.loggedOut)).toBeVisible();
    expect(screen.queryByText(networkCopy.loggedOutInactivity)).toBeNull();
  });

  it('sends a visitor who is not logged in to login with the cool-off copy', async () => {
    const { router } = renderApp({ path: '/rg/cool_off_period', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(coolOffCopy.loggedOut)).toBeVisible();
  });
});

describe('the native app hears of the cool-off (contract.md 7 setSuspendedState, QA 12)', () => {
  afterEach(() => {
    delete window.NativeBridge;
  });

  it('is told the account is suspended when a cool-off starts', async () => {
    const setSuspendedState = vi.fn(() => true);
    window.NativeBridge = { setSuspendedState };
    const { user, router } = await openAsPatron('/rg/cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '30');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rg/loading'));
    expect(setSuspendedState).toHaveBeenCalledWith(true);
  });

  it('is told the account is no longer suspended once the cool-off is lifted (204)', async () => {
    const setSuspendedState = vi.fn(() => true);
    window.NativeBridge = { setSuspendedState };
    server.use(http.patch('*/i/cool_off/lift', () => new HttpResponse(null, { status: 204 })));
    const { user, router } = await openAsPatron('/cool_off_renew', { server });
    await user.click(await screen.findByRole('button', { name: copy.coolOff.lift }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cool_off_expired'));
    expect(setSuspendedState).toHaveBeenCalledWith(false);
    expect(setSuspendedState).not.toHaveBeenCalledWith(true);
  });
});

describe('the cool-off renewal page', () => {
  it('asks first, then ends the cool-off early and goes to the expired page', async () => {
    const lifts: string[] = [];
    server.use(
      http.patch('*/i/cool_off/lift', () => {
        lifts.push('lift');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = await openAsPatron('/cool_off_renew', { server });
    await user.click(await screen.findByRole('button', { name: copy.coolOff.lift }));
    expect(screen.getByText(copy.coolOff.liftConfirmBody)).toBeVisible();
    await user.click(screen.getByRole('button', { name: dialogCopy.cancel }));
    expect(lifts).toEqual([]);
    await user.click(await screen.findByRole('button', { name: copy.coolOff.lift }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cool_off_expired'));
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.coolOff.expiredTitle }),
    ).toBeVisible();
  });

  it('says there is no cool off to expire (404), and offers only a new one (QA 14)', async () => {
    const { user } = await openAsPatron('/cool_off_renew', { server });
    await user.click(await screen.findByRole('button', { name: copy.coolOff.lift }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(coolOffCopy.nothingToExpire);
    expect(screen.getByText(copy.coolOff.renewNoneBody)).toBeVisible();
    expect(screen.queryByRole('button', { name: copy.coolOff.lift })).toBeNull();
    expect(screen.getByRole('link', { name: copy.coolOff.renew })).toBeVisible();
  });

  it('says the current cool off is still active (422)', async () => {
    server.use(http.patch('*/i/cool_off/lift', coded(422)));
    const { user } = await openAsPatron('/cool_off_renew', { server });
    await user.click(await screen.findByRole('button', { name: copy.coolOff.lift }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(coolOffCopy.stillActive);
  });

  it('offers a new cool off', async () => {
    await openAsPatron('/cool_off_renew', { server });
    expect(await screen.findByRole('link', { name: copy.coolOff.renew })).toHaveAttribute(
      'href',
      '/rg/cool_off_period',
    );
  });
});

describe('the casino cool-off page', () => {
  it('keeps the length chosen across a reload (decision 076)', async () => {
    const first = await openAsPatron('/rg/casino_cool_off_period', { server });
    await first.user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '30');
    first.unmount();
    renderApp({ path: '/rg/casino_cool_off_period', server });
    const duration = await screen.findByLabelText(copy.coolOff.duration);
    await waitFor(() => expect(duration).toHaveValue('30'));
  });

  it('disables casino access for life, says so and shows the active restriction', async () => {
    const { user } = await openAsPatron('/rg/casino_cool_off_period', { server });
    expect(await screen.findByText(copy.coolOff.casinoNone)).toBeVisible();
    await user.selectOptions(screen.getByLabelText(copy.coolOff.duration), 'lifetime');
    await user.click(screen.getByRole('button', { name: copy.coolOff.casinoRequest }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    expect(await screen.findByText(successCopy.casinoDisabled)).toBeVisible();
    expect(
      await screen.findByText(`${copy.coolOff.casinoActive} ${copy.coolOff.casinoForLife}`),
    ).toBeVisible();
  });

  it('shows a restriction for a number of days with its end', async () => {
    const { user } = await openAsPatron('/rg/casino_cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '30');
    await user.click(screen.getByRole('button', { name: copy.coolOff.casinoRequest }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    expect(await screen.findByText(new RegExp(`${copy.coolOff.casinoActive} until`))).toBeVisible();
  });
  it('never says "Invalid Date" for an end it cannot read, and reads an end already past as none (QA 2026-12)', async () => {
    const answers = [
      [
        { type: 'casino', duration: 7, lifetime: false, expires_at: 'soon' },
        `${copy.coolOff.casinoActive} ${copy.coolOff.casinoFor(7)}`,
      ],
      [
        { type: 'casino', duration: null, lifetime: false, expires_at: 'garbage' },
        copy.coolOff.casinoActiveNoEnd,
      ],
      [
        { type: 'casino', duration: 7, lifetime: false, expires_at: '2020-01-01T00:00:00Z' },
        copy.coolOff.casinoNone,
      ],
    ] as const;
    for (const [answer, text] of answers) {
      server.use(http.get('*/i/restrictions/active/casino', () => HttpResponse.json(answer)));
      const app = await openAsPatron('/rg/casino_cool_off_period', { server });
      expect(await screen.findByText(text)).toBeVisible();
      expect(document.body).not.toHaveTextContent(/Invalid Date|2020/);
      // An ended restriction limits nothing: the shortest length is offered again.
      if (text === copy.coolOff.casinoNone)
        expect(screen.getByRole('option', { name: copy.coolOff.days(1) })).toBeInTheDocument();
      app.unmount();
    }
  });

  it('reads "Casino access is disabled for 14 days" for a restriction of days without an end (QA 12)', async () => {
    server.use(
      http.get('*/i/restrictions/active/casino', () =>
        HttpResponse.json({ type: 'casino', duration: 14, lifetime: false, expires_at: null }),
      ),
    );
    await openAsPatron('/rg/casino_cool_off_period', { server });
    expect(await screen.findByText('Casino access is disabled for 14 days')).toBeVisible();
  });

  it('says each length once in the confirmation: "off for life", never "off for for life" (QA3 L0)', async () => {
    const { user } = await openAsPatron('/rg/casino_cool_off_period', { server });
    await screen.findByLabelText(copy.coolOff.duration);
    const expected = {
      '1': 'Casino games will be off for 1 day.',
      '3': 'Casino games will be off for 3 days.',
      '7': 'Casino games will be off for 7 days.',
      '14': 'Casino games will be off for 14 days.',
      '30': 'Casino games will be off for 30 days.',
      '60': 'Casino games will be off for 60 days.',
      '90': 'Casino games will be off for 90 days.',
      lifetime: 'Casino games will be off for life.',
    };
    for (const [value, body] of Object.entries(expected)) {
      await user.selectOptions(screen.getByLabelText(copy.coolOff.duration), value);
      await user.click(screen.getByRole('button', { name: copy.coolOff.casinoRequest }));
      expect(screen.getByText(body)).toBeVisible();
      await user.click(screen.getByRole('button', { name: dialogCopy.cancel }));
    }
  });

  it('[rule:casino-restriction-only-longer] offers no length under a lifetime restriction, and says so (QA3 H1)', async () => {
    const { user } = await openAsPatron('/rg/casino_cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), 'lifetime');
    await user.click(screen.getByRole('button', { name: copy.coolOff.casinoRequest }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    expect(await screen.findByText(copy.coolOff.casinoNothingLater)).toBeVisible();
    expect(screen.queryByLabelText(copy.coolOff.duration)).toBeNull();
    expect(screen.queryByRole('button', { name: copy.coolOff.casinoRequest })).toBeNull();
  });

  it('offers only the lengths that end after an active restriction of 7 days (QA3 H1)', async () => {
    const { user } = await openAsPatron('/rg/casino_cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '7');
    await user.click(screen.getByRole('button', { name: copy.coolOff.casinoRequest }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await screen.findByText(new RegExp(`${copy.coolOff.casinoActive} until`));
    const select = await screen.findByLabelText(copy.coolOff.duration);
    const offered = [...select.querySelectorAll('option')]
      .map((option) => option.value)
      .filter(Boolean);
    // 7 days from now ends (a moment) after the 7 days that started a moment ago.
    expect(offered).toEqual(['7', '14', '30', '60', '90', 'lifetime']);
    expect(select).toHaveAccessibleDescription(new RegExp(copy.coolOff.casinoLongerHint));
  });
});
