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
}: {
  body: string;
  onYes: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    // Escape goes back, as from a dialog (QA 5); the key is handled only inside the step.
    <section
      className="field-group"
      aria-labelledby="confirm-step-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onBack();
      }}
    >
      <h2 id="confirm-step-title" ref={heading} tabIndex={-1}>
        {dialogCopy.title}
      </h2>
      <p>{body}</p>
      <div className="actions">
        <button type="button" className="button-secondary" onClick={onBack}>
          {dialogCopy.cancel}
        </button>
        <button type="button" className="button-primary" onClick={onYes}>
          {dialogCopy.confirm}
        </button>
      </div>
    </section>
  );
}
