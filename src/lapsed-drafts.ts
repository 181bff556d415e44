import { isRoutePath, type RoutePath } from '../machines/paths';
import { FLOW_DRAFT_PREFIX } from './flows/registry';
import { STORAGE_KEY as SIGN_UP_KEY, savers } from './onboarding-persistence';

/**
 * A session that lapses (a 401 in the middle of a page) used to take the flows' drafts with it,
 * so a patron who had typed a limit and was sent to login found the page empty once back on it
 * (decision 076, amended 2026-11-28). The drafts of a lapsed session are set aside instead, under
 * a prefix no flow reads, with the user id of the login they belong to; the next login takes them
 * back when it is the same user's, and drops them otherwise, so one patron's entries are never
 * shown to the next. Only what the flows and the sign-up already keep is set aside (never a
 * secret, decision 076); the saved sign-up waits too (QA 16), for the user id of the login or for
 * the email and username the sign-up created the account with.
 * The session actor's chunk loads this module, not the first screen.
 */
const DRAFTS_OWNER_KEY = 'drafts:owner';
const LAPSED_PREFIX = 'lapsed:';
const LAPSED_OWNER_KEY = `${LAPSED_PREFIX}owner`;
const LAPSED_SIGN_UP_KEY = `${LAPSED_PREFIX}${SIGN_UP_KEY}`;
/** The patron's page the lapse ended on (decision 078), kept over a reload of the login page. */
const LAPSED_RETURN_KEY = `${LAPSED_PREFIX}return`;

/**
 * Why the session's saved state is cleared: it lapsed (a 401), or a login of this user began one
 * (`loggedInUser`, the user id it answered; `loginName`, the email or username it was made with).
 */
export interface SessionChange {
  lapsed?: boolean;
  /** A lapse on the patron's page the next login returns to (decision 078): its bare path. */
  returnTo?: string | null;
  loggedInUser?: string;
  loginName?: string;
}

/**
 * Clears the session's saved state (`clear`: the saved sign-up and the flows' drafts) and, around
 * it, sets the drafts of a lapsed session aside or gives them back to their patron's login. Any
 * other end of a session (a logout, a suspension, another tab's logout) forgets them. Answers the
 * page a login of the lapsed session's patron returns to, when one was kept with its drafts (QA
 * 17: a reload of the login page had lost it, and the login handed off instead).
 */
export function clearAcrossSessions(
  storage: Storage | null,
  { lapsed = false, returnTo = null, loggedInUser, loginName = '' }: SessionChange,
  clear: () => void,
): RoutePath | null {
  if (storage && lapsed) withStorage(() => setDraftsAside(storage, returnTo));
  clear();
  let back: RoutePath | null = null;
  if (!storage || lapsed) return back;
  withStorage(() => {
    if (loggedInUser) {
      back = takeBackDrafts(storage, loggedInUser, loginName);
      return;
    }
    forgetLapsedDrafts(storage);
    storage.removeItem(DRAFTS_OWNER_KEY);
  });
  return back;
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
 * The session lapsed: its flows' drafts and its saved sign-up wait for the next login, when it is
 * known whose they are. A login of this tab made the session: its user id owns both. Otherwise
 * (a session made by this tab's sign-up, or found on a reload) the saved sign-up is owned by the
 * email and username it created the account with, which it holds; the flows' drafts have no owner
 * and are not set aside, nor is a saved sign-up without those names.
 */
function setDraftsAside(storage: Storage, returnTo: string | null): void {
  // The sign-up's savers write what still waits for their debounce, and stop (no write after).
  for (const saver of [...savers]) if (saver.storage === storage) saver.stop();
  const owner = storage.getItem(DRAFTS_OWNER_KEY);
  storage.removeItem(DRAFTS_OWNER_KEY);
  forgetLapsedDrafts(storage);
  const signUp = storage.getItem(SIGN_UP_KEY);
  if (signUp && (owner || namesOf(signUp).length > 0)) storage.setItem(LAPSED_SIGN_UP_KEY, signUp);
  if (!owner) return;
  for (const key of keysStartingWith(storage, FLOW_DRAFT_PREFIX))
    storage.setItem(`${LAPSED_PREFIX}${key}`, storage.getItem(key) ?? '');
  storage.setItem(LAPSED_OWNER_KEY, owner);
  // Only a bare path the router knows: never a query, which may carry a token (decision 078).
  if (returnTo && isRoutePath(returnTo)) storage.setItem(LAPSED_RETURN_KEY, returnTo);
}

/**
 * A login of `userId`, made with `loginName`: what was set aside comes back when it is that
 * user's, else goes. The saved sign-up of a session no login made comes back to a login with its
 * email or username (trimmed, in any case): the password proved that account.
 */
function takeBackDrafts(storage: Storage, userId: string, loginName: string): RoutePath | null {
  const owner = storage.getItem(LAPSED_OWNER_KEY);
  const signUp = storage.getItem(LAPSED_SIGN_UP_KEY);
  const returnTo = owner === userId ? storage.getItem(LAPSED_RETURN_KEY) : null;
  if (owner === userId)
    for (const key of keysStartingWith(storage, `${LAPSED_PREFIX}${FLOW_DRAFT_PREFIX}`))
      storage.setItem(key.slice(LAPSED_PREFIX.length), storage.getItem(key) ?? '');
  if (signUp && (owner ? owner === userId : namesOf(signUp).includes(normalised(loginName))))
    storage.setItem(SIGN_UP_KEY, signUp);
  forgetLapsedDrafts(storage);
  storage.setItem(DRAFTS_OWNER_KEY, userId);
  return returnTo && isRoutePath(returnTo) ? returnTo : null;
}

/**
 * Another tab of this browser logged in as `userId` (QA 17): the session cookie the tabs share is
 * now that user's, so what this signed-in tab keeps for the next reload must be too. When the
 * flows' drafts here were written for someone else (another user id, or no known owner: a session
 * this tab found or its sign-up made), they go with the saved sign-up, and the drafts written from
 * now on are that user's. The same user's stay as they are. What a lapse set aside waits for its
 * own user's login, untouched. Answers whether this tab's were someone else's.
 */
export function loggedInElsewhere(storage: Storage | null, userId: string): boolean {
  let someoneElses = false;
  if (storage)
    withStorage(() => {
      if (storage.getItem(DRAFTS_OWNER_KEY) === userId) return;
      someoneElses = true;
      for (const key of keysStartingWith(storage, FLOW_DRAFT_PREFIX)) storage.removeItem(key);
      storage.removeItem(SIGN_UP_KEY);
      storage.setItem(DRAFTS_OWNER_KEY, userId);
    });
  return someoneElses;
}

/** The email and username a saved sign-up created its account with, as a login compares them. */
function namesOf(signUp: string): string[] {
  try {
    const { draft } = JSON.parse(signUp) as { draft?: { email?: unknown; username?: unknown } };
    return [draft?.email, draft?.username]
      .filter((name): name is string => typeof name === 'string')
      .map(normalised)
      .filter(Boolean);
  } catch {
    return [];
  }
}

const normalised = (name: string) => name.trim().toLowerCase();

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
