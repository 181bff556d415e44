import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { CashflowLimits, CashflowLimitType, LimitPeriod } from '../api/limits';
import type { LimitStatuses } from '../api/responsible-gaming';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import { cashflowLimitsMachine, limitTypeOf } from './cashflow-limits.machine';
import { selectAskingToConfirm, selectNotices, selectPeriods } from './cashflow-limits.selectors';
import { parseAmount } from './limit-amount';

const NO_LIMITS: CashflowLimits = {
  dailyLimit: null,
  weeklyLimit: null,
  monthlyLimit: null,
  dailyTotal: 0,
  weeklyTotal: 0,
  monthlyTotal: 0,
  pendingDailyLimit: null,
  pendingWeeklyLimit: null,
  pendingMonthlyLimit: null,
};
const STATUSES: LimitStatuses = {
  dailyTimeLimit: 'none',
  depositLimits: 'active',
  lossLimits: 'pending',
  maxSingleWagerLimit: 'none',
  spendLimits: 'none',
};

type Sent = { type: CashflowLimitType; period: LimitPeriod; cents: number };

function start({
  type = 'deposit' as CashflowLimitType,
  regionCode = 'US-NJ',
  limits = NO_LIMITS,
  statuses = STATUSES as LimitStatuses | null,
  fetch = undefined as (() => Promise<CashflowLimits>) | undefined,
  set = (async () => {}) as (input: Sent) => Promise<void>,
  confirm = async () => {},
  cancel = async () => {},
} = {}) {
  const sent: Sent[] = [];
  const pending: string[] = [];
  const analytics: unknown[] = [];
  const actor = createActor(
    cashflowLimitsMachine.provide({
      actors: {
        fetchLimits: fromPromise(async () => ({
          limits: fetch ? await fetch() : limits,
          statuses,
        })),
        setLimit: fromPromise(async ({ input }) => {
          sent.push(input);
          await set(input);
        }),
        confirmPending: fromPromise(async ({ input }) => {
          pending.push(`confirm ${input.type} ${input.period}`);
          await confirm();
        }),
        cancelPending: fromPromise(async ({ input }) => {
          pending.push(`cancel ${input.type} ${input.period}`);
          await cancel();
        }),
      },
    }),
    { input: { type, regionCode } },
  );
  actor.on('analytics', (event) => analytics.push(event));
  actor.start();
  return { actor, sent, pending, analytics };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready'));

const http = (status: number, fieldErrors: Record<string, string> = {}) =>
  new ApiError({
    code: 'HTTP_ERROR',
    message: networkCopy.generic,
    action: 'update deposit limits',
    status,
    fieldErrors,
  });

describe('the cashflow limits machine', () => {
  it('[rule:currency-us] shows limits in USD for a US state', async () => {
    const { actor } = start({ regionCode: 'US-NJ' });
    expect(actor.getSnapshot().context.currency).toBe('USD');
  });

  it('[rule:currency-ca] shows limits in CAD for a Canadian province', async () => {
    const { actor } = start({ regionCode: 'CA-ON' });
    expect(actor.getSnapshot().context.currency).toBe('CAD');
  });

  it('[rule:cashflow-periods] asks daily, weekly and monthly, and one amount for the max single wager', () => {
    expect(start({ type: 'loss' }).actor.getSnapshot().context.periods).toEqual([
      'daily',
      'weekly',
      'monthly',
    ]);
    expect(start({ type: 'max_single_wager' }).actor.getSnapshot().context.periods).toEqual([
      'daily',
    ]);
  });

  it('[rule:limit-status] reads the status of its own category from the limit statuses', async () => {
    const deposit = start({ type: 'deposit' });
    await ready(deposit.actor);
    expect(deposit.actor.getSnapshot().context.status).toBe('active');
    const loss = start({ type: 'loss' });
    await ready(loss.actor);
    expect(loss.actor.getSnapshot().context.status).toBe('pending');
    const wager = start({ type: 'max_single_wager' });
    await ready(wager.actor);
    expect(wager.actor.getSnapshot().context.status).toBe('none');
  });

  it('shows the limits without a status when the statuses could not be read', async () => {
    const { actor } = start({ statuses: null });
    await ready(actor);
    expect(actor.getSnapshot().context.status).toBeNull();
  });

  it("shows limits, amounts used and pending values in the region's money", async () => {
    const { actor } = start({
      limits: { ...NO_LIMITS, dailyLimit: 5000, dailyTotal: 1250, pendingWeeklyLimit: 90000 },
    });
    await ready(actor);
    const [daily, weekly] = selectPeriods(actor.getSnapshot());
    expect(daily).toEqual({ period: 'daily', limit: '$50', used: '$12.50', pending: null });
    expect(weekly).toEqual({
      period: 'weekly',
      limit: ours.none,
      used: '$0',
      pending: '$900',
    });
  });

  it('[rule:running-total] shows no amount used for a per-wager limit, which has no running total', async () => {
    const { actor } = start({
      type: 'max_single_wager',
      limits: { ...NO_LIMITS, dailyLimit: 2500, dailyTotal: 0 },
    });
    await ready(actor);
    expect(selectPeriods(actor.getSnapshot())).toEqual([
      { period: 'daily', limit: '$25', used: null, pending: null },
    ]);
    const deposit = start({ limits: { ...NO_LIMITS, dailyLimit: 2500 } });
    await ready(deposit.actor);
    expect(selectPeriods(deposit.actor.getSnapshot())[0]?.used).toBe('$0');
  });

  it("says it could not fetch the category's limits, and tries again", async () => {
    let calls = 0;
    const { actor } = start({
      type: 'spend',
      fetch: async () => {
        calls += 1;
        if (calls === 1) throw http(500);
        return NO_LIMITS;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(limitsCopy.fetchSpendFailed);
    actor.send({ type: 'retry' });
    await ready(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('[rule:amount-in-cents] sends each typed limit in cents, one period at a time, and empties it', async () => {
    const { actor, sent } = start();
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '50' });
    actor.send({ type: 'limit.change', period: 'monthly', value: '1,000' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(sent).toEqual([
      { type: 'deposit', period: 'daily', cents: 5000 },
      { type: 'deposit', period: 'monthly', cents: 100000 },
    ]);
    expect(selectNotices(actor.getSnapshot())).toEqual([successCopy.limitUpdated('deposit')]);
    expect(actor.getSnapshot().context.draft).toEqual({ daily: '', monthly: '' });
  });

  it('[rule:pending-confirm-cancel] says a looser limit that came back pending is pending, not updated', async () => {
    const before = { ...NO_LIMITS, dailyLimit: 5000 };
    let reads = 0;
    const { actor, analytics } = start({
      fetch: async () => {
        reads += 1;
        return reads === 1 ? before : { ...before, pendingDailyLimit: 8000 };
      },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '80' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({ applied: [], pending: ['daily'] });
    expect(selectNotices(actor.getSnapshot())).toEqual([
      'Your new daily deposit limit is pending. It takes effect only when you confirm it. Until then your current limit stays.',
    ]);
    expect(analytics).toHaveLength(1);
  });

  it('tells each period its outcome: a lower daily limit applied, a higher weekly and monthly pending', async () => {
    const before = { ...NO_LIMITS, dailyLimit: 5000, weeklyLimit: 10000, monthlyLimit: 20000 };
    let reads = 0;
    const { actor } = start({
      type: 'loss',
      fetch: async () => {
        reads += 1;
        return reads === 1
          ? before
          : { ...before, dailyLimit: 4000, pendingWeeklyLimit: 15000, pendingMonthlyLimit: 30000 };
      },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '40' });
    actor.send({ type: 'limit.change', period: 'weekly', value: '150' });
    actor.send({ type: 'limit.change', period: 'monthly', value: '300' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(selectNotices(actor.getSnapshot())).toEqual([
      successCopy.limitUpdated('loss'),
      ours.limitsPending('weekly and monthly loss', true),
    ]);
  });

  it('names no period for a pending per-wager limit', async () => {
    const before = { ...NO_LIMITS, dailyLimit: 2500 };
    let reads = 0;
    const { actor } = start({
      type: 'max_single_wager',
      fetch: async () => {
        reads += 1;
        return reads === 1 ? before : { ...before, pendingDailyLimit: 5000 };
      },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '50' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(selectNotices(actor.getSnapshot())).toEqual([
      ours.limitsPending('max single wager', false),
    ]);
  });

  it('when the limits cannot be read after a save, tells a raised limit as pending by the rule', async () => {
    let reads = 0;
    const { actor } = start({
      fetch: async () => {
        reads += 1;
        if (reads > 1) throw new Error(limitsCopy.fetchDepositFailed);
        return { ...NO_LIMITS, dailyLimit: 5000, weeklyLimit: 10000 };
      },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '80' });
    actor.send({ type: 'limit.change', period: 'weekly', value: '90' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({ applied: ['weekly'], pending: ['daily'] });
    expect(actor.getSnapshot().context.error).toBe(limitsCopy.fetchDepositFailed);
  });

  it('[rule:limit-set-analytics] announces each limit set as limit_set with origin account', async () => {
    const { actor, analytics } = start({ type: 'max_single_wager' });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '25' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(analytics).toEqual([
      {
        type: 'analytics',
        name: 'limit_set',
        properties: {
          limit_type: 'max_single_wager_limit',
          limit_value: 2500,
          limit_origin: 'account',
        },
      },
    ]);
    expect(limitTypeOf('deposit', 'weekly')).toBe('weekly_deposit_limit');
  });

  it('refuses an amount that is not a whole number above 0, and sends nothing', async () => {
    const { actor, sent } = start();
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'weekly', value: '12.5' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ weekly: ours.withoutCents });
    expect(sent).toEqual([]);
    expect(parseAmount('0')).toBe('invalid');
    expect(parseAmount('50.00')).toBe(50);
    expect(parseAmount('')).toBeNull();
  });

  it('refuses an amount of more than nine digits with the maximum, not "greater than 0" (QA3 L1)', async () => {
    const { actor, sent } = start();
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '99999999999' });
    actor.send({ type: 'limit.change', period: 'weekly', value: '1,000,000,000.00' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      daily: 'Enter a whole amount of at most 999,999,999.',
      weekly: 'Enter a whole amount of at most 999,999,999.',
    });
    expect(sent).toEqual([]);
    expect(parseAmount('999,999,999')).toBe(999_999_999);
    expect(parseAmount('0000000050')).toBe(50);
    expect(parseAmount('99999999999.5')).toBe('cents');
    expect(parseAmount('000')).toBe('invalid');
  });

  it('[rule:period-order] refuses a daily limit above the weekly one, at the daily field, and sends nothing', async () => {
    const { actor, sent } = start();
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '500' });
    actor.send({ type: 'limit.change', period: 'weekly', value: '100' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      daily: "Your daily limit can't be more than your weekly limit ($100).",
    });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('[rule:period-order] checks a typed limit against the limits in force of the periods left empty', async () => {
    const { actor, sent } = start({
      type: 'spend',
      limits: { ...NO_LIMITS, dailyLimit: 50000, weeklyLimit: 100000, monthlyLimit: 200000 },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '1,500' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      daily: ours.aboveLonger('daily', 'weekly', '$1,000'),
    });
    expect(sent).toEqual([]);
  });

  it('[rule:period-order] sends a limit cut below a shorter period’s limit in force: a stricter limit applies at once (QA 19)', async () => {
    const { actor, sent } = start({
      type: 'spend',
      limits: { ...NO_LIMITS, dailyLimit: 50000, weeklyLimit: 100000, monthlyLimit: 200000 },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'weekly', value: '100' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(sent).toEqual([{ type: 'spend', period: 'weekly', cents: 10000 }]);
  });

  it('[rule:period-order] still tells two typed limits out of order, a slip between fields', async () => {
    const { actor, sent } = start({
      limits: { ...NO_LIMITS, dailyLimit: 50000, weeklyLimit: 100000 },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '400' });
    actor.send({ type: 'limit.change', period: 'weekly', value: '300' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      daily: ours.aboveLonger('daily', 'weekly', '$300'),
    });
    expect(sent).toEqual([]);
  });

  it('[rule:period-order] tells two typed limits out of order when the shorter is also under a shorter limit in force (QA 26)', async () => {
    const { actor, sent } = start({
      limits: { ...NO_LIMITS, dailyLimit: 50000, monthlyLimit: 300000 },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'weekly', value: '20' });
    actor.send({ type: 'limit.change', period: 'monthly', value: '10' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      weekly: ours.aboveLonger('weekly', 'monthly', '$10'),
    });
    expect(sent).toEqual([]);
  });

  it('[rule:period-order] accepts limits in period order, equal ones too, and a new monthly limit below the weekly one in force (QA 19)', async () => {
    const { actor, sent } = start({ limits: { ...NO_LIMITS, monthlyLimit: 100000 } });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '100' });
    actor.send({ type: 'limit.change', period: 'weekly', value: '100' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(sent.map((limit) => limit.period)).toEqual(['daily', 'weekly']);
    const alone = start({ limits: { ...NO_LIMITS, weeklyLimit: 10000 } });
    await ready(alone.actor);
    alone.actor.send({ type: 'limit.change', period: 'monthly', value: '50' });
    alone.actor.send({ type: 'limit.save' });
    await waitFor(alone.actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(alone.actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(alone.sent.map((limit) => limit.period)).toEqual(['monthly']);
  });

  it('asks for a limit when Save is pressed with nothing typed', async () => {
    const { actor, sent } = start();
    await ready(actor);
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.error).toBe(ours.enterAmount);
    expect(sent).toEqual([]);
    // Typing a limit answers the request: the message goes.
    actor.send({ type: 'limit.change', period: 'weekly', value: '5' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks for the one limit of the max single wager page in the singular (QA3 L2)', async () => {
    const { actor, sent } = start({ type: 'max_single_wager' });
    await ready(actor);
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.error).toBe('Enter a new limit.');
    expect(sent).toEqual([]);
  });

  it("puts a 422's message at its field and keeps what was typed", async () => {
    const { actor } = start({
      set: async () => {
        throw http(422, { amount: 'Amount is too large' });
      },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '50' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && 'daily' in s.context.fieldErrors);
    expect(actor.getSnapshot().context.fieldErrors.daily).toBe('Amount is too large');
    expect(actor.getSnapshot().context.draft.daily).toBe('50');
  });

  it('says it could not update the limits on another failure, keeping what was typed', async () => {
    const { actor } = start({
      type: 'loss',
      set: async () => {
        throw http(500);
      },
    });
    await ready(actor);
    actor.send({ type: 'limit.change', period: 'daily', value: '50' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(limitsCopy.updateFailed('loss'));
    expect(actor.getSnapshot().context.draft.daily).toBe('50');
  });

  it('[rule:pending-confirm-cancel] confirms and cancels a pending value of a period', async () => {
    const { actor, pending } = start({ limits: { ...NO_LIMITS, pendingDailyLimit: 9000 } });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(selectNotices(actor.getSnapshot())).toEqual([successCopy.limitUpdated('deposit')]);
    actor.send({ type: 'pending.cancel', period: 'weekly' });
    await waitFor(actor, (s) => s.matches('ready') && pending.length === 2);
    expect(pending).toEqual(['confirm deposit daily', 'cancel deposit weekly']);
  });

  it('[rule:pending-confirm-cancel] asks "Are you sure?" before a pending (higher) limit comes into force; Go Back sends nothing', async () => {
    const { actor, pending } = start({ limits: { ...NO_LIMITS, pendingDailyLimit: 9000 } });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    expect(selectAskingToConfirm(actor.getSnapshot())).toBe('daily');
    // Typing meanwhile is kept.
    actor.send({ type: 'limit.change', period: 'weekly', value: '300' });
    actor.send({ type: 'confirm.back' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectAskingToConfirm(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.draft.weekly).toBe('300');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pending).toEqual([]);
    // Asked again, Yes confirms it.
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'confirm.yes' });
    expect(selectAskingToConfirm(actor.getSnapshot())).toBe('daily');
    await waitFor(actor, (s) => s.matches('ready') && pending.length === 1);
    expect(pending).toEqual(['confirm deposit daily']);
  });

  it('[rule:pending-confirm-cancel] saves the form when Save is pressed while "Are you sure?" is open: the question closes unanswered and the pending limit stays pending (QA 18)', async () => {
    const { actor, sent, pending } = start({
      limits: { ...NO_LIMITS, dailyLimit: 10000, pendingDailyLimit: 20000 },
    });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'limit.change', period: 'monthly', value: '1000' });
    actor.send({ type: 'limit.save' });
    expect(selectAskingToConfirm(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(sent).toEqual([{ type: 'deposit', period: 'monthly', cents: 100000 }]);
    expect(pending).toEqual([]);
  });

  it.each(['deposit', 'loss', 'spend', 'max_single_wager'] as const)(
    '[rule:pending-confirm-cancel] on the %s page, a stricter daily limit saved while "Are you sure?" is open applies, nothing confirmed (QA 18)',
    async (type) => {
      const { actor, sent, pending } = start({
        type,
        limits: { ...NO_LIMITS, dailyLimit: 10000, pendingDailyLimit: 20000 },
      });
      await ready(actor);
      actor.send({ type: 'pending.confirm', period: 'daily' });
      actor.send({ type: 'limit.change', period: 'daily', value: '50' });
      actor.send({ type: 'limit.save' });
      await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
      expect(sent).toEqual([{ type, period: 'daily', cents: 5000 }]);
      expect(pending).toEqual([]);
    },
  );

  it('[rule:pending-confirm-cancel] refuses a Save pressed while "Are you sure?" is open as from the form, closing the question and keeping what was typed (QA 18)', async () => {
    const { actor, sent, pending } = start({ limits: { ...NO_LIMITS, pendingDailyLimit: 9000 } });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(ours.enterAmount);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'limit.change', period: 'weekly', value: 'abc' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectAskingToConfirm(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ weekly: ours.wholeAmount });
    expect(actor.getSnapshot().context.draft.weekly).toBe('abc');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    expect(pending).toEqual([]);
  });

  // Raises pending on two periods: $100 → $200 a day, $500 → $900 a week (QA 20).
  const TWO_RAISES: CashflowLimits = {
    ...NO_LIMITS,
    dailyLimit: 10000,
    pendingDailyLimit: 20000,
    weeklyLimit: 50000,
    pendingWeeklyLimit: 90000,
  };

  it('[rule:pending-confirm-cancel] cancels the pending limit whose Cancel is pressed while "Are you sure?" is open for another, the question closed unanswered (QA 20)', async () => {
    const { actor, pending } = start({
      limits: TWO_RAISES,
    });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    expect(selectAskingToConfirm(actor.getSnapshot())).toBe('daily');
    actor.send({ type: 'pending.cancel', period: 'weekly' });
    expect(selectAskingToConfirm(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('ready') && pending.length === 1);
    expect(pending).toEqual(['cancel deposit weekly']);
  });

  it('[rule:pending-confirm-cancel] moves "Are you sure?" to the pending limit whose Confirm is pressed while it is open for another, and confirms that one on Yes (QA 20)', async () => {
    const { actor, pending } = start({
      limits: TWO_RAISES,
    });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'pending.confirm', period: 'weekly' });
    expect(selectAskingToConfirm(actor.getSnapshot())).toBe('weekly');
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('ready') && pending.length === 1);
    expect(pending).toEqual(['confirm deposit weekly']);
  });

  it('[rule:period-order] says the period order of a pending limit whose Confirm is pressed while "Are you sure?" is open for another, closing the question (QA 20)', async () => {
    const { actor, pending } = start({
      limits: { ...TWO_RAISES, monthlyLimit: 80000 },
    });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'pending.confirm', period: 'weekly' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectAskingToConfirm(actor.getSnapshot())).toBeNull();
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['weekly']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pending).toEqual([]);
  });

  it("[rule:period-order] refuses to confirm a pending limit above a longer period's in force (QA 6)", async () => {
    // Daily 100 raised to 200 (pending), then weekly lowered to 150, which applied at once.
    const { actor, pending } = start({
      limits: { ...NO_LIMITS, dailyLimit: 10000, pendingDailyLimit: 20000, weeklyLimit: 15000 },
    });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      daily: ours.aboveLonger('daily', 'weekly', '$150'),
    });
    expect(pending).toEqual([]);
    // Within the order it goes through.
    const fits = start({
      limits: { ...NO_LIMITS, dailyLimit: 10000, pendingDailyLimit: 12000, weeklyLimit: 15000 },
    });
    await ready(fits.actor);
    fits.actor.send({ type: 'pending.confirm', period: 'daily' });
    fits.actor.send({ type: 'confirm.yes' });
    await waitFor(fits.actor, (s) => s.matches('ready') && fits.pending.length === 1);
    expect(fits.pending).toEqual(['confirm deposit daily']);
  });

  it('[rule:pending-confirm-cancel] confirms only the pending value shown: one changed or gone elsewhere is not sent, and the page says so (QA 16)', async () => {
    let answers: CashflowLimits[] = [
      { ...NO_LIMITS, dailyLimit: 10000, pendingDailyLimit: 50000 },
      // Another tab cancelled it and saved 900, which waits as pending too.
      { ...NO_LIMITS, dailyLimit: 10000, pendingDailyLimit: 90000 },
    ];
    const { actor, pending } = start({ fetch: async () => answers.shift() ?? NO_LIMITS });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'confirm.yes' });
    const changed = await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(pending).toEqual([]);
    expect(changed.context.limits?.pendingDailyLimit).toBe(90000);
    expect(selectNotices(changed)).toEqual([ours.pendingChanged('daily deposit')]);
    // The new value is shown; confirming it (still the same) sends it.
    answers = [
      { ...NO_LIMITS, dailyLimit: 10000, pendingDailyLimit: 90000 },
      { ...NO_LIMITS, dailyLimit: 90000, pendingDailyLimit: null },
    ];
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('ready') && pending.length === 1);
    expect(pending).toEqual(['confirm deposit daily']);
    // Gone by the time of the read: nothing is sent, the page says it is no longer waiting.
    answers = [{ ...NO_LIMITS, pendingDailyLimit: 50000 }, NO_LIMITS];
    const gone = start({ fetch: async () => answers.shift() ?? NO_LIMITS });
    await ready(gone.actor);
    gone.actor.send({ type: 'pending.confirm', period: 'daily' });
    gone.actor.send({ type: 'confirm.yes' });
    const after = await waitFor(gone.actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(gone.pending).toEqual([]);
    expect(selectNotices(after)).toEqual([ours.pendingGone('daily deposit')]);
    // A read that fails sends nothing either, and says the read failed.
    let reads = 0;
    const failing = start({
      fetch: async () => {
        reads += 1;
        if (reads > 1) throw new Error('offline');
        return { ...NO_LIMITS, pendingDailyLimit: 50000 };
      },
    });
    await ready(failing.actor);
    failing.actor.send({ type: 'pending.confirm', period: 'daily' });
    failing.actor.send({ type: 'confirm.yes' });
    const unread = await waitFor(
      failing.actor,
      (s) => s.matches('ready') && s.context.error !== null,
    );
    expect(failing.pending).toEqual([]);
    expect(unread.context.error).toBe(limitsCopy.fetchDepositFailed);
  });

  it('shows the failure of a confirm or a cancel', async () => {
    const { actor } = start({
      limits: { ...NO_LIMITS, pendingDailyLimit: 9000 },
      confirm: async () => {
        throw new Error(limitsCopy.confirmFailed('deposit'));
      },
      cancel: async () => {
        throw new Error(limitsCopy.cancelFailed('deposit'));
      },
    });
    await ready(actor);
    actor.send({ type: 'pending.confirm', period: 'daily' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(limitsCopy.confirmFailed('deposit'));
    actor.send({ type: 'pending.cancel', period: 'daily' });
    await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.error === limitsCopy.cancelFailed('deposit'),
    );
  });
  it('reads the limits again after a cancel or confirm answered 404, so a pending value gone elsewhere is no longer shown, with no message (QA 14)', async () => {
    let answers: CashflowLimits[] = [
      { ...NO_LIMITS, pendingDailyLimit: 9000, pendingWeeklyLimit: 5000 },
      { ...NO_LIMITS, pendingDailyLimit: null, pendingWeeklyLimit: 5000 },
    ];
    const nothingPending = (message: string) =>
      new ApiError({
        code: 'HTTP_ERROR',
        message,
        action: 'cancel deposit limit',
        status: 404,
      });
    const { actor } = start({
      fetch: async () => answers.shift() ?? NO_LIMITS,
      confirm: async () => {
        throw nothingPending(limitsCopy.confirmFailed('deposit'));
      },
      cancel: async () => {
        throw nothingPending(limitsCopy.cancelFailed('deposit'));
      },
    });
    await ready(actor);
    expect(actor.getSnapshot().context.limits?.pendingDailyLimit).toBe(9000);
    actor.send({ type: 'pending.cancel', period: 'daily' });
    const afterCancel = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.limits?.pendingDailyLimit === null,
    );
    expect(afterCancel.context.error).toBeNull();
    // The same after a failed confirm: the read before it still shows 5000 (the other tab acts
    // between that read and the confirm), the read after it nothing pending.
    answers = [{ ...NO_LIMITS, pendingWeeklyLimit: 5000 }];
    actor.send({ type: 'pending.confirm', period: 'weekly' });
    actor.send({ type: 'confirm.yes' });
    const afterConfirm = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.limits?.pendingWeeklyLimit === null,
    );
    expect(afterConfirm.context.error).toBeNull();
    // The patron asked for a higher limit: the page says it was no longer waiting (QA 16).
    expect(selectNotices(afterConfirm)).toEqual([ours.pendingGone('weekly deposit')]);
    // A cancel that found nothing says nothing: what the patron wanted gone is gone.
    expect(selectNotices(afterCancel)).toEqual([]);
  });

  it('reads nothing again after a 401 from a cancel: the session answers it', async () => {
    let reads = 0;
    const { actor } = start({
      fetch: async () => {
        reads += 1;
        return { ...NO_LIMITS, pendingDailyLimit: 9000 };
      },
      cancel: async () => {
        throw new ApiError({
          code: 'UNAUTHORIZED_ERROR',
          message: 'Unauthorized',
          action: 'cancel deposit limit',
          status: 401,
        });
      },
    });
    await ready(actor);
    actor.send({ type: 'pending.cancel', period: 'daily' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(reads).toBe(1);
  });
});
