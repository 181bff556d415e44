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
