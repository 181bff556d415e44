import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { Region } from '../api/lists';
import { network as networkCopy } from '../copy/spec/network';
import { preferences as copy } from '../copy/spec/preferences';
import { NJ, ON } from './regions.fixture';
import { userPreferencesMachine } from './user-preferences.machine';
import { walletMachine } from './wallet.machine';

type WalletRef = ActorRefFrom<typeof walletMachine>;

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
  /** The regions the wallet may move to (none by default). */
  regions?: Region[];
  /** A reload's draft (decision 076). */
  savedDraft?: { walletRegion?: string; walletTarget?: string };
}

function start(token: string | null = null, fakes: Fakes = {}) {
  const calls = { fetched: [] as (string | null)[], updated: [] as boolean[], balances: 0 };
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
          fetchBalance: fromPromise(async () => {
            calls.balances += 1;
            return { playableBalance: 0, restrictedBalance: 0 };
          }),
          fetchRegions: fromPromise(async (): Promise<Region[]> => fakes.regions ?? []),
          transferWalletRegion: fromPromise(async () => {}),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { token, region: 'US-NJ', savedDraft: fakes.savedDraft ?? null },
  }).start();
  return { actor, calls };
}

describe('the preferences page', () => {
  it('flips the switch at once and keeps it when the update succeeds', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'marketing.toggle' });
    expect(actor.getSnapshot().context.allowMarketingInducements).toBe(true);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'idle' } }));
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
    await waitFor(actor, (s) => s.matches('open'));
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
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'marketing.toggle' });
    actor.send({ type: 'marketing.toggle' });
    expect(calls.updated).toEqual([true, false]);
    release();
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'idle' } }));
    expect(actor.getSnapshot().context.allowMarketingInducements).toBe(false);
  });

  it('uses the link token, and shows no wallet to a link', async () => {
    const { actor, calls } = start('link-token');
    await waitFor(actor, (s) => s.matches('open'));
    expect(calls.fetched).toEqual(['link-token']);
    expect(actor.getSnapshot().matches({ open: { wallet: 'hidden' } })).toBe(true);
    expect(actor.getSnapshot().children.wallet).toBeUndefined();
  });

  it('starts the wallet for a session once the preference has been read', async () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().children.wallet).toBeUndefined();
    await waitFor(actor, (s) => s.matches({ open: { wallet: 'shown' } }));
    expect(actor.getSnapshot().children.wallet).toBeDefined();
  });

  it('shows the link message for a 401 on an update with a link token: the link has ended (QA account 8)', async () => {
    const { actor } = start('link-token', {
      update: async () => {
        throw apiError(401, copy.marketingLinkInvalid);
      },
    });
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'idle' } }));
    actor.send({ type: 'marketing.toggle' });
    await waitFor(actor, (s) => s.matches('linkInvalid'));
    expect(actor.getSnapshot().context.error).toBe(copy.marketingLinkInvalid);
    expect(actor.getSnapshot().children.wallet).toBeUndefined();
  });

  it('leaves a 401 on an update with the session to the session: no link message, the switch back (QA 13)', async () => {
    const { actor } = start(null, {
      update: async () => {
        throw apiError(401, networkCopy.loggedOutInactivity);
      },
    });
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'idle' } }));
    actor.send({ type: 'marketing.toggle' });
    await waitFor(actor, (s) => s.context.error !== null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('linkInvalid')).toBe(false);
    expect(snapshot.matches({ open: { marketing: 'idle' } })).toBe(true);
    expect(snapshot.context).toMatchObject({
      allowMarketingInducements: false,
      error: networkCopy.loggedOutInactivity,
    });
  });

  it('shows the link message for a 401 and starts no wallet', async () => {
    const { actor } = start(null, { fetch: [apiError(401, copy.marketingLinkInvalid)] });
    await waitFor(actor, (s) => s.matches('linkInvalid'));
    expect(actor.getSnapshot().context.error).toBe(copy.marketingLinkInvalid);
    expect(actor.getSnapshot().children.wallet).toBeUndefined();
  });

  it('says it could not fetch the marketing inducements in its section, and tries again', async () => {
    const { actor, calls } = start(null, {
      fetch: [apiError(500, copy.marketingFetchFailed), true],
    });
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'failed' } }));
    expect(actor.getSnapshot().context.error).toBe(copy.marketingFetchFailed);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'idle' } }));
    expect(calls.fetched).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({
      allowMarketingInducements: true,
      error: null,
    });
  });

  it('runs the wallet while the marketing read has failed, and a retry reads the marketing only', async () => {
    const { actor, calls } = start(null, {
      fetch: [apiError(500, copy.marketingFetchFailed), true],
    });
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'failed' } }));
    expect(actor.getSnapshot().matches({ open: { wallet: 'shown' } })).toBe(true);
    const wallet = actor.getSnapshot().children.wallet as ActorRefFrom<typeof walletMachine>;
    expect(wallet).toBeDefined();
    await waitFor(wallet, (s) => s.matches({ balance: 'shown' }));
    expect(calls.balances).toBe(1);

    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'idle' } }));
    expect(calls.fetched).toHaveLength(2);
    // The same wallet, its balance not read again.
    expect(actor.getSnapshot().children.wallet).toBe(wallet);
    expect(calls.balances).toBe(1);
  });

  it('shows the link message for a 401 on a retry too, and stops the wallet', async () => {
    const { actor } = start(null, {
      fetch: [apiError(500, copy.marketingFetchFailed), apiError(401, copy.marketingLinkInvalid)],
    });
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'failed' } }));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('linkInvalid'));
    expect(actor.getSnapshot().context.error).toBe(copy.marketingLinkInvalid);
    expect(actor.getSnapshot().children.wallet).toBeUndefined();
  });

  it('ignores the switch until the preference has been read', async () => {
    const { actor, calls } = start(null, { fetch: [apiError(500, copy.marketingFetchFailed)] });
    actor.send({ type: 'marketing.toggle' });
    await waitFor(actor, (s) => s.matches({ open: { marketing: 'failed' } }));
    actor.send({ type: 'marketing.toggle' });
    expect(calls.updated).toEqual([]);
    expect(actor.getSnapshot().context.allowMarketingInducements).toBe(false);
  });

  it('keeps the region chosen to move the wallet to until it is sent, for a reload (QA 6)', async () => {
    const { actor } = start(null, { regions: [NJ, ON] });
    const wallet = await waitFor(actor, (s) => s.children.wallet !== undefined).then(
      (s) => s.children.wallet as WalletRef,
    );
    await waitFor(wallet, (s) => s.matches({ regions: 'loaded' }));
    wallet.send({ type: 'target.change', region: 'CA-ON' });
    expect(actor.getSnapshot().context.walletTarget).toBe('CA-ON');
    wallet.send({ type: 'wallet.move' });
    await waitFor(actor, (s) => s.context.walletRegion === 'CA-ON');
    expect(actor.getSnapshot().context.walletTarget).toBeNull();
  });

  it("starts the move form from a reload's choice while the regions still offer it (QA 6)", async () => {
    const kept = start(null, { regions: [NJ, ON], savedDraft: { walletTarget: 'CA-ON' } });
    const wallet = await waitFor(kept.actor, (s) => s.children.wallet !== undefined).then(
      (s) => s.children.wallet as WalletRef,
    );
    await waitFor(wallet, (s) => s.matches({ regions: 'loaded' }));
    expect(wallet.getSnapshot().context.target).toBe('CA-ON');

    const gone = start(null, { regions: [NJ], savedDraft: { walletTarget: 'CA-ON' } });
    const other = await waitFor(gone.actor, (s) => s.children.wallet !== undefined).then(
      (s) => s.children.wallet as WalletRef,
    );
    await waitFor(other, (s) => s.matches({ regions: 'loaded' }));
    expect(other.getSnapshot().context.target).toBe('');
  });
});
