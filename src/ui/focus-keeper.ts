/**
 * Keeps the keyboard focus on the page when the control that had it goes away: a Save, Confirm,
 * Cancel or Resend button that the result replaces, or that is disabled while the request runs.
 * The browser then drops the focus to <body>, and a screen reader starts again at the top of the
 * document (QA of 2026-11-26, qa3-patron M2). Route changes are not its business: the new page
 * focuses its own heading (src/ui/page.tsx).
 *
 * A button that starts a request keeps the focus while it waits (aria-disabled="true" instead of
 * `disabled`, QA 10): it waits all the same, so its answer takes the focus as a disabled one's does.
 *
 * Where the focus goes: to the answer, a banner that appeared while the control waited (the
 * success or the error of its request, enabled again or not: a Move wallet left disabled by the
 * emptied choice, QA 6); else back to the same control once it is enabled again; if the control
 * is gone, to the newest message the page shows, or else to the page's heading.
 */

const MESSAGE =
  '.flash-messages .banner, .page .banner, .page [role="status"], .page [role="alert"]';

/** A request's answer: a banner (src/ui/banner.tsx), not a loading status. */
const ANSWER = '.flash-messages .banner, .page .banner';

/** Waiting for its request: disabled, or busy and still focusable (aria-disabled). */
const isDisabled = (element: HTMLElement) => element.matches(':disabled, [aria-disabled="true"]');

/** The newest banner not among those shown before, made focusable. */
function newAnswer(before: ReadonlySet<Element>): HTMLElement | null {
  const shown = [...document.querySelectorAll<HTMLElement>(ANSWER)].filter((b) => !before.has(b));
  const answer = shown[shown.length - 1] ?? null;
  if (answer && !answer.hasAttribute('tabindex')) answer.setAttribute('tabindex', '-1');
  return answer;
}

/**
 * The newest message shown (made focusable), or else the page's heading. An empty live region
 * (a status line kept in place for what it may say later) says nothing to focus on (QA 19).
 */
function focusTarget(): HTMLElement | null {
  const messages = [...document.querySelectorAll<HTMLElement>(MESSAGE)].filter((element) =>
    element.textContent?.trim(),
  );
  const message = messages[messages.length - 1];
  if (!message) return document.querySelector<HTMLElement>('.page h1');
  if (!message.hasAttribute('tabindex')) message.setAttribute('tabindex', '-1');
  return message;
}

/** Starts keeping the focus within `root`; returns the function that stops it. */
export function keepFocus(root: HTMLElement = document.body): () => void {
  /** The control that last had the focus. */
  let last: HTMLElement | null = null;
  /** That control, disabled while it had the focus (a request running): it gets it back. */
  let waiting: HTMLElement | null = null;
  /** The banners shown when the wait began: one not among them is the request's answer. */
  let before: ReadonlySet<Element> = new Set();
  const dropped = () => document.activeElement === null || document.activeElement === document.body;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) last = event.target;
  };
  const observer = new MutationObserver(() => {
    if (!last) return;
    if (waiting && (dropped() || document.activeElement === waiting)) {
      const answer = newAnswer(before);
      if (answer) {
        last = null;
        waiting = null;
        answer.focus();
        return;
      }
    }
    if (last.isConnected && isDisabled(last)) {
      if ((dropped() || document.activeElement === last) && waiting !== last) {
        waiting = last;
        before = new Set(document.querySelectorAll(ANSWER));
      }
      return;
    }
    if (!dropped()) {
      waiting = null;
      return;
    }
    if (last.isConnected) {
      // Enabled again, the patron goes on from the same control. One the focus left some other
      // way (a click on the page's text) is left alone: where the focus went was their choice.
      if (waiting === last) last.focus();
      waiting = null;
      return;
    }
    last = null;
    waiting = null;
    focusTarget()?.focus();
  });
  root.addEventListener('focusin', onFocusIn);
  observer.observe(root, { childList: true, subtree: true, attributes: true });
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
