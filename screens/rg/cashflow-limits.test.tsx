import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { limits as limitsCopy } from '../../copy/spec/limits';
import { network as networkCopy } from '../../copy/spec/network';
import { success as successCopy } from '../../copy/spec/success';
import { setAnalyticsSink } from '../../src/analytics';
import { focusAsInChromium } from '../../test/busy-focus';
import { renderApp, setupSandboxServer } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// The cashflow limit pages against the sandbox, as the logged-in seeded patron (issue 12 item 1).
const server = setupSandboxServer();

const serverError = () =>
  HttpResponse.json({ error: { code: 'internal_server_error', message: 'boom' } }, { status: 500 });

const section = (name: string) => screen.getByRole('region', { name });

describe('the cashflow limit pages', () => {
  afterEach(() => setAnalyticsSink(() => {}));

  it('sets a deposit limit in cents, says so, and reports limit_set from the account', async () => {
    const events: unknown[] = [];
    setAnalyticsSink((event) => events.push(event));
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/i/cashflow_limits/deposit/daily'))
        body = await request.clone().json();
    });
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.titles.deposit }),
    ).toBeVisible();
    await user.type(await screen.findByLabelText(copy.newLimit('daily', false)), '50');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(successCopy.limitUpdated('deposit'))).toBeVisible();
    expect(body).toMatchObject({ amount: 5000 });
    expect(within(section('Daily')).getByText('$50')).toBeVisible();
    expect(events).toContainEqual({
      name: 'limit_set',
      properties: { limit_type: 'daily_deposit_limit', limit_value: 5000, limit_origin: 'account' },
    });
    server.events.removeAllListeners();
  });

  it('keeps the amounts typed across a reload, for their category only, until they are sent (decision 076)', async () => {
    const first = await openAsPatron('/rg/deposit_limits', { server });
    await first.user.type(await screen.findByLabelText(copy.newLimit('daily', false)), '75');
    first.unmount();

    const { user } = renderApp({ path: '/rg/deposit_limits', server });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    await waitFor(() => expect(daily).toHaveValue('75'));
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(successCopy.limitUpdated('deposit'))).toBeVisible();
    // Sent: nothing is kept for a later reload.
    expect(sessionStorage.getItem('flow:cashflowLimits')).toBeNull();
  });

  it('does not offer the amounts typed for one category on another', async () => {
    const first = await openAsPatron('/rg/deposit_limits', { server });
    await first.user.type(await screen.findByLabelText(copy.newLimit('daily', false)), '75');
    first.unmount();
    renderApp({ path: '/rg/loss_limits', server });
    expect(await screen.findByLabelText(copy.newLimit('daily', false))).toHaveValue('');
  });

  it('shows a looser limit as pending, then confirms it', async () => {
    const { user } = await openAsPatron('/rg/loss_limits', { server });
    const weekly = await screen.findByLabelText(copy.newLimit('weekly', false));
    await user.type(weekly, '100');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByText(successCopy.limitUpdated('loss'));
    await user.type(screen.getByLabelText(copy.newLimit('weekly', false)), '300');
    await user.click(screen.getByRole('button', { name: copy.save }));
    const pending = await within(section('Weekly')).findByText('$300');
    expect(pending).toBeVisible();
    expect(await screen.findByText(copy.statuses.pending, { selector: 'strong' })).toBeVisible();
    // The limit in force is still 100: the banner says the new one waits, not "updated".
    expect(screen.getByText(copy.limitsPending('weekly loss', false))).toBeVisible();
    expect(screen.queryByText(successCopy.limitUpdated('loss'))).toBeNull();
    await user.click(screen.getByRole('button', { name: copy.confirmPending('weekly') }));
    // "Are you sure?" first: a pending limit is a higher one.
    expect(await screen.findByRole('heading', { name: dialogCopy.title })).toHaveFocus();
    expect(within(section('Weekly')).getByText(copy.confirmPendingBody('$300'))).toBeVisible();
    // Go Back sends nothing and gives the focus back to Confirm.
    await user.click(screen.getByRole('button', { name: dialogCopy.cancel }));
    expect(screen.getByRole('button', { name: copy.confirmPending('weekly') })).toHaveFocus();
    expect(within(section('Weekly')).getByText('$300')).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.confirmPending('weekly') }));
    await user.click(await screen.findByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: copy.confirmPending('weekly') })).toBeNull(),
    );
    expect(screen.getByText(successCopy.limitUpdated('loss'))).toBeVisible();
    expect(screen.queryByText(copy.limitsPending('weekly loss', false))).toBeNull();
    expect(within(section('Weekly')).getAllByText('$300')).toHaveLength(1);
    expect(screen.getByText(copy.statuses.active, { selector: 'strong' })).toBeVisible();
  });

  it('saves the form when Save is pressed while "Are you sure?" is open: the stricter limit applies, the pending one stays pending, and Save keeps the focus (QA 18)', async () => {
    const stop = focusAsInChromium();
    try {
      const { user } = await openAsPatron('/rg/spend_limits', { server });
      const daily = await screen.findByLabelText(copy.newLimit('daily', false));
      await user.type(daily, '100');
      await user.click(screen.getByRole('button', { name: copy.save }));
      await screen.findByText(successCopy.limitUpdated('spend'));
      await user.type(screen.getByLabelText(copy.newLimit('daily', false)), '200');
      await user.click(screen.getByRole('button', { name: copy.save }));
      expect(await within(section('Daily')).findByText('$200')).toBeVisible();
      await user.click(screen.getByRole('button', { name: copy.confirmPending('daily') }));
      expect(await screen.findByRole('heading', { name: dialogCopy.title })).toHaveFocus();

      const sent: unknown[] = [];
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post('*/i/cashflow_limits/spend/monthly', async ({ request }) => {
          sent.push(await request.clone().json());
          await answered;
        }),
      );
      await user.type(screen.getByLabelText(copy.newLimit('monthly', false)), '1000');
      const save = screen.getByRole('button', { name: copy.save });
      await user.click(save);
      // The question closes unanswered; Save keeps the focus while its request runs.
      expect(await screen.findByRole('button', { name: copy.saving })).toBe(save);
      expect(screen.queryByRole('heading', { name: dialogCopy.title })).toBeNull();
      expect(save).toHaveFocus();
      answer();
      const banner = (await screen.findByText(successCopy.limitUpdated('spend'))).closest(
        '.banner',
      );
      await waitFor(() => expect(banner).toHaveFocus());
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ amount: 100000 });
      expect(within(section('Monthly')).getByText('$1,000')).toBeVisible();
      // Nothing was confirmed: the daily limit is still 100, with 200 pending and its Confirm.
      expect(within(section('Daily')).getByText('$100')).toBeVisible();
      expect(within(section('Daily')).getByText('$200')).toBeVisible();
      expect(screen.getByRole('button', { name: copy.confirmPending('daily') })).toBeVisible();
    } finally {
      stop();
    }
  });

  it('offers Try again when the read after a looser limit fails, which then shows it pending with its Confirm (QA 9)', async () => {
    const { user } = await openAsPatron('/rg/loss_limits', { server });
    await user.type(await screen.findByLabelText(copy.newLimit('weekly', false)), '100');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByText(successCopy.limitUpdated('loss'));
    let failures = 1;
    server.use(
      http.get('*/i/cashflow_limits/loss', () => (failures-- > 0 ? serverError() : undefined)),
    );
    await user.type(screen.getByLabelText(copy.newLimit('weekly', false)), '300');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await user.click(await screen.findByRole('button', { name: copy.retry }));
    expect(
      await screen.findByRole('button', { name: copy.confirmPending('weekly') }),
    ).toBeVisible();
    expect(within(section('Weekly')).getByText('$300')).toBeVisible();
    expect(screen.queryByRole('button', { name: copy.retry })).toBeNull();
  });

  it('cancels a pending limit', async () => {
    const { user } = await openAsPatron('/rg/spend_limits', { server });
    await user.type(await screen.findByLabelText(copy.newLimit('monthly', false)), '100');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByText(successCopy.limitUpdated('spend'));
    await user.type(screen.getByLabelText(copy.newLimit('monthly', false)), '900');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await user.click(await screen.findByRole('button', { name: copy.cancelPending('monthly') }));
    await waitFor(() => expect(within(section('Monthly')).queryByText('$900')).toBeNull());
    expect(within(section('Monthly')).getByText('$100')).toBeVisible();
  });

  it('says a cancelled pending limit is cancelled, in a status message (QA3 L4)', async () => {
    const { user } = await openAsPatron('/rg/max_single_wager_limit', { server });
    const field = await screen.findByLabelText(copy.newLimit('daily', true));
    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByText(successCopy.limitUpdated('max single wager'));
    await user.type(field, '900');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await user.click(await screen.findByRole('button', { name: copy.cancelPending(null) }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Your pending max single wager limit is cancelled. Your current limit stays.',
    );
    expect(screen.queryByText(copy.limitsPending('max single wager', false))).toBeNull();
  });

  it('names the period of the cancelled pending limit', async () => {
    const { user } = await openAsPatron('/rg/spend_limits', { server });
    await user.type(await screen.findByLabelText(copy.newLimit('weekly', false)), '100');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByText(successCopy.limitUpdated('spend'));
    await user.type(screen.getByLabelText(copy.newLimit('weekly', false)), '900');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await user.click(await screen.findByRole('button', { name: copy.cancelPending('weekly') }));
    expect(await screen.findByText(copy.pendingCancelled('weekly spend'))).toBeVisible();
  });

  it('cancels the pending limit whose Cancel is pressed while "Are you sure?" is open for another, and closes the question (QA 20)', async () => {
    const { user } = await openAsPatron('/rg/spend_limits', { server });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    const weekly = screen.getByLabelText(copy.newLimit('weekly', false));
    await user.type(daily, '100');
    await user.type(weekly, '500');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByText(successCopy.limitUpdated('spend'));
    await user.type(screen.getByLabelText(copy.newLimit('daily', false)), '200');
    await user.type(screen.getByLabelText(copy.newLimit('weekly', false)), '900');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await user.click(await screen.findByRole('button', { name: copy.confirmPending('daily') }));
    expect(await screen.findByRole('heading', { name: dialogCopy.title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: copy.cancelPending('weekly') }));
    expect(await screen.findByText(copy.pendingCancelled('weekly spend'))).toBeVisible();
    expect(screen.queryByRole('heading', { name: dialogCopy.title })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.cancelPending('weekly') })).toBeNull();
    // The daily raise is still pending, and may still be confirmed.
    expect(within(section('Daily')).getByText('$200')).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.confirmPending('daily') }));
    expect(await screen.findByRole('heading', { name: dialogCopy.title })).toHaveFocus();
  });

  it('shows each status of the limit statuses: none, then active', async () => {
    const { user } = await openAsPatron('/rg/max_single_wager_limit', { server });
    expect(await screen.findByText(copy.statuses.none, { selector: 'strong' })).toBeVisible();
    await user.type(screen.getByLabelText(copy.newLimit('daily', true)), '20');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(copy.statuses.active, { selector: 'strong' })).toBeVisible();
    expect(screen.getByText('$20')).toBeVisible();
  });

  it('shows no status line for a status it does not know, rather than a wrong one (QA wire L1)', async () => {
    server.use(
      http.get('*/i/limit_statuses', () =>
        HttpResponse.json({
          daily_time_limit: 'none',
          deposit_limits: 'frozen',
          loss_limits: 'none',
          max_single_wager_limit: 'none',
          spend_limits: 'none',
        }),
      ),
    );
    await openAsPatron('/rg/deposit_limits', { server });
    expect(await screen.findByLabelText(copy.newLimit('daily', false))).toBeVisible();
    expect(screen.queryByText(new RegExp(`^${copy.statusLabel}`))).toBeNull();
    expect(screen.queryByText(copy.statuses.none, { selector: 'strong' })).toBeNull();
  });

  it('writes amounts as money, as /user_preferences does, and no amount used for a per-wager limit', async () => {
    const { user } = await openAsPatron('/rg/max_single_wager_limit', { server });
    await user.type(await screen.findByLabelText(copy.newLimit('daily', true)), '1000');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText('$1,000', { selector: 'dd' })).toBeVisible();
    expect(screen.queryByText(copy.used)).toBeNull();
  });

  it('shows the amount used in each period of a deposit limit', async () => {
    await openAsPatron('/rg/deposit_limits', { server });
    const daily = await screen.findByRole('region', { name: 'Daily' });
    expect(within(daily).getByText(copy.used)).toBeVisible();
    expect(within(daily).getByText('$0')).toBeVisible();
  });

  it('shows a Canadian patron the limits in CAD', async () => {
    await openAsPatron('/rg/deposit_limits', { server, regionCode: 'CA-ON' });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    expect(daily).toHaveAccessibleDescription(`CAD ${copy.amountHint('CAD')}`);
  });

  it('shows a patron detected as CA-DEFAULT (Canada, no supported province) the limits in CAD', async () => {
    await openAsPatron('/rg/deposit_limits', { server, regionCode: 'CA-DEFAULT' });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    expect(daily).toHaveAccessibleDescription(`CAD ${copy.amountHint('CAD')}`);
  });

  it('says it could not fetch the limits, and tries again', async () => {
    server.use(http.get('*/i/cashflow_limits/:type', serverError, { once: true }));
    const { user } = await openAsPatron('/rg/max_single_wager_limit', { server });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      limitsCopy.fetchMaxSingleWagerFailed,
    );
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findByLabelText(copy.newLimit('daily', true))).toBeVisible();
  });

  it('refuses a daily limit above the weekly one, with the reason at the daily field, and sends nothing', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    const weekly = screen.getByLabelText(copy.newLimit('weekly', false));
    const before = posts;
    await user.type(daily, '500');
    await user.type(weekly, '100');
    await user.click(screen.getByRole('button', { name: copy.save }));
    const reason = copy.aboveLonger('daily', 'weekly', '$100');
    expect(await screen.findByText(reason)).toBeVisible();
    expect(daily).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(daily).toHaveAttribute('aria-invalid', 'true');
    expect(weekly).toHaveValue('100');
    expect(posts).toBe(before);
    expect(within(section('Daily')).getByText(copy.none)).toBeVisible();
    server.events.removeAllListeners();
  });

  it('tells an amount with cents that only the cents are wrong, and sends nothing (QA 16)', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    const before = posts;
    await user.type(daily, '$1,000.50');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByText(copy.withoutCents)).toBeVisible();
    expect(daily).toHaveAccessibleDescription(expect.stringContaining(copy.withoutCents));
    expect(screen.queryByText(copy.wholeAmount)).toBeNull();
    expect(posts).toBe(before);
    server.events.removeAllListeners();
  });

  it("shows a 422's message at its field", async () => {
    server.use(
      http.post('*/i/cashflow_limits/:type/:period', () =>
        HttpResponse.json(
          { errors: { amount: ['Amount is above what we allow'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    await user.type(daily, '50');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(daily).toHaveAccessibleDescription(/Amount is above what we allow/));
    expect(daily).toHaveValue('50');
  });

  it('says it could not update the limits on a server error, keeping what was typed', async () => {
    server.use(http.post('*/i/cashflow_limits/:type/:period', serverError));
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    await user.type(daily, '50');
    await user.click(screen.getByRole('button', { name: copy.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limitsCopy.updateFailed('deposit'));
    expect(daily).toHaveValue('50');
  });

  it('says when confirming or cancelling a pending limit went wrong', async () => {
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    await user.type(await screen.findByLabelText(copy.newLimit('daily', false)), '10');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await screen.findByText(successCopy.limitUpdated('deposit'));
    await user.type(screen.getByLabelText(copy.newLimit('daily', false)), '20');
    await user.click(screen.getByRole('button', { name: copy.save }));
    server.use(
      http.post('*/i/cashflow_limits/:type/:period/pending', serverError),
      http.delete('*/i/cashflow_limits/:type/:period/pending', serverError),
    );
    await user.click(await screen.findByRole('button', { name: copy.confirmPending('daily') }));
    await user.click(await screen.findByRole('button', { name: dialogCopy.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limitsCopy.confirmFailed('deposit'));
    await user.click(screen.getByRole('button', { name: copy.cancelPending('daily') }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(limitsCopy.cancelFailed('deposit')),
    );
  });

  it('after a cancel answered 404 (nothing pending), shows what the server has: no stale pending row', async () => {
    let pending = true;
    server.use(
      http.get('*/i/cashflow_limits/loss', () =>
        HttpResponse.json({
          daily_limit: 1000,
          weekly_limit: null,
          monthly_limit: null,
          daily_total: 0,
          weekly_total: 0,
          monthly_total: 0,
          pending_daily_limit: pending ? 2000 : null,
          pending_weekly_limit: null,
          pending_monthly_limit: null,
        }),
      ),
      http.delete('*/i/cashflow_limits/loss/daily/pending', () => {
        pending = false;
        return HttpResponse.json(
          { error: { code: 'not_found', message: 'Not found' } },
          { status: 404 },
        );
      }),
    );
    const { user } = await openAsPatron('/rg/loss_limits', { server });
    await user.click(await screen.findByRole('button', { name: copy.cancelPending('daily') }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: copy.cancelPending('daily') })).toBeNull(),
    );
    // No failure to report: what the patron wanted gone is gone (QA 14).
    expect(screen.queryByText(limitsCopy.cancelFailed('loss'))).toBeNull();
    expect(screen.queryByRole('button', { name: copy.confirmPending('daily') })).toBeNull();
    expect(within(section('Daily')).queryByText('$20')).toBeNull();
    expect(within(section('Daily')).getByText('$10')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a visitor who is not logged in to login with the inactivity message', async () => {
    const { router } = renderApp({ path: '/rg/deposit_limits', server });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
  });

  it('goes through the session on a 401: login, with the inactivity message', async () => {
    const { user, router } = await openAsPatron('/rg/deposit_limits', { server });
    server.use(
      http.post('*/i/cashflow_limits/:type/:period', () =>
        HttpResponse.json(
          { error: { code: 'unauthorized', message: 'Unauthorized' } },
          { status: 401 },
        ),
      ),
    );
    await user.type(await screen.findByLabelText(copy.newLimit('daily', false)), '50');
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(networkCopy.loggedOutInactivity)).toBeVisible();
  });

  it('shows the other category when the patron moves from one limit page to another', async () => {
    const { router } = await openAsPatron('/rg/deposit_limits', { server });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.titles.deposit }),
    ).toBeVisible();
    await act(() => router.navigate({ to: '/rg/spend_limits' }));
    expect(await screen.findByRole('heading', { level: 1, name: copy.titles.spend })).toBeVisible();
  });
});

describe('Save while its request runs (QA 10)', () => {
  /** Holds the daily deposit limit's POST open until `answer()`, then the sandbox answers it. */
  function holdDailySave() {
    const sent: string[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/i/cashflow_limits/deposit/daily', async () => {
        sent.push('POST daily');
        await answered;
      }),
    );
    return { sent, answer: () => answer() };
  }

  it('keeps the focus on Save pressed from the keyboard, sends nothing for another press, then gives the focus to the answer', async () => {
    const stop = focusAsInChromium();
    try {
      const { sent, answer } = holdDailySave();
      const { user } = await openAsPatron('/rg/deposit_limits', { server });
      await user.type(await screen.findByLabelText(copy.newLimit('daily', false)), '50');
      const save = screen.getByRole('button', { name: copy.save });
      save.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('button', { name: copy.saving })).toBe(save);
      expect(save).toHaveAttribute('aria-disabled', 'true');
      expect(save).toHaveFocus();

      await user.keyboard('{Enter}');
      await user.keyboard(' ');
      expect(save).toHaveFocus();
      answer();
      const banner = (await screen.findByText(successCopy.limitUpdated('deposit'))).closest(
        '.banner',
      );
      // As before the change: the answer's banner takes the focus (decision 071, QA 6).
      await waitFor(() => expect(banner).toHaveFocus());
      expect(save).not.toHaveAttribute('aria-disabled');
      expect(sent).toEqual(['POST daily']);
    } finally {
      stop();
    }
  });

  it('sends nothing more for Enter in an amount while the save runs', async () => {
    const { sent, answer } = holdDailySave();
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    await user.type(daily, '50{Enter}');
    expect(await screen.findByRole('button', { name: copy.saving })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.type(daily, '{Enter}');
    answer();
    expect(await screen.findByText(successCopy.limitUpdated('deposit'))).toBeVisible();
    expect(sent).toEqual(['POST daily']);
  });
});
