import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { createAccountMachine, type ReferenceData } from '../machines/create-account.machine';
import { initialContext } from '../machines/onboarding.context';
import { onboardingMachine, type SyncResult } from '../machines/onboarding.machine';
import { selectCreateAccountRef } from '../machines/onboarding.selectors';
import { memoryStorage } from '../test/memory-storage';
import {
  clearPersistedOnboarding,
  loadPersistedOnboarding,
  persistOnboarding,
  SAVE_DEBOUNCE_MS,
  STORAGE_KEY,
  toPersisted,
} from './onboarding-persistence';

// Node has no sessionStorage; these tests need storage, not a DOM.
const sessionStorage = memoryStorage();

/** The Create Your Account child, which the screens type into. */
const form = (actor: ReturnType<typeof startActor>) =>
  selectCreateAccountRef(actor.getSnapshot()) as ActorRefFrom<typeof createAccountMachine>;

function startActor(restored: ReturnType<typeof loadPersistedOnboarding> = null) {
  const machine = onboardingMachine.provide({
    actors: {
      loadReferenceData: fromPromise<ReferenceData, { regionCode: string }>(async () => ({
        flags: [],
        regions: [],
        policies: [],
      })),
      createAccount: createAccountMachine.provide({
        actors: {
          loadReferenceData: fromPromise<ReferenceData>(async () => ({
            flags: [],
            regions: [],
            policies: [],
          })),
          submitPreRegistration: fromPromise(async () => ({ userId: 'u' as string | null })),
        },
      }),
      syncRegistration: fromPromise<SyncResult>(async () => {
        throw new Error('not in this test');
      }),
    },
  });
  return createActor(machine, {
    input: { layout: 'mobileWeb', brandName: 'B', regionCode: 'US-NJ', restored },
  });
}

describe('sign-up persistence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves what the user typed 1000 ms after the last change, never the password', async () => {
    const actor = startActor();
    const stop = persistOnboarding(actor, sessionStorage);
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    form(actor).send({ type: 'draft.change', field: 'email', value: 'ada@example.test' });
    form(actor).send({ type: 'secret.change', field: 'password', value: 'hunter22secret' });
    form(actor).send({ type: 'secret.change', field: 'passwordConfirm', value: 'hunter22secret' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const raw = sessionStorage.getItem(STORAGE_KEY) ?? '';
    expect(JSON.parse(raw).draft.email).toBe('ada@example.test');
    // Nothing secret in any key of session storage.
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const value = sessionStorage.getItem(sessionStorage.key(i) ?? '') ?? '';
      expect(value).not.toContain('hunter22secret');
      expect(value).not.toMatch(/password"\s*:/i);
    }
    stop();
    actor.stop();
  });

  it('restores the saved form and page into a new actor after a reload', async () => {
    const first = startActor();
    const stop = persistOnboarding(first, sessionStorage);
    first.start();
    await vi.advanceTimersByTimeAsync(0);
    form(first).send({ type: 'draft.change', field: 'firstName', value: 'Ada' });
    form(first).send({ type: 'draft.change', field: 'lastName', value: 'Lovelace' });
    form(first).send({ type: 'draft.change', field: 'email', value: 'ada@example.test' });
    form(first).send({ type: 'page.next' });
    // Continue on the email page asks whether the email is free first (asynchronously).
    await vi.advanceTimersByTimeAsync(0);
    stop();
    first.stop();

    const second = startActor(loadPersistedOnboarding(sessionStorage)).start();
    await vi.advanceTimersByTimeAsync(0);
    const { context } = second.getSnapshot();
    expect(context.draft).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
    });
    expect(context.preRegistrationPage).toBe('username');
    expect(form(second).getSnapshot().context.page).toBe('username');
    expect(form(second).getSnapshot().context.secrets.password).toBe('');
  });

  it('keeps across a reload that a sign-up runs in this tab (decision 010: limits before the hand-off)', () => {
    const context = initialContext({
      layout: 'web',
      brandName: 'B',
      regionCode: 'US-NJ',
      restored: { preRegistrationComplete: true, signUpRanHere: true },
    });
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(toPersisted(context)));
    expect(loadPersistedOnboarding(sessionStorage)?.signUpRanHere).toBe(true);
    sessionStorage.removeItem(STORAGE_KEY);
  });

  it('ignores unreadable saved state', () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(loadPersistedOnboarding(sessionStorage)).toBeNull();
  });

  it('clears the saved sign-up, and a save still waiting does not write the names back', async () => {
    const actor = startActor();
    persistOnboarding(actor, sessionStorage);
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    form(actor).send({ type: 'draft.change', field: 'firstName', value: 'Ada' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(sessionStorage.getItem(STORAGE_KEY)).toContain('Ada');

    form(actor).send({ type: 'draft.change', field: 'lastName', value: 'Lovelace' });
    clearPersistedOnboarding(sessionStorage);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();

    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    // In a browser, page hide flushes a waiting save: there is none to flush any more.
    globalThis.dispatchEvent?.(new Event('pagehide'));
    form(actor).send({ type: 'draft.change', field: 'email', value: 'ada@example.test' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    actor.stop();
  });

  it('throws nothing at the session when a full storage refuses the last save of a clear', async () => {
    const full = memoryStorage();
    const actor = startActor();
    persistOnboarding(actor, full);
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    form(actor).send({ type: 'draft.change', field: 'firstName', value: 'Ada' });
    expect(() => clearPersistedOnboarding(full)).not.toThrow();
    actor.stop();
  });

  it("removes the flows' drafts with the session, and nothing else of the tab's (decision 076)", () => {
    sessionStorage.setItem('flow:cashflowLimits', '{"type":"deposit","daily":"75"}');
    sessionStorage.setItem('flow:passwordResetRequest', '{"email":"ada@example.test"}');
    sessionStorage.setItem('onboarding:entry', '{}');
    clearPersistedOnboarding(sessionStorage);
    expect(sessionStorage.getItem('flow:cashflowLimits')).toBeNull();
    expect(sessionStorage.getItem('flow:passwordResetRequest')).toBeNull();
    expect(sessionStorage.getItem('onboarding:entry')).toBe('{}');
  });

  it('leaves other storage alone when it clears one', () => {
    const other = { removeItem: vi.fn() } as unknown as Storage;
    sessionStorage.setItem(STORAGE_KEY, '{}');
    clearPersistedOnboarding(other);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe('{}');
    expect(other.removeItem).toHaveBeenCalledWith(STORAGE_KEY);
    clearPersistedOnboarding(null);
  });
});
