import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import { isAllowedInterval, realityCheckMachine } from './reality-check.machine';

function start({
  current = null as number | null,
  set = async () => {},
  fetchFails = false,
  savedDraft = null as Record<string, string> | null,
} = {}) {
  const sent: number[] = [];
  const analytics: unknown[] = [];
  const actor = createActor(
    realityCheckMachine.provide({
      actors: {
        fetchInterval: fromPromise(async () => {
          if (fetchFails) throw new Error('boom');
          return current;
        }),
        setInterval: fromPromise(async ({ input }) => {
          sent.push(input.seconds);
          await set();
        }),
      },
    }),
    { input: { savedDraft } },
  );
  actor.on('analytics', (event) => analytics.push(event));
  actor.start();
  return { actor, sent, analytics };
}

describe('the reality check-in machine', () => {
  it('[rule:reality-check-intervals] allows only 15 or 30 minutes, sent as seconds', async () => {
    expect(isAllowedInterval(900)).toBe(true);
    expect(isAllowedInterval(1800)).toBe(true);
    expect(isAllowedInterval(600)).toBe(false);
    const { actor, sent, analytics } = start({ current: 900 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.choice).toBe(900);
    actor.send({ type: 'interval.choose', seconds: 600 });
    actor.send({ type: 'interval.save' });
    expect(actor.getSnapshot().context.fieldError).toBe(ours.chooseInterval);
    actor.send({ type: 'interval.choose', seconds: 1800 });
    actor.send({ type: 'interval.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(sent).toEqual([1800]);
    expect(actor.getSnapshot().context).toMatchObject({
      current: 1800,
      notice: successCopy.realityCheckUpdated,
    });
    expect(analytics).toEqual([
      {
        type: 'analytics',
        name: 'limit_set',
        properties: {
          limit_type: 'check_in_frequency',
          limit_value: 1800,
          limit_origin: 'account',
        },
      },
    ]);
  });

  it('chooses again, over the current interval, the one chosen before a reload (decision 076)', async () => {
    const { actor, sent } = start({ current: 900, savedDraft: { choice: '1800' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ current: 900, choice: 1800 });
    actor.send({ type: 'interval.save' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(sent).toEqual([1800]);
  });

  it('ignores a kept interval that is not allowed, and starts from the current one', async () => {
    const { actor } = start({ current: 900, savedDraft: { choice: '60' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.choice).toBe(900);
  });

  it('asks for a choice when none is set yet', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'interval.save' });
    expect(actor.getSnapshot().context.fieldError).toBe(ours.chooseInterval);
    expect(sent).toEqual([]);
  });

  it('says it could not fetch the interval', async () => {
    const { actor } = start({ fetchFails: true });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(limitsCopy.fetchRealityCheckFailed);
  });

  it("shows a 422's message at the choice, and another failure's in a banner", async () => {
    let error: Error = new ApiError({
      code: 'HTTP_ERROR',
      message: networkCopy.generic,
      action: 'x',
      status: 422,
      fieldErrors: { realityCheckinIntervalSeconds: 'Not allowed' },
    });
    const { actor } = start({
      set: async () => {
        throw error;
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'interval.choose', seconds: 900 });
    actor.send({ type: 'interval.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.fieldError !== null);
    expect(actor.getSnapshot().context.fieldError).toBe('Not allowed');
    error = new Error(networkCopy.generic);
    actor.send({ type: 'interval.save' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(networkCopy.generic);
  });
});
