import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { EmailPreference, EmailPreferences } from '../api/preferences';
import { network as networkCopy } from '../copy/spec/network';
import { preferences as copy } from '../copy/spec/preferences';
import { emailPreferencesMachine } from './email-preferences.machine';
import { DRAFT_OWNER_KEY, preferencesOwnerOf } from './email-preferences-owner';

const LOADED: EmailPreferences = {
  email: 'patron@example.com',
  emailPreferences: [
    { id: 'news', name: 'News', description: null, subscribed: true },
    { id: 'offers', name: 'Offers', description: null, subscribed: false },
  ],
};
const apiError = (status: number, message: string) =>
  new ApiError({
    code: status === 401 ? 'UNAUTHORIZED_ERROR' : 'HTTP_ERROR',
    status,
    message,
    action: 'x',
  });

interface Fakes {
  fetch?: (EmailPreferences | Error)[];
  saveFails?: Error;
  unsubscribeFails?: Error;
  savedDraft?: Record<string, string>;
}

function start(token: string | null = 'link-token', fakes: Fakes = {}) {
  const calls = {
    fetched: [] as (string | null)[],
    saved: [] as { token: string | null; email: string; preferences: EmailPreference[] }[],
    unsubscribed: [] as { token: string | null; email: string }[],
  };
  const answers = [...(fakes.fetch ?? [LOADED])];
  const machine = emailPreferencesMachine.provide({
    actors: {
      fetchEmailPreferences: fromPromise(async ({ input }: { input: { token: string | null } }) => {
        calls.fetched.push(input.token);
        const answer = answers.length > 1 ? answers.shift() : answers[0];
        if (answer instanceof Error) throw answer;
        return answer as EmailPreferences;
      }),
      saveEmailPreferences: fromPromise(
        async ({
          input,
        }: {
          input: { token: string | null; email: string; preferences: EmailPreference[] };
        }) => {
          calls.saved.push(input);
          if (fakes.saveFails) throw fakes.saveFails;
          return { ...LOADED, emailPreferences: input.preferences };
        },
      ),
      unsubscribe: fromPromise(
        async ({ input }: { input: { token: string | null; email: string } }) => {
          calls.unsubscribed.push(input);
          if (fakes.unsubscribeFails) throw fakes.unsubscribeFails;
        },
      ),
    },
  });
  const actor = createActor(machine, {
    input: { token, ...(fakes.savedDraft ? { savedDraft: fakes.savedDraft } : {}) },
  }).start();
  return { actor, calls };
}

describe('the email preferences', () => {
  it('reads the preferences with the link token and saves the changes with it', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.fetched).toEqual(['link-token']);
    actor.send({ type: 'preference.toggle', id: 'offers', subscribed: true });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.saved);
    expect(calls.saved[0]?.token).toBe('link-token');
    expect(calls.saved[0]?.preferences.map((p) => p.subscribed)).toEqual([true, true]);
  });

  it('reads them with the session when there is no token', async () => {
    const { actor, calls } = start(null);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.fetched).toEqual([null]);
  });

  it('shows the link message for a 401', async () => {
    const { actor } = start('bad', { fetch: [apiError(401, copy.emailLinkInvalid)] });
    await waitFor(actor, (s) => s.matches('linkInvalid'));
    expect(actor.getSnapshot().context.error).toBe(copy.emailLinkInvalid);
  });

  it('says it could not fetch the preferences, and tries again', async () => {
    const { actor, calls } = start('t', {
      fetch: [apiError(500, copy.emailFetchFailed), LOADED],
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(copy.emailFetchFailed);
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.fetched).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the ticks and shows "Invalid preferences" when a save is refused', async () => {
    const { actor } = start('t', { saveFails: apiError(422, networkCopy.invalidPreferences) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'preference.toggle', id: 'news', subscribed: false });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(context.error).toBe(networkCopy.invalidPreferences);
    expect(context.saved).toBe(false);
    expect(context.preferences.map((p) => p.subscribed)).toEqual([false, false]);
  });

  it('unsubscribes the address with the token, then can go back to the preferences', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'unsubscribe' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    expect(calls.unsubscribed).toEqual([{ token: 'link-token', email: 'patron@example.com' }]);
    expect(actor.getSnapshot().context.preferences.every((p) => !p.subscribed)).toBe(true);
    actor.send({ type: 'manage' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.fetched).toHaveLength(2);
  });

  it('stays on the form with the message when unsubscribing fails', async () => {
    const { actor } = start('t', { unsubscribeFails: apiError(500, networkCopy.generic) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'unsubscribe' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(networkCopy.generic);
    expect(actor.getSnapshot().matches({ editing: 'needsLogin' })).toBe(false);
  });

  it('keeps the ticks and asks for a login when a save with a link token answers 401 (QA account 8)', async () => {
    const { actor } = start('link-token', { saveFails: apiError(401, copy.emailLinkInvalid) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'preference.toggle', id: 'offers', subscribed: true });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches({ editing: 'needsLogin' }));
    const { context } = actor.getSnapshot();
    expect(context.error).toBe(copy.emailLinkInvalid);
    expect(context.preferences.map((p) => p.subscribed)).toEqual([true, true]);
    expect(context.edits).toEqual({ offers: true });
  });

  it('leaves a 401 on a save with the session to the session: no link message, the ticks kept (QA 13)', async () => {
    const { actor } = start(null, { saveFails: apiError(401, networkCopy.loggedOutInactivity) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'preference.toggle', id: 'offers', subscribed: true });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: 'needsLogin' })).toBe(false);
    expect(snapshot.context.error).toBe(networkCopy.loggedOutInactivity);
    expect(snapshot.context.preferences.map((p) => p.subscribed)).toEqual([true, true]);
  });

  it('leaves a 401 on unsubscribing with the session to the session (QA 13)', async () => {
    const { actor } = start(null, {
      unsubscribeFails: apiError(401, networkCopy.loggedOutInactivity),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'unsubscribe' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().matches({ editing: 'needsLogin' })).toBe(false);
  });

  it('asks for a login when unsubscribing answers 401, staying on the form', async () => {
    const { actor } = start('t', { unsubscribeFails: apiError(401, copy.emailLinkInvalid) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'unsubscribe' });
    await waitFor(actor, (s) => s.matches({ editing: 'needsLogin' }));
    expect(actor.getSnapshot().context.error).toBe(copy.emailLinkInvalid);
  });
});

describe('the ticks kept for a reload belong to the account they were typed for (QA 17)', () => {
  const BOB: EmailPreferences = { ...LOADED, email: 'bob@example.com' };
  const ticked = (actor: ReturnType<typeof start>['actor']) =>
    actor.getSnapshot().context.preferences.map((p) => p.subscribed);

  it('lays the ticks over the preferences of the account they were typed for', async () => {
    const { actor } = start('link-token', {
      savedDraft: { news: 'false', [DRAFT_OWNER_KEY]: preferencesOwnerOf(' Patron@Example.com ') },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(ticked(actor)).toEqual([false, false]);
    expect(actor.getSnapshot().context.edits).toEqual({ news: false });
  });

  it("never lays one account's ticks over another's preferences, and forgets them", async () => {
    const { actor, calls } = start('bob-token', {
      fetch: [BOB],
      savedDraft: { news: 'false', [DRAFT_OWNER_KEY]: preferencesOwnerOf(LOADED.email) },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(ticked(actor)).toEqual([true, false]);
    expect(actor.getSnapshot().context.edits).toEqual({});
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.saved);
    expect(calls.saved[0]?.preferences.map((p) => p.subscribed)).toEqual([true, false]);
  });

  it('drops ticks whose account is not known', async () => {
    const { actor } = start('link-token', { savedDraft: { news: 'false' } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(ticked(actor)).toEqual([true, false]);
  });

  it('names the account a tick is typed for, and never its address', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'preference.toggle', id: 'offers', subscribed: true });
    const { draftOwner } = actor.getSnapshot().context;
    expect(draftOwner).toBe(preferencesOwnerOf(LOADED.email));
    expect(draftOwner).not.toContain('example');
  });
});
