/**
 * The tab our partner returns to after a capture started in a frame (QA 14; docs/identity.md
 * "Hand-over"; decision 007, "Coming back from the provider's page").
 *
 * In a frame the provider's page opens in a new tab, and the frame polls the scan and hands off
 * to its parent. The provider then sends that new tab to the return URL: without a mark, a whole
 * app started there, polled the scan too and handed off at the top level, a second hand-off
 * outside the operator's frame. So a frame's return URL carries `partner_tab=frame` (a constant:
 * nothing secret, and it names no address, so it redirects nowhere). A page that finds it keeps
 * a mark in the tab's session storage (a reload keeps it) and drops the parameter from the
 * address; in that tab the ID and document pages run no flow and say the check is done and the
 * tab can be closed, and the hand-off never happens.
 *
 * A document upload has no pending record the frame could poll, so the frame waits for the
 * partner's redirect before recording (as the top level does): the returned tab says so on a
 * BroadcastChannel of this origin, which reaches the frame only where the browser does not
 * partition the frame's storage from the tab's, that is when the frame's top page is on our own
 * site. Elsewhere the frame records at once, as before (`awaitsPartnerReturn`).
 */

/** The query parameter a frame's return URL carries, and its only value. */
export const PARTNER_RETURN_PARAM = 'partner_tab';
const FROM_FRAME = 'frame';
/** The tab's mark (session storage): this tab is the one the partner returned to. */
export const PARTNER_RETURN_KEY = 'partner-return:tab';
/** The channel on which a returned tab tells the frame the partner sent the patron back. */
export const PARTNER_RETURN_CHANNEL = 'onboarding:partner-return';

/** The return URL of a page, marked when the capture starts in a frame. */
export function partnerReturnUrl(url: string, inFrame: boolean): string {
  if (!inFrame) return url;
  const marked = new URL(url);
  marked.searchParams.set(PARTNER_RETURN_PARAM, FROM_FRAME);
  return marked.toString();
}

/** The page's window; none where there is no page (Node). */
const page = (): Window | null => (typeof window === 'undefined' ? null : window);

const tabStorage = (win: Window): Storage | null => {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null;
  }
};

/** The address bar names the return from a frame (before the page drops the parameter). */
export function arrivedFromPartner(win: Window | null = page()): boolean {
  if (!win) return false;
  try {
    return new URLSearchParams(win.location.search).get(PARTNER_RETURN_PARAM) === FROM_FRAME;
  } catch {
    return false;
  }
}

/**
 * This tab is the one the partner returned to from a frame's capture: the address says so now,
 * or said so earlier in this tab. Never true in a frame (the frame is where the sign-up goes on).
 */
export function isPartnerReturnTab(win: Window | null = page()): boolean {
  if (!win || win.top !== win) return false;
  if (arrivedFromPartner(win)) {
    try {
      tabStorage(win)?.setItem(PARTNER_RETURN_KEY, '1');
    } catch {
      // Storage the browser refuses: the tab is recognised while the address names it.
    }
    return true;
  }
  try {
    return tabStorage(win)?.getItem(PARTNER_RETURN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The returned tab tells the frame the partner sent the patron back after a document upload. */
export function announcePartnerReturn(win: Window | null = page()): void {
  const Channel = win && channelOf(win);
  if (!Channel) return;
  const channel = new Channel(PARTNER_RETURN_CHANNEL);
  channel.postMessage({ type: 'partner.returned', kind: 'document' });
  channel.close();
}

const channelOf = (win: Window): typeof BroadcastChannel | undefined =>
  (win as unknown as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;

const siteOf = (host: string) => host.replace(/^www\./, '');

/**
 * Whether a returned tab can reach this frame: the frame's top page is on our own site (the
 * same host, or one a subdomain of the other), so the browser keeps the frame's storage and the
 * tab's together. Known only where the browser names the ancestors (`ancestorOrigins`).
 */
export function awaitsPartnerReturn(win: Window = window): boolean {
  if (win.top === win || typeof channelOf(win) !== 'function') return false;
  const ancestors = win.location.ancestorOrigins;
  const top = ancestors?.length ? ancestors[ancestors.length - 1] : undefined;
  if (!top) return false;
  try {
    const ours = siteOf(win.location.hostname);
    const theirs = siteOf(new URL(top).hostname);
    return ours === theirs || ours.endsWith(`.${theirs}`) || theirs.endsWith(`.${ours}`);
  } catch {
    return false;
  }
}

/**
 * Resolves when a returned tab says the partner sent the patron back (a document); listens from
 * the moment it is called, so a return before anyone awaits it is kept.
 */
export function listenForPartnerReturn(win: Window, signal?: AbortSignal): Promise<void> {
  const Channel = channelOf(win);
  if (!Channel) return new Promise<void>(() => {});
  return new Promise<void>((resolve, reject) => {
    const channel = new Channel(PARTNER_RETURN_CHANNEL);
    const close = () => channel.close();
    channel.onmessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; kind?: unknown } | null;
      if (data?.type !== 'partner.returned' || data.kind !== 'document') return;
      close();
      resolve();
    };
    signal?.addEventListener('abort', () => {
      close();
      reject(signal.reason);
    });
  });
}
