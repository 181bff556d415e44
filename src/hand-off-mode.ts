import type { Layout } from '../machines/route-derivation';

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

const tabStorage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** A flag this tab keeps in session storage over a reload (never a session, code or token). */
function tabMark(key: string) {
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

const browserStorage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/**
 * A flag every tab of the browser sees, as they all see the session cookie it is about (never a
 * session, code or token). Kept in the tab's session storage as well: a browser refusing local
 * storage still keeps it over a reload, and a tab that set it before the flag was browser-wide
 * (QA 17) still finds it.
 */
function browserMark(key: string) {
  const tab = tabMark(key);
  return {
    set: () => {
      tab.set();
      try {
        browserStorage()?.setItem(key, '1');
      } catch {
        // Local storage refused: the tab's own mark stands.
      }
    },
    forget: () => {
      tab.forget();
      try {
        browserStorage()?.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
    isSet: (): boolean => {
      try {
        if (browserStorage()?.getItem(key) === '1') return true;
      } catch {
        // Local storage refused: the tab's own mark answers.
      }
      return tab.isSet();
    },
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

/**
 * The app's layout, which picks the code page a hand-off owing the code goes to (QA 17: the
 * desktop's, whatever the path asking): set by the onboarding actor, which asks for every hand-off.
 */
let layout: Layout | null = null;

/** Sets the layout the hand-off's code page follows (src/onboarding-actor.ts). */
export function setHandOffLayout(value: Layout): void {
  layout = value;
}

/** The layout set, or null before any onboarding actor. */
export const handOffLayout = (): Layout | null => layout;

/** Sets the flag from the session machine's `sessionOrigin`. */
export function setHandOffUpgrade(value: boolean): void {
  upgrade = value;
}

/** Whether the next hand-off is an upgrade: a found session, unless this tab made it. */
export function handOffUpgrades(): boolean {
  return upgrade && !madeHere();
}
