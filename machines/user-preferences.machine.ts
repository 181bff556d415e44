import { assign, fromPromise, setup } from 'xstate';
import type { RegionCode } from '../api/domain';
import {
  getMarketingInducements,
  isLinkInvalid,
  isLinkRefused,
  type LinkToken,
  updateMarketingInducements,
} from '../api/preferences';
import { walletMachine } from './wallet.machine';

/**
 * /user_preferences (product.md 2.3, 6; issue 13; decision 035): the marketing inducements switch
 * (GET/PATCH /i/marketing_inducements_preference with the session or the link token) and, for a
 * patron with a session (no link token), the wallet section (balance and region move: the `wallet`
 * child). Each part loads, fails and retries on its own: a failed read of the preference shows its
 * message and "Try again" in its own section, beside the email link and the wallet (QA3 L9). The
 * switch is optimistic: it flips at once, and a failed update puts it back and shows the
 * catalogue's message. The wallet starts once the preference read has answered with anything but a
 * 401, so a visitor who is not logged in sees the link message, not a redirect to login. A save
 * with the session that answers 401 is a lapsed session, which the session machine handles (QA 13).
 */

export interface UserPreferencesInput {
  /** A secret: the emailed link's token, or null for the session. */
  token: LinkToken;
  /** The region the wallet section starts with (the detected region), or null. */
  region: RegionCode | null;
  /** A reload's draft: the region the wallet was moved to earlier in this session. */
  savedDraft?: { walletRegion?: string; walletTarget?: string } | null;
}

export interface UserPreferencesContext extends UserPreferencesInput {
  /** What the switch shows (the patron's latest choice while it is being saved). */
  allowMarketingInducements: boolean;
  /** What the server last confirmed: a failed update puts the switch back to it. */
  confirmedAllow: boolean;
  error: string | null;
  /** The marketing read has answered once, and not with a 401: the wallet part may start. */
  marketingAnswered: boolean;
  /**
   * The region the wallet was moved to in this session, or null: the server offers no read of
   * it (contract.md 7), so the page keeps it for a reload (src/flows/preferences.ts `draft`).
   */
  walletRegion: RegionCode | null;
  /** The region chosen in "Move my wallet to" and not yet sent: kept for a reload (decision 076). */
  walletTarget: RegionCode | null;
}

export type UserPreferencesEvent =
  | { type: 'marketing.toggle' }
  | { type: 'retry' }
  | { type: 'wallet.moved'; region: RegionCode }
  | { type: 'wallet.chosen'; region: RegionCode | '' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type FailedCall = { event: { error: unknown } };

/**
 * A 401 on reading the switch (no valid link, or no session): "Link is invalid or you need to be
 * logged in to change your marketing inducements settings." replaces the whole page, with
 * "Log in" (decision 035).
 */
const linkInvalidOn401 = {
  description:
    '401 on the read: "Link is invalid or you need to be logged in to change your marketing inducements settings." The whole page says it, with "Log in".',
  guard: { type: 'isLinkInvalid', params: ({ event }: FailedCall) => ({ error: event.error }) },
  target: '#userPreferences.linkInvalid',
  actions: { type: 'assignError', params: ({ event }: FailedCall) => ({ error: event.error }) },
} as const;

type FailedSave = { context: UserPreferencesContext; event: { error: unknown } };

/**
 * A 401 on saving the switch with a link token (the link has ended): the link message replaces
 * the whole page, with "Log in" (QA account 8). With the session a 401 is a session that lapsed on
 * the page: the session machine takes the patron to login and back (product.md 2.9, QA 13).
 */
const linkRefusedOn401 = {
  description:
    '401 on a save with a link token: the link message on the whole page, with "Log in". With the session, a 401 is a lapsed session: the session takes the patron to login and back here (product.md 2.9).',
  guard: {
    type: 'isLinkRefused',
    params: ({ context, event }: FailedSave) => ({ error: event.error, token: context.token }),
  },
  target: '#userPreferences.linkInvalid',
  actions: { type: 'assignError', params: ({ event }: FailedSave) => ({ error: event.error }) },
} as const;

/** The switch flips at once (optimistic) and the choice is saved. */
const toggle = {
  description:
    'Optimistic: the switch flips at once; a toggle while saving sends the newest choice instead.',
  target: 'saving',
  actions: 'flipSwitch',
} as const;

export const userPreferencesMachine = setup({
  types: {} as {
    context: UserPreferencesContext;
    events: UserPreferencesEvent;
    input: UserPreferencesInput;
  },
  actors: {
    fetchMarketingInducements: fromPromise<boolean, { token: LinkToken }>(({ input, signal }) =>
      getMarketingInducements(input.token, { signal }),
    ),
    updateMarketingInducements: fromPromise<boolean, { token: LinkToken; allow: boolean }>(
      ({ input, signal }) => updateMarketingInducements(input.allow, input.token, { signal }),
    ),
    wallet: walletMachine,
  },
  actions: {
    flipSwitch: assign(({ context }) => ({
      allowMarketingInducements: !context.allowMarketingInducements,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
  guards: {
    isLinkInvalid: (_, params: { error: unknown }) => isLinkInvalid(params.error),
    isLinkRefused: (_, params: { error: unknown; token: LinkToken }) =>
      isLinkRefused(params.error, params.token),
    hasSession: ({ context }) => context.token === null,
    // The preference read has answered (a 401 leaves the page, so: with the value or a failure).
    // A context flag rather than stateIn: the first screen's chunk carries the xstate functions
    // any page uses, and stateIn would be there for this page alone (decision 072).
    hasMarketingAnswer: ({ context }) => context.marketingAnswered,
  },
}).createMachine({
  id: 'userPreferences',
  context: ({ input }) => ({
    ...input,
    allowMarketingInducements: false,
    confirmedAllow: false,
    error: null,
    marketingAnswered: false,
    walletRegion: (input.savedDraft?.walletRegion as RegionCode | undefined) ?? null,
    walletTarget: (input.savedDraft?.walletTarget as RegionCode | undefined) || null,
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      description:
        'The page: its marketing switch and its wallet part each load, fail and retry on their own (QA3 L9).',
      states: {
        marketing: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['busy'],
              invoke: {
                src: 'fetchMarketingInducements',
                input: ({ context }) => ({ token: context.token }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    allowMarketingInducements: ({ event }) => event.output,
                    confirmedAllow: ({ event }) => event.output,
                    error: null,
                    marketingAnswered: true,
                  }),
                },
                onError: [
                  linkInvalidOn401,
                  {
                    description:
                      '"Could not fetch user marketing inducements!" with a retry, in the marketing section only.',
                    target: 'failed',
                    actions: [
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                      assign({ marketingAnswered: true }),
                    ],
                  },
                ],
              },
            },
            failed: {
              on: {
                retry: {
                  description:
                    'Reads the marketing preference again; the wallet part is left as it is.',
                  target: 'loading',
                  actions: assign({ error: null }),
                },
              },
            },
            idle: { on: { 'marketing.toggle': toggle } },
            saving: {
              tags: ['saving'],
              on: {
                // Re-entered, so the newest choice is sent: only this state restarts, not the
                // page's other region (the wallet and its calls).
                'marketing.toggle': { ...toggle, reenter: true },
              },
              invoke: {
                src: 'updateMarketingInducements',
                input: ({ context }) => ({
                  token: context.token,
                  allow: context.allowMarketingInducements,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    allowMarketingInducements: ({ event }) => event.output,
                    confirmedAllow: ({ event }) => event.output,
                  }),
                },
                onError: [
                  linkRefusedOn401,
                  {
                    description:
                      'A failed update puts the switch back and announces the catalogue\'s message (contract.md 8): a 422 "Invalid preferences".',
                    target: 'idle',
                    actions: [
                      assign({
                        allowMarketingInducements: ({ context }) => context.confirmedAllow,
                      }),
                      { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                ],
              },
            },
          },
        },
        wallet: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                {
                  description:
                    'The page was opened by a logged-in patron, not from an email link: the wallet part shows.',
                  guard: 'hasSession',
                  target: 'awaitingSession',
                },
                {
                  description: 'A link token opens the preferences only, never the wallet.',
                  target: 'hidden',
                },
              ],
            },
            hidden: {},
            awaitingSession: {
              always: {
                guard: 'hasMarketingAnswer',
                description:
                  'The marketing read answered, and not with a 401: the balance and wallet calls start (a 401 there goes to login, product.md 2.9). A visitor without a session gets the link message instead (decision 035).',
                target: 'shown',
              },
            },
            shown: {
              invoke: {
                id: 'wallet',
                systemId: 'wallet',
                src: 'wallet',
                input: ({ context }) => ({
                  region: context.walletRegion ?? context.region,
                  regionKnown: context.walletRegion !== null,
                  target: context.walletTarget,
                }),
              },
              on: {
                'wallet.moved': {
                  description:
                    'The wallet moved to another region: kept for a reload of the page, which has no read of it.',
                  actions: assign({
                    walletRegion: ({ event }) => event.region,
                    walletTarget: null,
                  }),
                },
                'wallet.chosen': {
                  description:
                    'A region chosen in the move form and not yet sent: kept for a reload of the page (decision 076).',
                  actions: assign({ walletTarget: ({ event }) => event.region || null }),
                },
              },
            },
          },
        },
      },
    },
    linkInvalid: {
      description:
        'A 401 on reading the preference, or on saving it with a link token: the link message replaces the whole page.',
    },
  },
});
