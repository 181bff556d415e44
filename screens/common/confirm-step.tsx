import { useEffect, useRef } from 'react';
import { confirmDialog as dialogCopy } from '../../copy/spec/confirm-dialog';

/**
 * The generic confirmation (product.md 2.5: title "Are you sure?", Yes, Go Back), drawn in the
 * page: its heading takes focus when it appears, so keyboard and screen reader users meet it, and
 * Escape is its Go Back.
 * Every page that asks before a step it cannot undo uses it (the cool-off, the casino restriction,
 * closing the account).
 */
export function ConfirmStep({
  body,
  onYes,
  onBack,
  busy = false,
}: {
  body: string;
  onYes: () => void;
  onBack: () => void;
  /**
   * Yes was pressed and its request runs: the step stays, Yes busy but keeping the focus
   * (aria-disabled; the machine ignores a press meanwhile) and Go Back disabled, so the focus
   * keeper (src/ui/focus-keeper.ts) hands the focus to the answer's banner if the request fails.
   */
  busy?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    // Escape goes back, as from a dialog (QA 5); the key is handled only inside the step.
    <section
      className="field-group"
      aria-labelledby="confirm-step-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onBack();
      }}
    >
      <h2 id="confirm-step-title" ref={heading} tabIndex={-1}>
        {dialogCopy.title}
      </h2>
      <p>{body}</p>
      <div className="actions">
        <button type="button" className="button-secondary" disabled={busy} onClick={onBack}>
          {dialogCopy.cancel}
        </button>
        <button
          type="button"
          className="button-primary"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={onYes}
        >
          {dialogCopy.confirm}
        </button>
      </div>
    </section>
  );
}

/**
 * Go Back from the confirmation gives the focus back to the control that asked for it (QA 8: it
 * went to the page's heading), once the step has gone and no error came with it (a failed request's
 * banner takes the focus then). Only a focus lost with the step is given back: a step closed by a
 * control outside it (a limit page's Save, QA 18) leaves the focus on that control. Attach the
 * returned ref to that control.
 */
export function useFocusAfterConfirm<T extends HTMLElement>(shown: boolean, error: unknown) {
  const control = useRef<T>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasShown.current && !shown && !error && lost) control.current?.focus();
    wasShown.current = shown;
  }, [shown, error]);
  return control;
}
