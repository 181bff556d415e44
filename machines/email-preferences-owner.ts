/**
 * Whose email preferences a draft of ticks was typed for (QA 17): the account the preferences
 * were read for, named by a digest of its address (trimmed, in any case), so session storage
 * holds no address (decision 076: the draft is nothing personal) and never the link token (a
 * secret). Two links of different accounts opened in one tab, or a link and a session of another
 * patron, have different owners; the same link after a reload has the same. FNV-1a, 32 bits: it
 * tells the accounts of one tab apart, it protects nothing.
 */
export function preferencesOwnerOf(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The draft's key that names its owner: not a preference id (ids are the server's numbers). */
export const DRAFT_OWNER_KEY = '@owner';
