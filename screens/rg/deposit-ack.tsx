import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { responsibleGaming as rgCopy } from '../../copy/ours/responsible-gaming';
import type { depositAckMachine } from '../../machines/deposit-ack.machine';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';

const copy = rgCopy.depositAck;
type Snapshot = SnapshotFrom<typeof depositAckMachine>;
const selectDone = (s: Snapshot) => s.matches('acknowledged');
const selectBusy = (s: Snapshot) => s.hasTag('busy');
const selectError = (s: Snapshot) => s.context.error;

/**
 * /rg/deposit_ack (decision 031): what deposit limits are and where to set them; "I understand"
 * records the acknowledgement, then the app goes back to its deposit. It renders the depositAck
 * flow and only sends events.
 */
export default function DepositAckScreen() {
  const actor = useFlow('depositAck');
  const done = useSelector(actor, selectDone);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const limits = (
    <Link to="/rg/deposit_limits" className="button-secondary">
      {copy.limitsLink}
    </Link>
  );
  if (done)
    return (
      <Page title={copy.doneTitle}>
        <p role="status">{copy.done}</p>
        <div className="actions">{limits}</div>
      </Page>
    );
  return (
    <Page title={copy.title}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <p>{copy.body}</p>
      <div className="actions">
        {limits}
        <button
          type="button"
          className="button-primary"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => actor.send({ type: 'acknowledge' })}
        >
          {busy ? copy.acknowledging : copy.acknowledge}
        </button>
      </div>
    </Page>
  );
}
