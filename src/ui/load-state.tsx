import { Banner } from './banner';
import { Page } from './page';

/** A step page whose data is still loading: the page's title and a polite status line. */
export function LoadingPage({ title, text }: { title: string; text: string }) {
  return (
    <Page title={title}>
      <p className="loading" role="status" aria-live="polite">
        {text}
      </p>
    </Page>
  );
}

/** A step page whose data could not be loaded: the catalogue message and a retry button. */
export function LoadFailedPage({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message: string | null;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Page title={title}>
      <Banner kind="danger">{message}</Banner>
      <button type="button" className="button-primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </Page>
  );
}
