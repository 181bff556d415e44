import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { Balance } from '../api/balance';
import type { RegionCode } from '../api/domain';
import { ApiError } from '../api/errors';
import { userPreferences as preferencesCopy } from '../copy/ours/preferences';
import { balance as balanceCopy } from '../copy/spec/balance';
import { lists as listsCopy } from '../copy/spec/lists';
import { formatMoney } from './money';
import { NJ } from './regions.fixture';
import { BALANCE_RETRY_DELAYS_MS, walletMachine } from './wallet.machine';
import { balanceCurrency } from './wallet.selectors';

const BALANCE: Balance = { playableBalance: 12_500, restrictedBalance: 2_500 };
const serverError = () =>
  new ApiError({ code: 'HTTP_ERROR', status: 500, message: 'Oops', action: 'fetch your balance' });

interface Fakes {
  /** What each balance fetch does, in order; the last one repeats. */
  balances?: (Balance | Error)[];
  moveFails?: Error;
  regionsFail?: Error;
}

function start(region: RegionCode | null = 'US-NJ', fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const calls = { balance: [] as RegionCode[], moved: [] as RegionCode[] };
  const answers = [...(fakes.balances ?? [BALANCE])];
  const machine = walletMachine.provide({
    actors: {
      fetchBalance: fromPromise(async ({ input }: { input: { region: RegionCode } }) => {
        calls.balance.push(input.region);
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        if (answer instanceof Error) throw answer;
        return answer as Balance;
      }),
      fetchRegions: fromPromise(async () => {
        if (fakes.regionsFail) throw fakes.regionsFail;
        return [NJ];
      }),
      transferWalletRegion: fromPromise(async ({ input }: { input: { region: RegionCode } }) => {
        calls.moved.push(input.region);
        if (fakes.moveFails) throw fakes.moveFails;
      }),
    },
    // The page it tells of a move is the parent (user-preferences.machine.test.ts).
    actions: { announceMove: () => {}, announceChoice: () => {} },
  });
  const actor = createActor(machine, { clock, input: { region } }).start();
  return { actor, clock, calls };
}

describe('the wallet section', () => {
  it('shows the balance of the wallet region', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ balance: 'shown' }));
    expect(actor.getSnapshot().context.balance).toEqual(BALANCE);
    expect(calls.balance).toEqual(['US-NJ']);
  });

  it('retries a failed balance 3 times, after 1, 2 and 4 s, then lets the patron try again', async () => {
    const { actor, clock, calls } = start('US-NJ', { balances: [serverError()] });
    await waitFor(actor, (s) => s.matches({ balance: 'retrying' }));
    expect(BALANCE_RETRY_DELAYS_MS).toEqual([1_000, 2_000, 4_000]);
    for (const [index, wait] of BALANCE_RETRY_DELAYS_MS.entries()) {
      expect(calls.balance).toHaveLength(index + 1);
      clock.increment(wait - 1);
      expect(calls.balance).toHaveLength(index + 1);
      clock.increment(1);
      await waitFor(actor, (s) => !s.matches({ balance: 'loading' }));
    }
    expect(calls.balance).toHaveLength(4);
    expect(actor.getSnapshot().matches({ balance: 'failed' })).toBe(true);
    actor.send({ type: 'balance.retry' });
    expect(calls.balance).toHaveLength(5);
  });

  it('shows the balance when a retry succeeds', async () => {
    const { actor, clock } = start('US-NJ', { balances: [serverError(), BALANCE] });
    await waitFor(actor, (s) => s.matches({ balance: 'retrying' }));
    expect(actor.getSnapshot().context.balanceRetries).toBe(1);
    clock.increment(1_000);
    await waitFor(actor, (s) => s.matches({ balance: 'shown' }));
    expect(actor.getSnapshot().context.balanceRetries).toBe(0);
  });

  it.each([
    ['a 401', new ApiError({ code: 'UNAUTHORIZED_ERROR', status: 401, message: 'x', action: 'a' })],
    [
      'a 403 user_suspended (QA 15)',
      new ApiError({
        code: 'HTTP_ERROR',
        status: 403,
        serverCode: 'user_suspended',
        message: 'x',
        action: 'a',
      }),
    ],
  ])('does not retry %s: the session handles it', async (_, error) => {
    const { actor, calls } = start('US-NJ', { balances: [error] });
    await waitFor(actor, (s) => s.matches({ balance: 'failed' }));
    expect(calls.balance).toHaveLength(1);
  });

  it('waits for a region when none is known', () => {
    const { actor, calls } = start(null);
    expect(actor.getSnapshot().matches({ balance: 'noRegion' })).toBe(true);
    expect(calls.balance).toEqual([]);
  });

  it('moves the wallet to the chosen region and reads its balance there', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ balance: 'shown', regions: 'loaded' }));
    actor.send({ type: 'wallet.move' });
    expect(calls.moved).toEqual([]);
    // QA 25: with no region chosen the select says so, and the choice clears it.
    expect(actor.getSnapshot().context.targetError).toBe(preferencesCopy.walletChooseFirst);
    actor.send({ type: 'target.change', region: 'CA-ON' });
    expect(actor.getSnapshot().context.targetError).toBeNull();
    actor.send({ type: 'wallet.move' });
    await waitFor(
      actor,
      (s) => s.matches({ move: 'idle', balance: 'shown' }) && s.context.movedTo !== null,
    );
    expect(calls.moved).toEqual(['CA-ON']);
    expect(calls.balance).toEqual(['US-NJ', 'CA-ON']);
    expect(actor.getSnapshot().context).toMatchObject({
      region: 'CA-ON',
      movedTo: 'CA-ON',
      target: '',
    });
  });

  it('says it could not transfer the wallet and keeps the chosen region', async () => {
    const failure = new ApiError({
      code: 'HTTP_ERROR',
      status: 500,
      message: balanceCopy.walletRegionFailed,
      action: 'transfer your wallet region',
    });
    const { actor } = start('US-NJ', { moveFails: failure });
    actor.send({ type: 'target.change', region: 'US-PA' });
    actor.send({ type: 'wallet.move' });
    await waitFor(actor, (s) => s.context.moveError !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      moveError: balanceCopy.walletRegionFailed,
      target: 'US-PA',
      region: 'US-NJ',
    });
  });
});

describe('the regions to move the wallet to', () => {
  it('says "Failed to get regions. Please try again!" whatever failed, and tries again', async () => {
    const timeout = new ApiError({
      code: 'TIMEOUT_ERROR',
      message: 'Took too long to get regions, please check your connection and try again!',
      action: 'get regions',
    });
    const { actor } = start('US-NJ', { regionsFail: timeout });
    await waitFor(actor, (s) => s.matches({ regions: 'failed' }));
    expect(actor.getSnapshot().context.regionsError).toBe(listsCopy.regionsFailed);
    actor.send({ type: 'regions.retry' });
    expect(actor.getSnapshot().matches({ regions: 'loading' })).toBe(true);
  });
});

describe('the balance format', () => {
  it('shows cents as dollars of the region: US dollars in a state, Canadian in a province', () => {
    expect(balanceCurrency('US-NJ')).toBe('USD');
    expect(balanceCurrency('CA-ON')).toBe('CAD');
    expect(formatMoney(12_550, balanceCurrency('US-NJ'))).toBe('$125.50');
    expect(formatMoney(0, balanceCurrency('CA-ON'))).toBe('$0.00');
    expect(formatMoney(123_456_789, balanceCurrency('US-PA'))).toBe('$1,234,567.89');
  });
});
