import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { Region } from '../api/lists';
import { network as networkCopy } from '../copy/spec/network';
import { preferences as copy } from '../copy/spec/preferences';
import { userPreferencesMachine } from './user-preferences.machine';
import { walletMachine } from './wallet.machine';

const apiError = (status: number, message: string) =>
  new ApiError({
    code: status === 401 ? 'UNAUTHORIZED_ERROR' : 'HTTP_ERROR',
    status,
    message,
    action: 'x',
  });

interface Fakes {
  fetch?: (boolean | Error)[];
  /** Each update in turn: resolves with the value, or rejects. */
  update?: () => Promise<void>;
}

function start(token: string | null = null, fakes: Fakes = {}) {
  const calls = { fetched: [] as (string | null)[], updated: [] as boolean[] };
  const answers = [...(fakes.fetch ?? [false])];
  const machine = userPreferencesMachine.provide({
    actors: {
      fetchMarketingInducements: fromPromise(
        async ({ input }: { input: { token: string | null } }) => {
          calls.fetched.push(input.token);
          const answer = answers.length > 1 ? answers.shift() : answers[0];
          if (answer instanceof Error) throw answer;
          return answer as boolean;
        },
      ),
      updateMarketingInducements: fromPromise(
        async ({ input }: { input: { token: string | null; allow: boolean } }) => {
          calls.updated.push(input.allow);
          await fakes.update?.();
          return input.allow;
        },
      ),
      // The wallet's own calls are the wallet machine's tests' business; here it only starts.
      wallet: walletMachine.provide({
        actors: {
          fetchBalance: fromPromise(async () => ({ playableBalance: 0, restrictedBalance: 0 })),
          fetchRegions: fromPromise(async (): Promise<Region[]> => []),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { token, region: 'US-NJ' } }).start();
  return { actor, calls };
}

describe('the preferences page', () => {
  it('flips the switch at once and keeps it when the update succeeds', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'marketing.toggle' });
    expect(actor.getSnapshot().context.allowMarketingInducements).toBe(true);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { marketing: 'idle' } }));
    expect(calls.updated).toEqual([true]);
    expect(actor.getSnapshot().context).toMatchObject({
      allowMarketingInducements: true,
      confirmedAllow: true,
      error: null,
    });
  });

  it('puts the switch back and shows the message when the update fails', async () => {
    const { actor } = start(null, {
      fetch: [true],
      update: async () => {
        throw apiError(500, networkCopy.generic);
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'marketing.toggle' });
    expect(actor.getSnapshot().context.allowMarketingInducements).toBe(false);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      allowMarketingInducements: true,
      error: networkCopy.generic,
    });
  });

  it('sends the newest choice when the patron toggles again while saving', async () => {
    let release: () => void = () => {};
    const { actor, calls } = start(null, {
      update: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'marketing.toggle' });
    actor.send({ type: 'marketing.toggle' });
    expect(calls.updated).toEqual([true, false]);
    release();
    await waitFor(actor, (s) => s.matches({ ready: { marketing: 'idle' } }));
    expect(actor.getSnapshot().context.allowMarketingInducements).toBe(false);
  });

  it('uses the link token, and shows no wallet to a link', async () => {
    const { actor, calls } = start('link-token');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.fetched).toEqual(['link-token']);
    expect(actor.getSnapshot().matches({ ready: { wallet: 'hidden' } })).toBe(true);
    expect(actor.getSnapshot().children.wallet).toBeUndefined();
  });

  it('starts the wallet for a session once the preference has been read', async () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().children.wallet).toBeUndefined();
    await waitFor(actor, (s) => s.matches({ ready: { wallet: 'shown' } }));
    expect(actor.getSnapshot().children.wallet).toBeDefined();
  });

  it('shows the link message for a 401 and starts no wallet', async () => {
    const { actor } = start(null, { fetch: [apiError(401, copy.marketingLinkInvalid)] });
    await waitFor(actor, (s) => s.matches('linkInvalid'));
    expect(actor.getSnapshot().context.error).toBe(copy.marketingLinkInvalid);
    expect(actor.getSnapshot().children.wallet).toBeUndefined();
  });

  it('says it could not fetch the marketing inducements, and tries again', async () => {
    const { actor, calls } = start(null, {
      fetch: [apiError(500, copy.marketingFetchFailed), true],
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(copy.marketingFetchFailed);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.fetched).toHaveLength(2);
    expect(actor.getSnapshot().context.allowMarketingInducements).toBe(true);
  });
});
