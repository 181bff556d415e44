import type { AnyActorRef } from 'xstate';
import type { PersistedOnboarding } from '../machines/onboarding.machine';
import { PRE_REGISTRATION_PAGES } from '../machines/pre-registration';
import { FLOW_DRAFT_PREFIX } from './flows/registry';

/**
 * Sign-up state survives a reload (product.md 3: saved to session storage, debounced 1000 ms,
 * restored on load). Only the fields below are written: the password, SSN digits, codes and
 * tokens live in the machine's `secrets` and are never part of what is saved.
 */
export const STORAGE_KEY = 'onboarding:signup';
export const SAVE_DEBOUNCE_MS = 1_000;
/**
 * The username typed on /login (screens/login/login.tsx keeps it across a reload, QA 3 L8; never
 * the password), removed with the saved sign-up.
 */
export const LOGIN_DRAFT_KEY = 'login:username';

interface SavedContext extends PersistedOnboarding {}

/** Picks exactly the persisted fields out of the machine's context (an allow-list, not a deny-list). */
export function toPersisted(context: SavedContext): PersistedOnboarding {
  const { draft } = context;
  return {
    draft: {
      firstName: draft.firstName,
      lastName: draft.lastName,
      username: draft.username,
      email: draft.email,
      phoneNumber: draft.phoneNumber,
      strongAuthEnabled: draft.strongAuthEnabled,
      receiveLoginEmails: draft.receiveLoginEmails,
      receivePromotionalEmails: draft.receivePromotionalEmails,
      promoCode: draft.promoCode,
      acceptedPolicyIds: [...draft.acceptedPolicyIds],
    },
    preRegistrationPage: context.preRegistrationPage,
    preRegistrationComplete: context.preRegistrationComplete,
    registrationPending: context.registrationPending,
    initialLimitsDone: context.initialLimitsDone,
    signUpRanHere: context.signUpRanHere,
    // Steps mirror only non-secret drafts (machines/step-contract.ts); copied as they are.
    stepDrafts: context.stepDrafts,
  };
}

/** Reads what a previous load of this tab saved; anything unreadable is ignored. */
export function loadPersistedOnboarding(
  storage: Storage | null,
): Partial<PersistedOnboarding> | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<PersistedOnboarding>;
    if (
      saved.preRegistrationPage &&
      !(PRE_REGISTRATION_PAGES as readonly string[]).includes(saved.preRegistrationPage)
    )
      delete saved.preRegistrationPage;
    return saved;
  } catch {
    return null;
  }
}

/**
 * The savers running in this page, so a clear can stop them writing the state back, and a lapse
 * have them write what they still held (src/lapsed-drafts.ts).
 */
export const savers = new Set<{ storage: Storage; stop: () => void }>();

/**
 * Removes the saved sign-up (issue 8 item 9: nothing personal left behind) when sign-up hands off
 * to the authorize URL, when a session ends, and when a login starts one (keeping the username
 * typed on /login for the tab). Savers on the same storage write what they still held and stop
 * before the removal: a save still debounced would otherwise write the names back a second later.
 * A session that lapsed first sets the sign-up aside for its patron's next login
 * (src/lapsed-drafts.ts, decision 076, QA 16).
 */
export function clearPersistedOnboarding(
  storage: Storage | null,
  { keepLoginDraft = false }: { keepLoginDraft?: boolean } = {},
): void {
  if (!storage) return;
  try {
    for (const saver of [...savers]) if (saver.storage === storage) saver.stop();
    storage.removeItem(STORAGE_KEY);
    if (!keepLoginDraft) storage.removeItem(LOGIN_DRAFT_KEY);
    // The flows' drafts (src/flows/registry.ts): what one patron typed is not shown to the next.
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (key?.startsWith(FLOW_DRAFT_PREFIX)) storage.removeItem(key);
    }
  } catch {
    // Storage the browser refuses holds nothing to clear.
  }
}

/** Saves the actor's persisted fields 1000 ms after the last change, and at once on page hide. */
export function persistOnboarding(
  actor: AnyActorRef & { getSnapshot(): { context: SavedContext } },
  storage: Storage | null,
  debounceMs = SAVE_DEBOUNCE_MS,
): () => void {
  if (!storage) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const save = () => {
    timer = undefined;
    const serialised = JSON.stringify(toPersisted(actor.getSnapshot().context));
    if (serialised !== last) {
      last = serialised;
      storage.setItem(STORAGE_KEY, serialised);
    }
  };
  const subscription = actor.subscribe(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, debounceMs);
  });
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      save();
    }
  };
  globalThis.addEventListener?.('pagehide', flush);
  const saver = {
    storage,
    // What waits for the debounce is written first: a lapse sets it aside (decision 076, QA 16).
    stop: () => {
      flush();
      savers.delete(saver);
      subscription.unsubscribe();
      globalThis.removeEventListener?.('pagehide', flush);
    },
  };
  savers.add(saver);
  return saver.stop;
}
