/**
 * What a capture's hand-over (the `handOver` actor of the KYC and document machines, provided by
 * src/identity-capture.ts) resolves with once the app may go on.
 */
export interface HandedOver {
  /**
   * The provider's page the hand-over opened in a new tab (a frame), else null. The tab may have
   * been refused by a pop-up blocker, which the app cannot tell (the page opens with `noopener`),
   * so the page links to it again. It bears the provider's session: it lives in the machine's
   * context only, never in storage or the app's URL, and the inspector's redaction hides it by
   * its key (src/redact.ts).
   */
  newTabUrl: string | null;
}

/** A hand-over that opened no tab (natively, or a test's fake). */
export const NO_NEW_TAB: HandedOver = { newTabUrl: null };
