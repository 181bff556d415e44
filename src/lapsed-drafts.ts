import { FLOW_DRAFT_PREFIX } from './flows/registry';

/**
 * A session that lapses (a 401 in the middle of a page) used to take the flows' drafts with it,
 * so a patron who had typed a limit and was sent to login found the page empty once back on it
 * (decision 076, amended 2026-11-28). The drafts of a lapsed session are set aside instead, under
 * a prefix no flow reads, with the user id of the login they belong to; the next login takes them
 * back when it is the same user's, and drops them otherwise, so one patron's entries are never
 * shown to the next. Only what the flows already keep is set aside (never a secret, decision 076).
 * The session actor's chunk loads this module, not the first screen.
 */
const DRAFTS_OWNER_KEY = 'drafts:owner';
const LAPSED_PREFIX = 'lapsed:';
const LAPSED_OWNER_KEY = `${LAPSED_PREFIX}owner`;

/** Why the session's saved state is cleared: it lapsed (a 401), or a login of this user began one. */
export interface SessionChange {
  lapsed?: boolean;
  loggedInUser?: string;
}

/**
 * Clears the session's saved state (`clear`: the saved sign-up and the flows' drafts) and, around
 * it, sets the drafts of a lapsed session aside or gives them back to their patron's login. Any
 * other end of a session (a logout, a suspension, another tab's logout) forgets them.
 */
export function clearAcrossSessions(
  storage: Storage | null,
  { lapsed = false, loggedInUser }: SessionChange,
  clear: () => void,
): void {
  if (storage && lapsed) withStorage(() => setDraftsAside(storage));
  clear();
  if (!storage || lapsed) return;
  withStorage(() => {
    if (loggedInUser) return takeBackDrafts(storage, loggedInUser);
    forgetLapsedDrafts(storage);
    storage.removeItem(DRAFTS_OWNER_KEY);
  });
}

// Storage the browser refuses keeps nothing, and throws nothing at the session.
function withStorage(work: () => void): void {
  try {
    work();
  } catch {
    // Nothing was kept, so nothing is lost.
  }
}

/**
 * The session lapsed: its flows' drafts wait for the next login, when the login that wrote them
 * is known (a session made by a sign-up or found on a reload has none: nothing is set aside).
 */
function setDraftsAside(storage: Storage): void {
  const owner = storage.getItem(DRAFTS_OWNER_KEY);
  storage.removeItem(DRAFTS_OWNER_KEY);
  if (!owner) return;
  forgetLapsedDrafts(storage);
  for (const key of keysStartingWith(storage, FLOW_DRAFT_PREFIX))
    storage.setItem(`${LAPSED_PREFIX}${key}`, storage.getItem(key) ?? '');
  storage.setItem(LAPSED_OWNER_KEY, owner);
}

/** A login of `userId`: the drafts set aside come back when they are that user's, else go. */
function takeBackDrafts(storage: Storage, userId: string): void {
  if (storage.getItem(LAPSED_OWNER_KEY) === userId)
    for (const key of keysStartingWith(storage, `${LAPSED_PREFIX}${FLOW_DRAFT_PREFIX}`))
      storage.setItem(key.slice(LAPSED_PREFIX.length), storage.getItem(key) ?? '');
  forgetLapsedDrafts(storage);
  storage.setItem(DRAFTS_OWNER_KEY, userId);
}

/** Every draft set aside, and whose they were. */
function forgetLapsedDrafts(storage: Storage): void {
  for (const key of keysStartingWith(storage, LAPSED_PREFIX)) storage.removeItem(key);
}

function keysStartingWith(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}
