import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { ssn as ssnCopy } from '../../copy/ours/ssn';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { network as networkCopy } from '../../copy/spec/network';
import { setupSandboxServer } from '../../test/render-app';
import { openAsPatron } from '../../test/rg-patron';

// QA3 M1: after a refused submit, focus moves to the first control the patron must fix (as on
// the sign-up pages, src/ui/use-focus-first-invalid.ts), on every responsible-gaming form.
const server = setupSandboxServer();
const se = copy.selfExclusion;

type App = Awaited<ReturnType<typeof openAsPatron>>;
const at = (app: App, path: string) =>
  waitFor(() => expect(app.router.state.location.pathname).toBe(path));

describe('a refused submit on a responsible-gaming form', () => {
  it('on a limit page, focuses the first invalid amount, again on a second refusal, and not while another field is edited', async () => {
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    const weekly = await screen.findByLabelText(copy.newLimit('weekly', false));
    const monthly = screen.getByLabelText(copy.newLimit('monthly', false));
    await user.type(weekly, '0');
    await user.type(monthly, 'abc{Enter}');
    await waitFor(() => expect(weekly).toHaveFocus());
    expect(weekly).toHaveAttribute('aria-invalid', 'true');

    // Fixing the monthly field keeps the focus there, though the weekly one is still invalid.
    await user.clear(monthly);
    await user.type(monthly, '500');
    expect(monthly).toHaveFocus();

    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(weekly).toHaveFocus());
  });

  it('on a limit page, an empty save ties its banner to the first amount and focuses it, each time', async () => {
    const { user } = await openAsPatron('/rg/deposit_limits', { server });
    const daily = await screen.findByLabelText(copy.newLimit('daily', false));
    const save = screen.getByRole('button', { name: copy.save });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.enterAmount);
    await waitFor(() => expect(daily).toHaveFocus());
    expect(daily).toHaveAttribute('aria-invalid', 'true');
    expect(daily).toHaveAccessibleDescription(expect.stringContaining(copy.enterAmount));
    // Only the first amount is marked: the message is about the form, not each field.
    expect(screen.getByLabelText(copy.newLimit('weekly', false))).not.toHaveAttribute(
      'aria-invalid',
    );

    await user.click(save);
    await waitFor(() => expect(daily).toHaveFocus());
  });

  it('on the max single wager page, an empty save focuses the one amount, which reads the message', async () => {
    const { user } = await openAsPatron('/rg/max_single_wager_limit', { server });
    const amount = await screen.findByLabelText(copy.newLimit('daily', true));
    await user.click(screen.getByRole('button', { name: copy.save }));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(copy.enterOneAmount));
  });

  it('on the daily time limit page, focuses the choice', async () => {
    const { user } = await openAsPatron('/rg/daily_time_limit', { server });
    await user.click(await screen.findByRole('button', { name: copy.timeLimit.save }));
    await waitFor(() => expect(screen.getByLabelText(copy.timeLimit.choice)).toHaveFocus());
  });

  it('on the reality check-in page, focuses the first interval', async () => {
    const { user } = await openAsPatron('/rg/reality_checkin_interval', { server });
    await user.click(await screen.findByRole('button', { name: copy.realityCheck.save }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: copy.realityCheck.minutes(900) })).toHaveFocus(),
    );
  });

  it('on the cool-off page, focuses the length', async () => {
    const { user } = await openAsPatron('/rg/cool_off_period', { server });
    await user.click(await screen.findByRole('button', { name: copy.coolOff.request }));
    await waitFor(() => expect(screen.getByLabelText(copy.coolOff.duration)).toHaveFocus());
  });

  it('on the casino cool-off page, focuses the length', async () => {
    const { user } = await openAsPatron('/rg/casino_cool_off_period', { server });
    await user.click(await screen.findByRole('button', { name: copy.coolOff.casinoRequest }));
    await waitFor(() => expect(screen.getByLabelText(copy.coolOff.duration)).toHaveFocus());
  });

  it('on the cool-off page, a 422 after "Are you sure?" focuses the length, which reads "Invalid" (QA 12)', async () => {
    server.use(
      http.post('*/i/cool_offs', () =>
        HttpResponse.json({ errors: { duration: ['is invalid'] } }, { status: 422 }),
      ),
    );
    const { user } = await openAsPatron('/rg/cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '14');
    await user.click(screen.getByRole('button', { name: copy.coolOff.request }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    const duration = await screen.findByLabelText(copy.coolOff.duration);
    await waitFor(() => expect(duration).toHaveFocus());
    expect(duration).toHaveAccessibleDescription(expect.stringContaining(networkCopy.invalid));
  });

  it('on the casino cool-off page, a 422 after "Are you sure?" focuses the length (QA 12)', async () => {
    server.use(
      http.post('*/i/restrictions', () =>
        HttpResponse.json({ errors: { duration: ['is invalid'] } }, { status: 422 }),
      ),
    );
    const { user } = await openAsPatron('/rg/casino_cool_off_period', { server });
    await user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '14');
    await user.click(screen.getByRole('button', { name: copy.coolOff.casinoRequest }));
    await user.click(screen.getByRole('button', { name: dialogCopy.confirm }));
    await waitFor(() =>
      expect(screen.getByLabelText(copy.coolOff.duration)).toHaveAttribute('aria-invalid', 'true'),
    );
    await waitFor(() => expect(screen.getByLabelText(copy.coolOff.duration)).toHaveFocus());
  });

  it('on the self-exclusion pages, focuses the first period, the SSN, then the first waiver not accepted', async () => {
    const app = await openAsPatron('/rg/self_exclusion', { server, regionCode: 'US-NJ' });
    await at(app, '/rg/self_exclusion/period');
    await app.user.click(await screen.findByRole('button', { name: se.next }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 year' })).toHaveFocus());

    await app.user.click(screen.getByRole('radio', { name: '1 year' }));
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/personal');
    await app.user.click(await screen.findByRole('button', { name: se.next }));
    await waitFor(() => expect(screen.getByLabelText(ssnCopy.label)).toHaveFocus());

    await app.user.type(screen.getByLabelText(ssnCopy.label), '1234');
    await app.user.click(screen.getByRole('button', { name: se.next }));
    await at(app, '/rg/self_exclusion/waivers');
    await app.user.click(await screen.findByLabelText(se.waivers[0] as string));
    await app.user.click(screen.getByRole('button', { name: se.submit }));
    await waitFor(() => expect(screen.getByLabelText(se.waivers[1] as string)).toHaveFocus());
  });
});
