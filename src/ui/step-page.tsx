import type { ReactNode } from 'react';
import { Banner } from './banner';
import { Page } from './page';

/** Where a step's own data stands: ready, still loading, or failed with a way to try again. */
export type StepLoad =
  | { state: 'ready' }
  | { state: 'loading'; text: string }
  | {
      state: 'failed';
      message: string | null;
      retryLabel: string;
      onRetry: () => void;
      /** Another way on beside the retry (an optional step's Skip). */
      extra?: ReactNode;
    };

const READY: StepLoad = { state: 'ready' };

/** The StepLoad of a step that loads its own data: failure first, then loading, else ready. */
export function stepLoad({
  failed,
  loading,
  loadingText,
  message,
  retryLabel,
  onRetry,
  extra,
}: {
  failed: boolean;
  loading: boolean;
  loadingText: string;
  message: string | null;
  retryLabel: string;
  onRetry: () => void;
  extra?: ReactNode;
}): StepLoad {
  if (failed) return { state: 'failed', message, retryLabel, onRetry, extra };
  if (loading) return { state: 'loading', text: loadingText };
  return READY;
}

/**
 * A sign-up step's page: its h1 title, then, while the step's data loads, a polite status line;
 * when loading failed, the message and a retry button; otherwise the step's content. The title
 * stays in place across the three, so focus lands on it once, when the step opens.
 */
export function StepPage({
  title,
  load = READY,
  children,
}: {
  title: string;
  load?: StepLoad;
  children?: ReactNode;
}) {
  return <Page title={title}>{load.state === 'ready' ? children : <LoadState load={load} />}</Page>;
}

function LoadState({ load }: { load: Exclude<StepLoad, { state: 'ready' }> }) {
  if (load.state === 'loading')
    return (
      <p className="loading" role="status" aria-live="polite">
        {load.text}
      </p>
    );
  const retry = (
    <button type="button" className="button-primary" onClick={load.onRetry}>
      {load.retryLabel}
    </button>
  );
  return (
    <>
      <Banner kind="danger">{load.message}</Banner>
      {load.extra ? (
        <div className="actions">
          {load.extra}
          {retry}
        </div>
      ) : (
        retry
      )}
    </>
  );
}
