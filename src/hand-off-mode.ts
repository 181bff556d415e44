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

/** A flag kept in one storage over a reload (never a session, code or token). */
function storedMark(key: string, storage: () => Storage | null) {
  return {
    set: () => {
      try {
        storage()?.setItem(key, '1');
      } catch {
        // Storage the browser refuses: the mark lives no longer than the page, as before.
      }
    },
    forget: () => {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
    isSet: (): boolean => {
      try {
        return storage()?.getItem(key) === '1';
      } catch {
        return false;
      }
    },
  };
}

/** A flag this tab keeps in session storage over a reload. */
const tabMark = (key: string) => storedMark(key, storageOf('sessionStorage'));

const madeHereMark = tabMark(MADE_HERE_KEY);
/** Marks the session as made in this tab (a pre-registration sent, a login that succeeded). */
export const markSessionMadeHere = madeHereMark.set;
/** Forgets the mark: the session ended, or the host has been handed its token. */
export const forgetSessionMadeHere = madeHereMark.forget;
const madeHere = madeHereMark.isSet;

/**
 * A flag every tab of the browser sees, as they all see the session cookie it is about (never a
 * session, code or token). Kept in the tab's session storage as well: a browser refusing local
 * storage still keeps it over a reload, and a tab that set it before the flag was browser-wide
 * (QA 17) still finds it.
 */
function browserMark(key: string) {
  const marks = [tabMark(key), storedMark(key, storageOf('localStorage'))];
  return {
    set: () => {
      for (const mark of marks) mark.set();
    },
    forget: () => {
      for (const mark of marks) mark.forget();
    },
    isSet: (): boolean => marks.some((mark) => mark.isSet()),
  };
}

/**
 * A login waits for its SMS code (decision 041): the session exists, but neither a patron page
 * nor the hand-off may use it before the code is verified. The mark is the browser's, not the
 * tab's: the session cookie is every tab's, so a tab opened after the login (or open before it)
 * is held as the login's own tab is (QA 17). Kept over a reload, which would otherwise find a
 * whole session; written by the session actor from its machine's state, set when a login owes
 * its code and forgotten when the code is verified, on a logout and when a check finds no session.
 */
export const PIN_OWED_KEY = 'session:pin-owed';
export const pinOwedMark = browserMark(PIN_OWED_KEY);

/**
 * Create account was pressed while the login owed its code (QA 17): the code page the patron is
 * sent to says why (a flag of this tab, read once by that page's entry).
 */
export const pinOwedSignupMark = tabMark('session:pin-owed-signup');

/** Sets the flag from the session machine's `sessionOrigin`. */
export function setHandOffUpgrade(value: boolean): void {
  upgrade = value;
}

/** Whether the next hand-off is an upgrade: a found session, unless this tab made it. */
export function handOffUpgrades(): boolean {
  return upgrade && !madeHere();
}
