import { assign, fromPromise, setup } from 'xstate';
import type { RegionCode } from '../api/domain';
import {
  getMarketingInducements,
  isLinkInvalid,
  type LinkToken,
  updateMarketingInducements,
} from '../api/preferences';
import { walletMachine } from './wallet.machine';

/**
 * /user_preferences (product.md 2.3, 6; issue 13; decision 035): the marketing inducements switch
 * (GET/PATCH /i/marketing_inducements_preference with the session or the link token) and, for a
 * patron with a session (no link token), the wallet section (balance and region move: the `wallet`
 * child). The switch is optimistic: it flips at once, and a failed update puts it back and shows
 * the catalogue's message. The wallet starts only once the preference fetch has proven the session,
 * so a visitor who is not logged in sees the link message, not a redirect.
 */

export interface UserPreferencesInput {
  /** A secret: the emailed link's token, or null for the session. */
  token: LinkToken;
  /** The region the wallet section starts with (the detected region), or null. */
  region: RegionCode | null;
}

export interface UserPreferencesContext extends UserPreferencesInput {
  /** What the switch shows (the patron's latest choice while it is being saved). */
  allowMarketingInducements: boolean;
  /** What the server last confirmed: a failed update puts the switch back to it. */
  confirmedAllow: boolean;
  error: string | null;
}

export type UserPreferencesEvent = { type: 'marketing.toggle' } | { type: 'retry' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
    assignError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
  guards: {
    isLinkInvalid: (_, params: { error: unknown }) => isLinkInvalid(params.error),
    hasSession: ({ context }) => context.token === null,
  },
}).createMachine({
  id: 'userPreferences',
  context: ({ input }) => ({
    ...input,
    allowMarketingInducements: false,
    confirmedAllow: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchMarketingInducements',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'ready',
          actions: assign({
            allowMarketingInducements: ({ event }) => event.output,
            confirmedAllow: ({ event }) => event.output,
            error: null,
          }),
        },
        onError: [
          {
            description:
              '401: "Link is invalid or you need to be logged in to change your marketing inducements settings."',
            guard: { type: 'isLinkInvalid', params: ({ event }) => ({ error: event.error }) },
            target: 'linkInvalid',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            description: '"Could not fetch user marketing inducements!" with a retry.',
            target: 'loadFailed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
    linkInvalid: {},
    ready: {
      type: 'parallel',
      states: {
        marketing: {
          initial: 'idle',
          states: {
            idle: {},
            saving: {
              tags: ['saving'],
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
                onError: {
                  description:
                    "A failed update puts the switch back and announces the catalogue's message (contract.md 8).",
                  target: 'idle',
                  actions: [
                    assign({ allowMarketingInducements: ({ context }) => context.confirmedAllow }),
                    { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
          on: {
            'marketing.toggle': {
              description:
                'Optimistic: the switch flips at once; a toggle while saving sends the newest choice instead.',
              // Not `reenter`: in a parallel state that would restart every region, the wallet
              // and its calls included. The saving state is left and entered again all the same.
              target: '.saving',
              actions: assign({
                allowMarketingInducements: ({ context }) => !context.allowMarketingInducements,
                error: null,
              }),
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
                    'The page was opened by a logged-in patron, not from an email link: show the wallet part.',
                  guard: 'hasSession',
                  target: 'shown',
                },
                {
                  description: 'A link token opens the preferences only, never the wallet.',
                  target: 'hidden',
                },
              ],
            },
            hidden: {},
            shown: {
              invoke: {
                id: 'wallet',
                systemId: 'wallet',
                src: 'wallet',
                input: ({ context }) => ({ region: context.region }),
              },
            },
          },
        },
      },
    },
  },
});
