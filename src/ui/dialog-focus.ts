import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab past a dialog's last control goes to its first, Shift+Tab before its first to its last.
 * Answers whether it moved the focus (the key's own move is then cancelled).
 */
export function wrapTabInDialog(
  event: Pick<globalThis.KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  dialog: HTMLElement,
): boolean {
  if (event.key !== 'Tab') return false;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return false;
  const active = dialog.ownerDocument.activeElement;
  const target = event.shiftKey ? (active === first ? last : null) : active === last ? first : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

/**
 * A modal `<dialog>` is modal within its own document only: in a frame, Tab past its last control
 * left for the host's page behind it, where nothing says a dialog waits (QA 24). There the focus
 * goes round the dialog's controls. At the top level the browser's own order stays: the focus may
 * visit the browser's toolbar, which the dialog does not cover, and comes back.
 */
export function keepTabInFramedDialog(event: KeyboardEvent<HTMLDialogElement>): void {
  if (window.self !== window.top) wrapTabInDialog(event, event.currentTarget);
}
