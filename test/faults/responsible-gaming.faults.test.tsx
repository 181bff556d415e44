import { act, screen } from '@testing-library/react';
import { createSandboxHandlers } from '../../api/sandbox/handlers';
import { getScenario } from '../../api/sandbox/scenarios';
import { sandboxMemoryStorage } from '../../api/sandbox/state';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { ssn as ssnCopy } from '../../copy/ours/ssn';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';
import { setupSandboxServer } from '../render-app';
import { openAsPatron } from '../rg-patron';
import { click, opening, pressing } from './cases';
import type { FaultCase } from './harness';
import { faultMatrix } from './matrix';

// Issue 17 item 4: each call of the responsible-gaming pages, under each fault.
const server = setupSandboxServer();
const se = copy.selfExclusion;

/** On a cashflow page: a weekly loss limit of 100, then a looser 300, which waits as pending. */
async function pendingLossLimit(s: typeof server) {
  const app = await openAsPatron('/rg/loss_limits', { server: s });
  const weekly = () => screen.getByLabelText(copy.newLimit('weekly', false));
  await app.user.type(await screen.findByLabelText(copy.newLimit('weekly', false)), '100');
  await app.user.click(screen.getByRole('button', { name: copy.save }));
  await screen.findByText(copy.statuses.active, { selector: 'strong' });
  await app.user.type(weekly(), '300');
  await app.user.click(screen.getByRole('button', { name: copy.save }));
  await screen.findByRole('button', { name: copy.confirmPending('weekly') });
  return app;
}

const CASES: FaultCase[] = [
  opening('GET /i/cashflow_limits/{type}', '/rg/deposit_limits'),
  opening('GET /i/limit_statuses', '/rg/loss_limits'),
  {
    call: 'POST /i/cashflow_limits/{type}/{period}',
    where: 'saves a daily deposit limit on /rg/deposit_limits',
    open: async (s) => {
      const app = await openAsPatron('/rg/deposit_limits', { server: s });
      await app.user.type(await screen.findByLabelText(copy.newLimit('daily', false)), '50');
      return app;
    },
    trigger: click(copy.save),
    typed: { [copy.newLimit('daily', false)]: '50' },
    noBody: true,
  },
  {
    call: 'POST /i/cashflow_limits/{type}/{period}/pending',
    where: 'confirms a pending weekly loss limit on /rg/loss_limits',
    open: async (s) => {
      const app = await pendingLossLimit(s);
      await app.user.click(screen.getByRole('button', { name: copy.confirmPending('weekly') }));
      await screen.findByRole('button', { name: dialogCopy.confirm });
      return app;
    },
    trigger: click(dialogCopy.confirm),
    noBody: true,
  },
  {
    call: 'DELETE /i/cashflow_limits/{type}/{period}/pending',
    where: 'cancels a pending weekly loss limit on /rg/loss_limits',
    open: pendingLossLimit,
    trigger: click(copy.cancelPending('weekly')),
    noBody: true,
  },
  opening('GET /i/time_limits', '/rg/daily_time_limit'),
  {
    call: 'PATCH /i/time_limits',
    where: 'saves 4 hours on /rg/daily_time_limit',
    open: async (s) => {
      const app = await openAsPatron('/rg/daily_time_limit', { server: s });
      await app.user.selectOptions(await screen.findByLabelText(copy.timeLimit.choice), '4');
      return app;
    },
    trigger: click(copy.timeLimit.save),
    typed: { [copy.timeLimit.choice]: '4' },
  },
  {
    call: 'DELETE /i/time_limits/pending',
    where: 'cancels a pending daily time limit on /rg/daily_time_limit',
    open: async (s) => {
      const app = await openAsPatron('/rg/daily_time_limit', { server: s });
      const choice = () => screen.getByLabelText(copy.timeLimit.choice);
      await app.user.selectOptions(await screen.findByLabelText(copy.timeLimit.choice), '4');
      await app.user.click(screen.getByRole('button', { name: copy.timeLimit.save }));
      await screen.findByText(copy.statuses.active, { selector: 'strong' });
      await app.user.selectOptions(choice(), 'no-limit');
      await app.user.click(screen.getByRole('button', { name: copy.timeLimit.save }));
      await screen.findByRole('button', { name: copy.timeLimit.cancel });
      return app;
    },
    trigger: click(copy.timeLimit.cancel),
    noBody: true,
  },
  {
    call: 'POST /i/time_limits/pending',
    where: 'confirms a pending daily time limit once it may (scenario rg-short-wait)',
    open: async (s) => {
      s.use(
        ...createSandboxHandlers({
          scenario: getScenario('rg-short-wait'),
          storage: sandboxMemoryStorage,
        }),
      );
      const app = await openAsPatron('/rg/daily_time_limit', { server: s });
      await app.user.selectOptions(await screen.findByLabelText(copy.timeLimit.choice), '4');
      await app.user.click(screen.getByRole('button', { name: copy.timeLimit.save }));
      await screen.findByText(copy.statuses.active, { selector: 'strong' });
      await app.user.selectOptions(screen.getByLabelText(copy.timeLimit.choice), 'no-limit');
      await app.user.click(screen.getByRole('button', { name: copy.timeLimit.save }));
      await screen.findByRole('button', { name: copy.timeLimit.cancel });
      // The scenario's wait (2 s), then the page reads the limit again and offers Confirm.
      await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)));
      await act(() => app.router.navigate({ to: '/rg/deposit_limits' }));
      await act(() => app.router.navigate({ to: '/rg/daily_time_limit' }));
      await app.user.click(await screen.findByRole('button', { name: copy.timeLimit.confirm }));
      await screen.findByRole('button', { name: dialogCopy.confirm });
      return app;
    },
    trigger: click(dialogCopy.confirm),
    noBody: true,
  },
  opening('GET /i/reality_checkin_interval', '/rg/reality_checkin_interval'),
  {
    call: 'POST /i/reality_checkin_interval',
    where: 'saves 30 minutes on /rg/reality_checkin_interval',
    open: async (s) => {
      const app = await openAsPatron('/rg/reality_checkin_interval', { server: s });
      await app.user.click(
        await screen.findByRole('radio', { name: copy.realityCheck.minutes(1800) }),
      );
      return app;
    },
    trigger: click(copy.realityCheck.save),
    noBody: true,
  },
  pressing(
    'PATCH /i/acks/{name}',
    'acknowledges on /rg/deposit_ack',
    '/rg/deposit_ack',
    copy.depositAck.acknowledge,
  ),
  {
    call: 'POST /i/cool_offs',
    where: 'confirms a 7-day cool-off on /rg/cool_off_period',
    open: async (s) => {
      const app = await openAsPatron('/rg/cool_off_period', { server: s });
      await app.user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '7');
      await app.user.click(screen.getByRole('button', { name: copy.coolOff.request }));
      await screen.findByRole('button', { name: dialogCopy.confirm });
      return app;
    },
    trigger: click(dialogCopy.confirm),
    noBody: true,
  },
  {
    call: 'PATCH /i/cool_off/lift',
    where: 'ends the cool-off on /cool_off_renew, and confirms',
    noBody: true,
    open: async (s) => {
      const app = await openAsPatron('/cool_off_renew', { server: s });
      await app.user.click(await screen.findByRole('button', { name: copy.coolOff.lift }));
      await screen.findByRole('button', { name: dialogCopy.confirm });
      return app;
    },
    trigger: click(dialogCopy.confirm),
  },
  opening('GET /i/restrictions/active/{type}', '/rg/casino_cool_off_period'),
  {
    call: 'POST /i/restrictions',
    where: 'confirms a 30-day casino cool-off on /rg/casino_cool_off_period',
    noBody: true,
    open: async (s) => {
      const app = await openAsPatron('/rg/casino_cool_off_period', { server: s });
      await app.user.selectOptions(await screen.findByLabelText(copy.coolOff.duration), '30');
      await app.user.click(screen.getByRole('button', { name: copy.coolOff.casinoRequest }));
      await screen.findByRole('button', { name: dialogCopy.confirm });
      return app;
    },
    trigger: click(dialogCopy.confirm),
  },
  opening('GET /i/self_exclusion_options/{region}', '/rg/self_exclusion'),
  {
    call: 'POST /i/self_exclusions',
    where: 'submits a 1-year self-exclusion with the SSN and every waiver',
    open: async (s) => {
      const app = await openAsPatron('/rg/self_exclusion', { server: s });
      await app.user.click(await screen.findByRole('radio', { name: '1 year' }));
      await app.user.click(screen.getByRole('button', { name: se.next }));
      await app.user.type(await screen.findByLabelText(ssnCopy.label), '1234');
      await app.user.click(screen.getByRole('button', { name: se.next }));
      for (const waiver of se.waivers) await app.user.click(await screen.findByLabelText(waiver));
      return app;
    },
    trigger: click(se.submit),
    noBody: true,
  },
];

faultMatrix('responsible gaming', CASES, server, '../../docs/faults/responsible-gaming.md');
