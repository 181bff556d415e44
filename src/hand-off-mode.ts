/**
 * Whether the next hand-off upgrades the host's token instead of asking for a new authorization
 * (decision 042): true while the session is one the start-up check found (the host opened this
 * page with a session it already holds), false once a login in this page made it. Written by the
 * session actor (src/session-actor.ts), read by the hand-off (src/hand-off.ts); both are lazy
 * chunks, so this flag never weighs on the first screen.
 */
let upgrade = false;

/**
 * A session this page made (a pre-registration or a login) is one the host holds no token for.
 * The cookie is HttpOnly, so after a reload the start-up check cannot tell it from a session the
 * host brought, and would upgrade a token the host never had (QA 5: a webview reloaded while the
 * patron fetched a code). The tab keeps a mark of it, never the session itself, until the session
 * ends or a hand-off has given the host its token.
 */
export const MADE_HERE_KEY = 'session:made-here';

const storageOf = (name: 'sessionStorage' | 'localStorage') => (): Storage | null => {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
};

/**
 * A flag kept over a reload (never a session, code or token): in this tab's session storage, or
 * with `browserWide` in local storage, seen by every tab of the browser as the cookie is.
 */
function tabMark(key: string, browserWide = false) {
  const tabStorage = storageOf(browserWide ? 'localStorage' : 'sessionStorage');
  return {
    set: () => {
      try {
        tabStorage()?.setItem(key, '1');
      } catch {
        // Storage the browser refuses: the mark lives no longer than the page, as before.
      }
    },
    forget: () => {
      try {
        tabStorage()?.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
    isSet: (): boolean => {
      try {
        return tabStorage()?.getItem(key) === '1';
      } catch {
        return false;
      }
    },
  };
}

const madeHereMark = tabMark(MADE_HERE_KEY);
/** Marks the session as made in this tab (a pre-registration sent, a login that succeeded). */
export const markSessionMadeHere = madeHereMark.set;
/** Forgets the mark: the session ended, or the host has been handed its token. */
export const forgetSessionMadeHere = madeHereMark.forget;
const madeHere = madeHereMark.isSet;

/**
 * A login waits for its SMS code (decision 041): the session exists, but neither a patron page
 * nor the hand-off may use it before the code is verified. Kept over a reload, which would
 * otherwise find a whole session, and browser-wide, as the session cookie is: another tab would
 * otherwise find a whole session too (QA 17). Written by the session actor from its machine's
 * state: set while a login owes its code, forgotten once it is verified or no session is left.
 */
export const PIN_OWED_KEY = 'session:pin-owed';
export const pinOwedMark = tabMark(PIN_OWED_KEY, true);

/** Sets the flag from the session machine's `sessionOrigin`. */
export function setHandOffUpgrade(value: boolean): void {
  upgrade = value;
}

/** Whether the next hand-off is an upgrade: a found session, unless this tab made it. */
export function handOffUpgrades(): boolean {
  return upgrade && !madeHere();
}
