import { Banner } from './banner';

/** A wait the screen reader announces politely: a page or a section loading. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      {text}
    </p>
  );
}

/** A load that failed: the catalogue's message, and a button to try again. */
export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string | null;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <>
      <Banner kind="danger">{message}</Banner>
      <div className="actions">
        <button type="button" className="button-primary" onClick={onRetry}>
          {retry}
        </button>
      </div>
    </>
  );
}
