import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';

/**
 * What a responsible-gaming page shows before its data: a status line while loading, or after a
 * failed read (its message is in the page's banner) the retry.
 */
export function LoadState({
  loading,
  loadingText,
  onRetry,
}: {
  loading: boolean;
  loadingText: string;
  onRetry: () => void;
}) {
  if (loading) return <p role="status">{loadingText}</p>;
  return (
    <div className="actions">
      <button type="button" className="button-primary" onClick={onRetry}>
        {copy.retry}
      </button>
    </div>
  );
}
