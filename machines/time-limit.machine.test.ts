import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { TimeLimit } from '../api/limits';
import type { LimitStatuses } from '../api/responsible-gaming';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import {
  isPendingAnswer,
  parseChoice,
  timeLimitMachine,
  untilConfirmable,
} from './time-limit.machine';
import { formatWhen, selectAskingToConfirm, selectNotice } from './time-limit.selectors';

const LIMIT: TimeLimit = {
  dailyTimeLimit: 4,
  dailyTimeSpent: 35,
  dailyTimeLimitUpdatedAt: null,
  pendingDailyTimeLimit: null,
  hasPendingDailyTimeLimit: false,
  dailyTimeLimitPendingUpdateTime: null,
  isPendingDailyLimitConfirmationAvailable: false,
};
const PENDING: TimeLimit = {
  ...LIMIT,
  pendingDailyTimeLimit: null,
  hasPendingDailyTimeLimit: true,
  dailyTimeLimitPendingUpdateTime: '2026-11-25T10:00:00Z',
};
const STATUSES: LimitStatuses = {
  dailyTimeLimit: 'active',
  depositLimits: 'none',
  lossLimits: 'none',
  maxSingleWagerLimit: 'none',
  spendLimits: 'none',
};

const http422 = (fieldErrors: Record<string, string>) =>
  new ApiError({
    code: 'HTTP_ERROR',
    message: networkCopy.generic,
    action: 'update your daily time limit',
    status: 422,
    fieldErrors,
  });

function start({
  timeLimit = LIMIT,
  statuses = STATUSES as LimitStatuses | null,
  update = (async (hours: number | null) => ({ ...LIMIT, dailyTimeLimit: hours })) as (
    hours: number | null,
  ) => Promise<TimeLimit>,
  confirm = async () => {},
  cancel = async () => {},
  reread = null as TimeLimit | null,
  fetchFails = false,
  savedDraft = null as Record<string, string> | null,
} = {}) {
  const calls: string[] = [];
  const analytics: unknown[] = [];
  const actor = createActor(
    timeLimitMachine.provide({
      actors: {
        fetchTimeLimit: fromPromise(async () => {
          calls.push('fetch');
          if (fetchFails) throw new Error(limitsCopy.fetchTimeLimitFailed);
          // What the server has by the time the page reads it again after a confirm or cancel,
          // when it changed meanwhile (the read before a confirm still finds what was shown).
          const afterCall = calls.some((call) => call === 'confirm' || call === 'cancel');
          return { timeLimit: afterCall && reread ? reread : timeLimit, statuses };
        }),
        updateTimeLimit: fromPromise(async ({ input }) => {
          calls.push(`update ${input.hours}`);
          return update(input.hours);
        }),
        confirmPending: fromPromise(async () => {
          calls.push('confirm');
          await confirm();
        }),
        cancelPending: fromPromise(async () => {
          calls.push('cancel');
          await cancel();
        }),
      },
    }),
    { input: { savedDraft } },
  );
  actor.on('analytics', (event) => analytics.push(event));
  actor.start();
  return { actor, calls, analytics };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready'));

describe('the daily time limit machine', () => {
  it("[rule:time-limit-hours] sends 'no-limit' as null and hours as a whole number, nothing else", async () => {
    expect(parseChoice('no-limit')).toBeNull();
    expect(parseChoice('24')).toBe(24);
    expect(parseChoice('25')).toBe('invalid');
    expect(parseChoice('0')).toBe('invalid');
    const { actor, calls, analytics } = start();
    await ready(actor);
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().context.fieldError).toBe(ours.chooseTimeLimit);
    actor.send({ type: 'choice.change', value: 'no-limit' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(calls).toEqual(['fetch', 'update null', 'fetch']);
    expect(selectNotice(actor.getSnapshot())).toBe(successCopy.timeLimitUpdated);
    expect(analytics).toEqual([
      {
        type: 'analytics',
        name: 'limit_set',
        properties: { limit_type: 'daily_time_limit', limit_value: null, limit_origin: 'account' },
      },
    ]);
  });

  it('[rule:pending-confirm-cancel] says a looser limit is pending, and from when it may be confirmed, not that it was updated', async () => {
    const answer: TimeLimit = {
      ...LIMIT,
      pendingDailyTimeLimit: 6,
      hasPendingDailyTimeLimit: true,
      dailyTimeLimitPendingUpdateTime: '2026-11-27T10:00:00Z',
    };
    const { actor, analytics } = start({ update: async () => answer });
    await ready(actor);
    actor.send({ type: 'choice.change', value: '6' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'pending',
      removal: false,
      confirmFrom: '2026-11-27T10:00:00Z',
    });
    expect(selectNotice(actor.getSnapshot())).toBe(
      ours.timeLimit.pendingNotice(false, formatWhen('2026-11-27T10:00:00Z')),
    );
    expect(selectNotice(actor.getSnapshot())).not.toContain(successCopy.timeLimitUpdated);
    expect(actor.getSnapshot().context.choice).toBe('');
    expect(analytics).toHaveLength(1);
  });

  it('says removing the limit is pending, without a time when it may already be confirmed', async () => {
    const { actor } = start({
      update: async () => ({
        ...PENDING,
        isPendingDailyLimitConfirmationAvailable: true,
      }),
    });
    await ready(actor);
    actor.send({ type: 'choice.change', value: 'no-limit' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(selectNotice(actor.getSnapshot())).toBe(ours.timeLimit.pendingNotice(true, null));
    expect(ours.timeLimit.pendingNotice(true, null)).toBe(
      'Removing your daily time limit is pending. It takes effect only when you confirm it. Until then your current limit stays.',
    );
  });

  it('tells a pending answer from one that applied', () => {
    expect(
      isPendingAnswer(6, { ...LIMIT, pendingDailyTimeLimit: 6, hasPendingDailyTimeLimit: true }),
    ).toBe(true);
    expect(isPendingAnswer(null, PENDING)).toBe(true);
    // A stricter limit applies at once, even with an older change still pending.
    expect(isPendingAnswer(4, PENDING)).toBe(false);
    expect(isPendingAnswer(2, { ...LIMIT, dailyTimeLimit: 2 })).toBe(false);
  });

  it('[rule:limit-status] reads the daily time limit status', async () => {
    const { actor } = start();
    await ready(actor);
    expect(actor.getSnapshot().context.status).toBe('active');
  });

  it("shows a 422's message for daily_time_limit, or 'Invalid'", async () => {
    let message: Record<string, string> = { dailyTimeLimit: 'Too long' };
    const { actor } = start({
      update: async () => {
        throw http422(message);
      },
    });
    await ready(actor);
    actor.send({ type: 'choice.change', value: '5' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.fieldError !== null);
    expect(actor.getSnapshot().context.fieldError).toBe('Too long');
    message = {};
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.fieldError === networkCopy.invalid);
    expect(actor.getSnapshot().context.choice).toBe('5');
  });

  it('chooses again the choice made before a reload, and sends it (decision 076)', async () => {
    const { actor, calls } = start({ savedDraft: { choice: '8' } });
    await ready(actor);
    expect(actor.getSnapshot().context.choice).toBe('8');
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(calls).toContain('update 8');
    expect(actor.getSnapshot().context.choice).toBe('');
  });

  it('says it could not get the details, and tries again', async () => {
    const { actor } = start({ fetchFails: true });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(limitsCopy.fetchTimeLimitFailed);
  });

  it('[rule:pending-confirm-cancel] confirms a pending change only once the server allows it', async () => {
    const early = start({ timeLimit: PENDING });
    await ready(early.actor);
    early.actor.send({ type: 'pending.confirm' });
    expect(early.calls).toEqual(['fetch']);
    early.actor.send({ type: 'pending.cancel' });
    await waitFor(early.actor, (s) => s.matches('ready') && early.calls.length === 3);
    expect(early.calls).toEqual(['fetch', 'cancel', 'fetch']);

    const later = start({
      timeLimit: { ...PENDING, isPendingDailyLimitConfirmationAvailable: true },
    });
    await ready(later.actor);
    later.actor.send({ type: 'pending.confirm' });
    // "Are you sure?" first: Go Back sends nothing, Yes confirms.
    expect(selectAskingToConfirm(later.actor.getSnapshot())).toBe(true);
    later.actor.send({ type: 'choice.change', value: '6' });
    later.actor.send({ type: 'confirm.back' });
    expect(later.actor.getSnapshot().matches('ready')).toBe(true);
    expect(later.actor.getSnapshot().context.choice).toBe('6');
    expect(later.calls).toEqual(['fetch']);
    later.actor.send({ type: 'pending.confirm' });
    later.actor.send({ type: 'confirm.yes' });
    await waitFor(later.actor, (s) => s.matches('ready') && s.context.notice !== null);
    // The read before the confirm checks the pending change is still the one shown (QA 16).
    expect(later.calls).toEqual(['fetch', 'fetch', 'confirm', 'fetch']);
    expect(selectNotice(later.actor.getSnapshot())).toBe(successCopy.timeLimitUpdated);
  });

  /** A pending 8 hours whose "Are you sure?" is open (QA 18). */
  const askingToConfirmPending = async () => {
    const started = start({
      timeLimit: {
        ...PENDING,
        pendingDailyTimeLimit: 8,
        isPendingDailyLimitConfirmationAvailable: true,
      },
    });
    await ready(started.actor);
    started.actor.send({ type: 'pending.confirm' });
    return started;
  };

  it('[rule:pending-confirm-cancel] saves the choice when Save is pressed while "Are you sure?" is open: the question closes unanswered and nothing is confirmed (QA 18)', async () => {
    const { actor, calls } = await askingToConfirmPending();
    actor.send({ type: 'choice.change', value: '1' });
    actor.send({ type: 'limit.save' });
    expect(selectAskingToConfirm(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(calls).toEqual(['fetch', 'update 1', 'fetch']);
    expect(selectNotice(actor.getSnapshot())).toBe(successCopy.timeLimitUpdated);
  });

  it('[rule:pending-confirm-cancel] refuses a Save with nothing chosen while "Are you sure?" is open as from the form, closing the question (QA 18)', async () => {
    const { actor, calls } = await askingToConfirmPending();
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.fieldError).toBe(ours.chooseTimeLimit);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['fetch']);
  });

  it('[rule:pending-confirm-cancel] confirms only the pending change shown: one changed or gone elsewhere is not sent, and the page says so (QA 16)', async () => {
    const shown: TimeLimit = {
      ...PENDING,
      pendingDailyTimeLimit: 6,
      isPendingDailyLimitConfirmationAvailable: true,
    };
    const run = async (byThen: TimeLimit) => {
      const answers = [shown, byThen];
      const calls: string[] = [];
      const actor = createActor(
        timeLimitMachine.provide({
          actors: {
            fetchTimeLimit: fromPromise(async () => ({
              timeLimit: answers.shift() ?? byThen,
              statuses: STATUSES as LimitStatuses | null,
            })),
            confirmPending: fromPromise(async () => {
              calls.push('confirm');
            }),
          },
        }),
        { input: { savedDraft: null } },
      );
      actor.start();
      await ready(actor);
      actor.send({ type: 'pending.confirm' });
      actor.send({ type: 'confirm.yes' });
      const after = await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
      return { after, calls };
    };
    // Another tab cancelled the 6-hour change and chose no limit, which waits too.
    const changed = await run({ ...shown, pendingDailyTimeLimit: null });
    expect(changed.calls).toEqual([]);
    expect(changed.after.context.timeLimit?.pendingDailyTimeLimit).toBeNull();
    expect(selectNotice(changed.after)).toBe(ours.timeLimit.pendingChanged);
    // Another tab cancelled it.
    const gone = await run({
      ...LIMIT,
      hasPendingDailyTimeLimit: false,
      pendingDailyTimeLimit: null,
    });
    expect(gone.calls).toEqual([]);
    expect(selectNotice(gone.after)).toBe(ours.timeLimit.pendingGone);
  });

  it('shows the failure of a confirm', async () => {
    const { actor } = start({
      timeLimit: { ...PENDING, isPendingDailyLimitConfirmationAvailable: true },
      confirm: async () => {
        throw new Error(limitsCopy.confirmFailed('daily time'));
      },
    });
    await ready(actor);
    actor.send({ type: 'pending.confirm' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(limitsCopy.confirmFailed('daily time'));
  });

  const http = (status: number, message: string) =>
    new ApiError({ code: 'HTTP_ERROR', message, action: 'change your time limit', status });

  it.each([
    ['confirm', 'pending.confirm', limitsCopy.confirmFailed('daily time')],
    ['cancel', 'pending.cancel', limitsCopy.cancelFailed('daily time')],
  ] as const)(
    'reads the limit again after a failed %s, so a pending change gone elsewhere is no longer shown: a 500 keeps its message, a 404 says nothing (QA 12, QA 14)',
    async (call, event, message) => {
      for (const status of [500, 404]) {
        const gone = async () => {
          throw http(status, message);
        };
        const { actor, calls } = start({
          timeLimit: { ...PENDING, isPendingDailyLimitConfirmationAvailable: true },
          [call]: gone,
          reread: LIMIT,
        });
        await ready(actor);
        actor.send({ type: event });
        actor.send({ type: 'confirm.yes' });
        // A confirm reads first (QA 16).
        const expected =
          call === 'confirm'
            ? ['fetch', 'fetch', 'confirm', 'fetch']
            : ['fetch', 'cancel', 'fetch'];
        await waitFor(actor, (s) => s.matches('ready') && calls.length === expected.length);
        expect(calls).toEqual(expected);
        expect(actor.getSnapshot().context.timeLimit?.hasPendingDailyTimeLimit).toBe(false);
        expect(actor.getSnapshot().context.error).toBe(status === 404 ? null : message);
        // A confirm that found nothing pending says so (QA 16); a cancel says nothing.
        expect(selectNotice(actor.getSnapshot())).toBe(
          status === 404 && call === 'confirm' ? ours.timeLimit.pendingGone : null,
        );
      }
    },
  );

  it('reads nothing again after a confirm refused by the session (a 401)', async () => {
    const { actor, calls } = start({
      timeLimit: { ...PENDING, isPendingDailyLimitConfirmationAvailable: true },
      confirm: async () => {
        throw new ApiError({
          code: 'UNAUTHORIZED_ERROR',
          message: networkCopy.generic,
          action: 'confirm your time limit',
          status: 401,
        });
      },
    });
    await ready(actor);
    actor.send({ type: 'pending.confirm' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(calls).toEqual(['fetch', 'fetch', 'confirm']);
  });

  it('refuses "No limit" when there is no limit and no pending change, and sends nothing (QA3 L3)', async () => {
    const none: TimeLimit = { ...LIMIT, dailyTimeLimit: null };
    const { actor, calls, analytics } = start({ timeLimit: none });
    await ready(actor);
    actor.send({ type: 'choice.change', value: 'no-limit' });
    actor.send({ type: 'limit.save' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.fieldError).toBe(
      'You have no daily time limit. Choose a number of hours to set one.',
    );
    expect(selectNotice(actor.getSnapshot())).toBeNull();
    expect(calls).toEqual(['fetch']);
    expect(analytics).toEqual([]);
    // A number of hours is still sent.
    actor.send({ type: 'choice.change', value: '3' });
    actor.send({ type: 'limit.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(calls).toEqual(['fetch', 'update 3', 'fetch']);
  });
});

describe('a pending change that may be confirmed later (QA 4)', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the limit again when its confirmation time comes, so Confirm appears without a reload', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T09:55:00Z') });
    const answers: TimeLimit[] = [
      PENDING,
      { ...PENDING, isPendingDailyLimitConfirmationAvailable: true },
    ];
    let reads = 0;
    const actor = createActor(
      timeLimitMachine.provide({
        actors: {
          fetchTimeLimit: fromPromise(async () => ({
            timeLimit: answers[Math.min(reads++, answers.length - 1)] as TimeLimit,
            statuses: STATUSES as LimitStatuses | null,
          })),
        },
      }),
      { input: {} },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'choice.change', value: '5' });
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(62_000);
    expect(reads).toBe(2);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.timeLimit?.isPendingDailyLimitConfirmationAvailable).toBe(
      true,
    );
    // What was chosen meanwhile stays, and nothing more is read.
    expect(actor.getSnapshot().context.choice).toBe('5');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(reads).toBe(2);
  });

  it('waits for nothing when no time is given, the time is past, or it is confirmable already', () => {
    const now = Date.parse('2026-11-25T09:55:00Z');
    expect(untilConfirmable(PENDING, now)).toBe(5 * 60_000 + 1_000);
    expect(untilConfirmable({ ...PENDING, dailyTimeLimitPendingUpdateTime: null }, now)).toBeNull();
    expect(untilConfirmable(PENDING, Date.parse('2026-11-25T10:00:01Z'))).toBeNull();
    expect(
      untilConfirmable({ ...PENDING, isPendingDailyLimitConfirmationAvailable: true }, now),
    ).toBeNull();
    expect(untilConfirmable(LIMIT, now)).toBeNull();
  });
});
