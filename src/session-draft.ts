import { LOGIN_DRAFT_KEY } from './onboarding-persistence';

/**
 * One text a page keeps for this tab across a reload, in session storage (DESIGN.md: nothing
 * typed is lost on a reload), never a secret: the login's username, the number a login's SMS
 * code went to. An empty value removes it. Refused or broken storage keeps nothing and throws
 * nothing. A session that ends removes them all (src/onboarding-persistence.ts).
 */
export function readSessionDraft(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeSessionDraft(key: string, value: string): void {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Nothing to keep where storage is refused.
  }
}

/**
 * The username survives a reload of the tab, in session storage like sign-up's draft (DESIGN.md
 * "nothing typed is lost on reload"); never the password. A logout, a 401 and the sign-up hand-off
 * remove it with the saved sign-up (src/onboarding-persistence.ts). Refused storage keeps nothing.
 */
export const loadLoginUsername = (): string => readSessionDraft(LOGIN_DRAFT_KEY);

export const saveLoginUsername = (username: string): void =>
  writeSessionDraft(LOGIN_DRAFT_KEY, username);

/**
 * The flows' drafts (src/flows/registry.ts `draft`) in session storage, as JSON; a draft with no
 * text in it is removed rather than kept empty.
 */
export const sessionDraftStore = {
  read(key: string): Record<string, string> | null {
    try {
      const saved: unknown = JSON.parse(readSessionDraft(key) || 'null');
      if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return null;
      const entries = Object.entries(saved).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      return entries.length > 0 ? Object.fromEntries(entries) : null;
    } catch {
      return null;
    }
  },
  write(key: string, draft: Record<string, string> | null): void {
    const kept = Object.values(draft ?? {}).some((value) => value !== '');
    writeSessionDraft(key, kept ? JSON.stringify(draft) : '');
  },
};
