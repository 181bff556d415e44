import type { LimitStatus } from '../../api/responsible-gaming';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';

/** A limit page's status from GET /i/limit_statuses (active, pending or none); nothing when unknown. */
export function LimitStatusLine({ status }: { status: LimitStatus | null }) {
  if (status === null) return null;
  return (
    <p>
      {copy.statusLabel}: <strong>{copy.statuses[status]}</strong>
    </p>
  );
}
