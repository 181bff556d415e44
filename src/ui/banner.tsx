import type { ReactNode } from 'react';

/** A success or danger banner (flash messages, form-level errors); closable when onClose is given. */
export function Banner({
  kind,
  children,
  onClose,
}: {
  kind: 'success' | 'danger';
  children: ReactNode;
  onClose?: () => void;
}) {
  return (
    <div className={`banner banner-${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      <p>{children}</p>
      {onClose ? (
        <button type="button" className="banner-close" aria-label="Close message" onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}
