/**
 * What must go out before the page is left for another (decision 082): the analytics service
 * registers its sending here once it has started (src/observability/analytics.ts), and the
 * hand-off (src/hand-off.ts) starts it before it navigates to the authorize URL, which is on
 * another origin: events still queued there would only leave if the patron came back. Neither
 * side imports the other, and both are loaded after the first screen. The pages that leave the
 * app at the top level also say here what a Back to them does (`reloadWhenRestored`).
 */

/**
 * The longest the hand-off waits for the sending. The analytics service hands its events to the
 * browser (sendBeacon) in a few milliseconds; the cap is for a tracker that answers slowly or not
 * at all, which must never keep the patron from the page they are sent to.
 */
export const LEAVE_WAIT_MS = 500;

type Send = () => Promise<unknown>;
const sends = new Set<Send>();

/** Registers what to send before the page is left; returns the unregistering. */
export function sendBeforeLeaving(send: Send): () => void {
  sends.add(send);
  return () => sends.delete(send);
}

/**
 * Starts every registered sending. Resolves once all are done (failed ones included) or after
 * `waitMs`, whichever comes first, and never rejects; null when nothing is registered (analytics
 * off, opted out or not loaded yet), so the caller goes on at once.
 */
export function sendWaiting(waitMs = LEAVE_WAIT_MS): Promise<void> | null {
  if (sends.size === 0) return null;
  const sent = Promise.allSettled([...sends].map((send) => Promise.resolve().then(send)));
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void sent.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Called just before a top-level navigation hands the patron to another site (the identity
 * provider's capture page, the authorize URL; decision 007, "Coming back from the provider's
 * page"). A Back from there may restore this page from the browser's back/forward cache with its
 * scripts frozen as they left it: a flow still handing over, its button disabled, nothing the
 * patron can press (QA 8). The page then loads again, as after a Back without that cache: each
 * route's entry and flow start afresh, and what a flow keeps for a reload (its draft) comes back.
 * `beforeReload` runs first: the document hand-over drops its mark of the upload there.
 */
export function reloadWhenRestored(win: Window = window, beforeReload?: () => void): void {
  win.addEventListener('pageshow', (event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    beforeReload?.();
    win.location.reload();
  });
}
