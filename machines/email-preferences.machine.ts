import { assign, fromPromise, setup } from 'xstate';
import {
  type EmailPreference,
  type EmailPreferences,
  getEmailPreferences,
  isLinkInvalid,
  isLinkRefused,
  type LinkToken,
  unsubscribeFromEmails,
  updateEmailPreferences,
} from '../api/preferences';
import { DRAFT_OWNER_KEY, preferencesOwnerOf } from './email-preferences-owner';

/**
 * /user_preferences/email (product.md 2.3, 6; contract.md 7 GET/PATCH /i/email_preferences,
 * POST /optimail/unsubscribe): the patron's email preferences, read and saved with the session or
 * the emailed link's token. The token is a secret held in this context only (the route entry has
 * taken it out of the address bar; decision 035). A 401 is the catalogue's "Link is invalid or you
 * need to be logged in…" with "Log in", on the first read or on a save or an unsubscribe with a
 * link token (QA account 8); on a save with the session it is a lapsed session, which the session
 * machine takes to login (QA 13); a failed fetch "Could not fetch user email preferences!" with a retry; a
 * 422 on save "Invalid preferences". Nothing ticked is lost on a failed save. Unsubscribing from
 * every email (the link's purpose, decision 035) ends on the confirmation view.
 */

export interface EmailPreferencesContext {
  /** A secret: sent with each call, never shown, mirrored or persisted. */
  token: LinkToken;
  email: string | null;
  preferences: EmailPreference[];
  error: string | null;
  /** The last save succeeded and nothing changed since (the page says so). */
  saved: boolean;
  /**
   * The ticks changed and not yet saved, by preference id: kept for a reload of the page
   * (src/flows/preferences.ts `draft`, decision 076) and laid over the preferences read again.
   */
  edits: Record<string, boolean>;
  /**
   * Whose account the edits were typed for (a digest of the address read, never the address or
   * the token): null until a read. Edits typed for another account are never laid over these
   * preferences (QA 17: two links of different patrons opened in one tab).
   */
  draftOwner: string | null;
}

export type EmailPreferencesEvent =
  | { type: 'preference.toggle'; id: string; subscribed: boolean }
  | { type: 'save' }
  | { type: 'retry' }
  | { type: 'unsubscribe' }
  | { type: 'manage' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type FailedSave = { context: EmailPreferencesContext; event: { error: unknown } };

/**
 * A 401 on a save or an unsubscribe made with a link token (the link has ended): the link message
 * with "Log in" (contract.md 8; decision 035), the form as ticked. With the session a 401 is a
 * session that lapsed on the page: the session machine takes the patron to login and back
 * (product.md 2.9, QA 13).
 */
const needsLoginOn401 = {
  description:
    '401 with a link token: the link message with "Log in" (decision 035); the ticks stay as they were. With the session, a 401 is a lapsed session: the session takes the patron to login and back here (product.md 2.9).',
  guard: {
    type: 'isLinkRefused',
    params: ({ context, event }: FailedSave) => ({ error: event.error, token: context.token }),
  },
  target: 'editing.needsLogin',
  actions: { type: 'assignError', params: ({ event }: FailedSave) => ({ error: event.error }) },
} as const;

export const emailPreferencesMachine = setup({
  types: {} as {
    context: EmailPreferencesContext;
    events: EmailPreferencesEvent;
    input: { token: LinkToken; savedDraft?: Record<string, string> | null };
  },
  actors: {
    fetchEmailPreferences: fromPromise<EmailPreferences, { token: LinkToken }>(
      ({ input, signal }) => getEmailPreferences(input.token, { signal }),
    ),
    saveEmailPreferences: fromPromise<
      EmailPreferences,
      { token: LinkToken; email: string; preferences: EmailPreference[] }
    >(({ input, signal }) =>
      updateEmailPreferences(
        { email: input.email, emailPreferences: input.preferences },
        input.token,
        { signal },
      ),
    ),
    unsubscribe: fromPromise<void, { token: LinkToken; email: string }>(({ input, signal }) =>
      unsubscribeFromEmails(input.email, input.token, { signal }),
    ),
  },
  actions: {
    assignLoaded: assign((_, params: { loaded: EmailPreferences }) => ({
      email: params.loaded.email,
      preferences: params.loaded.emailPreferences,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    /**
     * The ticks changed before a reload, over the preferences as read (unknown ids dropped), when
     * they were typed for this account; another account's (or an unknown owner's) are dropped.
     */
    applyEdits: assign(({ context }) => {
      const owner = context.email === null ? null : preferencesOwnerOf(context.email);
      const known = new Set(context.preferences.map((preference) => preference.id));
      const edits = Object.fromEntries(
        Object.entries(context.draftOwner === owner ? context.edits : {}).filter(([id]) =>
          known.has(id),
        ),
      );
      return {
        draftOwner: owner,
        edits,
        preferences: context.preferences.map((preference) =>
          preference.id in edits
            ? { ...preference, subscribed: edits[preference.id] === true }
            : preference,
        ),
      };
    }),
  },
  guards: {
    isLinkInvalid: (_, params: { error: unknown }) => isLinkInvalid(params.error),
    isLinkRefused: (_, params: { error: unknown; token: LinkToken }) =>
      isLinkRefused(params.error, params.token),
  },
}).createMachine({
  id: 'emailPreferences',
  context: ({ input }) => ({
    token: input.token,
    email: null,
    preferences: [],
    error: null,
    saved: false,
    edits: Object.fromEntries(
      Object.entries(input.savedDraft ?? {})
        .filter(([id]) => id !== DRAFT_OWNER_KEY)
        .map(([id, subscribed]) => [id, subscribed === 'true']),
    ),
    draftOwner: input.savedDraft?.[DRAFT_OWNER_KEY] ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchEmailPreferences',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) },
            'applyEdits',
          ],
        },
        onError: [
          {
            description:
              '401: "Link is invalid or you need to be logged in to change your email preference settings." (contract.md 8)',
            guard: { type: 'isLinkInvalid', params: ({ event }) => ({ error: event.error }) },
            target: 'linkInvalid',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            description: '"Could not fetch user email preferences!" with a retry (contract.md 8).',
            target: 'loadFailed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadFailed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
    linkInvalid: {
      description: 'Neither a valid link nor a session: nothing to show but the message.',
    },
    editing: {
      initial: 'open',
      states: {
        open: {},
        needsLogin: {
          description:
            'A save or an unsubscribe with a link token answered 401 (the link has ended): the form stays as ticked, with the link message and a way to log in (decision 035).',
        },
      },
      on: {
        'preference.toggle': {
          actions: assign({
            preferences: ({ context, event }) =>
              context.preferences.map((preference) =>
                preference.id === event.id
                  ? { ...preference, subscribed: event.subscribed }
                  : preference,
              ),
            edits: ({ context, event }) => ({ ...context.edits, [event.id]: event.subscribed }),
            saved: false,
          }),
        },
        save: { target: 'saving', actions: assign({ error: null, saved: false }) },
        unsubscribe: { target: 'unsubscribing', actions: assign({ error: null, saved: false }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveEmailPreferences',
        input: ({ context }) => ({
          token: context.token,
          email: context.email ?? '',
          preferences: context.preferences,
        }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) },
            assign({ saved: true, edits: {} }),
          ],
        },
        onError: [
          needsLoginOn401,
          {
            description:
              '422 "Invalid preferences", else the network or generic message; the ticks stay as they were.',
            target: 'editing',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    unsubscribing: {
      tags: ['busy'],
      invoke: {
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token, email: context.email ?? '' }),
        onDone: {
          target: 'unsubscribed',
          actions: assign({
            preferences: ({ context }) =>
              context.preferences.map((preference) => ({ ...preference, subscribed: false })),
            edits: {},
          }),
        },
        onError: [
          needsLoginOn401,
          {
            description: 'The network or generic message.',
            target: 'editing',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    unsubscribed: {
      description:
        'The confirmation: no email goes to the address any more. The patron may go back to the preferences (read afresh) to choose some again.',
      on: { manage: 'loading' },
    },
  },
});
