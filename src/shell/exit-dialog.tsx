import { useEffect, useRef } from 'react';
import type { NativeCaller } from '../../bridge/native-calls';
import { exitDialog as exitDialogCopy } from '../../copy/spec/exit-dialog';
import { track } from '../analytics';
import { sendWaiting } from '../page-exit';
import { useActors } from './actors';

/** The analytics event logged when the exit dialog opens (product.md 2.5). */
export const EXIT_SIGNUP_MODAL_EVENT = {
  name: 'modal',
  properties: { modal_type: 'onboarding', modal_name: 'exit_sign_up', non_dismissible: 'no' },
} as const;

/**
 * The exit sign-up dialog (product.md 2.5): a native modal `<dialog>`, labelled by its title.
 * Opening it moves focus to Continue with Sign Up (the safe choice) and logs the modal event;
 * Continue and Escape (the dialog is dismissible) close it; Exit Signup sends the waiting
 * analytics (the modal event among them), then closes the webview.
 * `onClose` runs whenever it closes, so the opener can take focus back. At most 328 px wide
 * (contract.md 9; `.dialog` in theme.css).
 */
export function ExitDialog({
  open,
  onClose,
  native,
}: {
  open: boolean;
  onClose: () => void;
  native: Pick<NativeCaller, 'closeWebview'>;
}) {
  const { brand } = useActors();
  const dialog = useRef<HTMLDialogElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const leaving = useRef(false);

  // A wrapper destroying its webview may never fire pagehide, where the analytics queue is sent:
  // the modal event would be lost (QA 13). As the hand-off does (decision 082), the sending starts
  // first and the webview closes when it is done, or after LEAVE_WAIT_MS at most (src/page-exit.ts),
  // so a tracker that is down never keeps the patron in.
  const exit = () => {
    if (leaving.current) return;
    leaving.current = true;
    const close = () => {
      leaving.current = false;
      native.closeWebview();
      dialog.current?.close();
    };
    const sending = sendWaiting();
    if (sending) void sending.then(close);
    else close();
  };

  // Keeps the element's modal state in step with `open`. Guarded by the element's own state, so
  // StrictMode's second run neither reopens it nor logs the event twice.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      continueButton.current?.focus();
      track(EXIT_SIGNUP_MODAL_EVENT);
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="exit-dialog-title"
      aria-describedby="exit-dialog-body"
      onClose={onClose}
    >
      <h2 id="exit-dialog-title">{exitDialogCopy.title}</h2>
      <p id="exit-dialog-body">
        {brand.kind === 'casino' ? exitDialogCopy.bodyCasino : exitDialogCopy.bodyBetting}
      </p>
      <div className="dialog-actions">
        <button
          ref={continueButton}
          type="button"
          className="button-primary"
          onClick={() => dialog.current?.close()}
        >
          {exitDialogCopy.continue}
        </button>
        <button type="button" className="button-secondary" onClick={exit}>
          {exitDialogCopy.exit}
        </button>
      </div>
    </dialog>
  );
}
