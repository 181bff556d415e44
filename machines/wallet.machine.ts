import { assign, fromPromise, raise, sendParent, setup } from 'xstate';
import {
  type Balance,
  getAvailableBalance,
  transferWalletRegion as transferWalletRegionCall,
} from '../api/balance';
import { isSupportedRegion, type RegionCode } from '../api/domain';
import { isAuthFailure } from '../api/errors';
import { getRegions, type Region } from '../api/lists';
import { userPreferences as preferencesCopy } from '../copy/ours/preferences';
import { lists as listsCopy } from '../copy/spec/lists';

/**
 * The wallet section of /user_preferences (issue 13 items 3 and 4; decision 035), for a logged-in
 * patron: the playable and restricted balance of the wallet's region in its currency
 * (GET /i/user_available_balance), and moving the wallet to another betting region (PATCH
 * /i/user_registered_regions, then POST /i/betting_region). A failed balance fetch shows "Error
 * fetching playable balance. Retrying..." and is retried 3 times, after 1, 2 and 4 s; a failed move
 * shows "Could not transfer user wallet region!" and keeps the chosen region. Invoked by the
 * userPreferences machine once the session has proven itself.
 */

/** contract.md 8 / issue 13 item 3: the waits before the 1st, 2nd and 3rd retry of the balance. */
export const BALANCE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

export interface WalletInput {
  /** The wallet's region as far as the app knows (the detected region), or null. */
  region: RegionCode | null;
  /**
   * True when `region` is where the wallet was moved earlier in this session (the server
   * confirmed it); false or absent when it is only the detected region, where the patron is now:
   * no call reads the wallet's region, so the page does not claim it (QA 19).
   */
  regionKnown?: boolean;
  /** A reload's choice in the move form, not yet sent (decision 076); checked once the regions load. */
  target?: RegionCode | null;
}

export interface WalletContext {
  region: RegionCode | null;
  /** Whether `region` is the wallet's, as a move confirmed (WalletInput.regionKnown). */
  regionKnown: boolean;
  balance: Balance | null;
  /** Retries of the balance made so far in this round (0 to 3). */
  balanceRetries: number;
  /** The betting regions the wallet may move to (GET /i/regions). */
  regions: Region[];
  regionsError: string | null;
  /** The region chosen in the move form. */
  target: RegionCode | '';
  /** Move wallet was pressed with no region chosen: the select says so. */
  targetError: string | null;
  moveError: string | null;
  /** The region the wallet last moved to in this visit (the page confirms it). */
  movedTo: RegionCode | null;
  /** A reload's choice, waiting for the regions to prove it is still offered. */
  keptTarget: RegionCode | null;
}

/**
 * Whether the move form offers a region: every one but the region the wallet is known to be in (a
 * move confirmed it). The detected region is offered: the patron's money may be in another
 * region's wallet (QA 19).
 */
export const isMoveTarget = (
  context: Pick<WalletContext, 'region' | 'regionKnown'>,
  code: string,
): boolean => !(context.regionKnown && code === context.region);

export type WalletEvent =
  | { type: 'balance.retry' }
  | { type: 'balance.refresh' }
  | { type: 'regions.retry' }
  | { type: 'target.change'; region: RegionCode | '' }
  | { type: 'wallet.move' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const walletMachine = setup({
  types: {} as { context: WalletContext; events: WalletEvent; input: WalletInput },
  actors: {
    fetchBalance: fromPromise<Balance, { region: RegionCode }>(({ input, signal }) =>
      getAvailableBalance(input.region, { signal }),
    ),
    // Only a supported region (product.md 3 and 5) is offered: a code the app does not know is
    // never sent back as the wallet's region (QA 5).
    fetchRegions: fromPromise<Region[]>(async ({ signal }) =>
      (await getRegions({ signal })).filter((region) => isSupportedRegion(region.iso31662Code)),
    ),
    transferWalletRegion: fromPromise<void, { region: RegionCode }>(({ input, signal }) =>
      transferWalletRegionCall(input.region, { signal }),
    ),
  },
  actions: {
    /** Tells the page the region chosen in the move form, which it keeps for a reload (decision 076). */
    announceChoice: sendParent(({ context }) => ({
      type: 'wallet.chosen' as const,
      region: context.target,
    })),
    /**
     * A reload's choice comes back once the regions are read, if they still offer it and it is not
     * the wallet's known region, and if the patron has not chosen meanwhile.
     */
    restoreChoice: assign({
      target: ({ context }) =>
        context.target === '' &&
        context.keptTarget !== null &&
        isMoveTarget(context, context.keptTarget) &&
        context.regions.some((region) => region.iso31662Code === context.keptTarget)
          ? context.keptTarget
          : context.target,
      keptTarget: null,
    }),
    /** Tells the page the wallet's new region, which it keeps for a reload (decision 076). */
    announceMove: sendParent(({ context }) => ({
      type: 'wallet.moved' as const,
      region: context.movedTo as RegionCode,
    })),
  },
  guards: {
    hasRegion: ({ context }) => context.region !== null,
    hasTarget: ({ context }) => context.target !== '',
    canRetryBalance: ({ context }, params: { error: unknown }) =>
      context.balanceRetries < BALANCE_RETRY_DELAYS_MS.length &&
      // A 401 or a 403 user_suspended is the session's to route (QA 15): no retry would change it.
      !isAuthFailure(params.error),
  },
  delays: {
    balanceRetryDelay: ({ context }) =>
      BALANCE_RETRY_DELAYS_MS[Math.max(0, context.balanceRetries - 1)] ?? 4_000,
  },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => ({
    region: input.region,
    regionKnown: input.regionKnown ?? false,
    balance: null,
    balanceRetries: 0,
    regions: [],
    regionsError: null,
    target: '',
    targetError: null,
    moveError: null,
    movedTo: null,
    keptTarget: input.target ?? null,
  }),
  type: 'parallel',
  states: {
    balance: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            {
              description: "The patron's betting region is known: load the balance.",
              guard: 'hasRegion',
              target: 'loading',
            },
            {
              description: 'No region known yet: the balance shows once the wallet has one.',
              target: 'noRegion',
            },
          ],
        },
        noRegion: {},
        loading: {
          tags: ['balanceBusy'],
          invoke: {
            src: 'fetchBalance',
            input: ({ context }) => ({ region: context.region as RegionCode }),
            onDone: {
              target: 'shown',
              actions: assign({ balance: ({ event }) => event.output, balanceRetries: 0 }),
            },
            onError: [
              {
                description:
                  '"Error fetching playable balance. Retrying..." and another try, at most 3 (after 1, 2 and 4 s).',
                guard: { type: 'canRetryBalance', params: ({ event }) => ({ error: event.error }) },
                target: 'retrying',
                actions: assign({ balanceRetries: ({ context }) => context.balanceRetries + 1 }),
              },
              {
                description: 'The 3 retries failed too: the patron may try again.',
                target: 'failed',
              },
            ],
          },
        },
        retrying: {
          tags: ['balanceBusy'],
          after: { balanceRetryDelay: 'loading' },
        },
        failed: {
          on: { 'balance.retry': { target: 'loading', actions: assign({ balanceRetries: 0 }) } },
        },
        shown: {},
      },
      on: {
        'balance.refresh': {
          target: '.deciding',
          actions: assign({ balanceRetries: 0 }),
        },
      },
    },
    regions: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchRegions',
            onDone: {
              target: 'loaded',
              actions: [
                assign({ regions: ({ event }) => event.output, regionsError: null }),
                'restoreChoice',
              ],
            },
            onError: {
              description: '"Failed to get regions. Please try again!" (after 4 attempts).',
              target: 'failed',
              actions: assign({ regionsError: listsCopy.regionsFailed }),
            },
          },
        },
        failed: { on: { 'regions.retry': 'loading' } },
        loaded: {},
      },
    },
    move: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'target.change': {
              description: 'The choice is kept for a reload until it is sent (decision 076).',
              actions: [
                assign({ target: ({ event }) => event.region, targetError: null, moveError: null }),
                'announceChoice',
              ],
            },
            'wallet.move': [
              {
                description: 'A region to move the wallet to is chosen: transfer it.',
                guard: 'hasTarget',
                target: 'moving',
                actions: assign({ moveError: null, movedTo: null }),
              },
              {
                description: 'No region chosen: the select asks for one, and nothing is sent.',
                actions: assign({ targetError: preferencesCopy.walletChooseFirst }),
              },
            ],
          },
        },
        moving: {
          tags: ['moving'],
          invoke: {
            src: 'transferWalletRegion',
            input: ({ context }) => ({ region: context.target as RegionCode }),
            onDone: {
              description: 'The wallet is in the new region: its balance is read again.',
              target: 'idle',
              actions: [
                assign({
                  region: ({ context }) => context.target as RegionCode,
                  regionKnown: true,
                  movedTo: ({ context }) => context.target as RegionCode,
                  target: '',
                }),
                'announceMove',
                raise({ type: 'balance.refresh' }),
              ],
            },
            onError: {
              description: '"Could not transfer user wallet region!"; the chosen region stays.',
              target: 'idle',
              actions: assign({ moveError: ({ event }) => messageOf(event.error) }),
            },
          },
        },
      },
    },
  },
});
