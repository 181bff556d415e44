import { useId, useState } from 'react';
import type { SandboxProviderHooks } from '../../api/sandbox/provider-hooks';
import { simulatedProvider as copy } from '../../copy/ours/identity';
import { KYC_FAILURE_REASONS } from '../../machines/identity-pages';

const DOCUMENT_STATUSES = ['pending', 'verified', 'declined', 'success', 'error', 'expired'];

/**
 * The sandbox's stand-in for the provider's page (issue 10 item 2; docs/sandbox.md): the tester
 * picks what the capture ends with, which the sandbox answers on the next poll. Rendered only
 * while a capture is handed over and the sandbox is on.
 */
export default function SimulatedProvider({
  kind,
  hooks,
  onDone,
  onFailed,
}: {
  kind: 'identity' | 'document';
  hooks: SandboxProviderHooks;
  onDone: () => void;
  onFailed: () => void;
}) {
  const [reason, setReason] = useState<string>('id_expired');
  const [status, setStatus] = useState<string>('success');
  const reasonId = useId();
  const statusId = useId();
  const finish = (choose: () => void) => {
    choose();
    onDone();
  };
  return (
    <section aria-labelledby={`${reasonId}-title`}>
      <h2 id={`${reasonId}-title`}>{copy.title}</h2>
      <p>{copy.body}</p>
      {kind === 'identity' ? (
        <>
          <div className="actions">
            <button
              type="button"
              className="button-primary"
              onClick={() => finish(() => hooks.chooseScanOutcome({ outcome: 'success' }))}
            >
              {copy.approve}
            </button>
          </div>
          <div className="field">
            <label htmlFor={reasonId}>{copy.reason}</label>
            <select
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            >
              {KYC_FAILURE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button
              type="button"
              className="button-secondary"
              onClick={() =>
                finish(() => hooks.chooseScanOutcome({ outcome: 'failure', failureReason: reason }))
              }
            >
              {copy.decline}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => finish(() => hooks.chooseScanOutcome({ outcome: 'expired' }))}
            >
              {copy.unknown}
            </button>
          </div>
        </>
      ) : (
        <>
          <div className="field">
            <label htmlFor={statusId}>{copy.documentStatus}</label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              {DOCUMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button
              type="button"
              className="button-primary"
              onClick={() => finish(() => hooks.chooseDocumentStatus(status))}
            >
              {copy.submitDocument}
            </button>
          </div>
        </>
      )}
      <div className="actions">
        <button type="button" className="button-secondary" onClick={onFailed}>
          {copy.cancel}
        </button>
      </div>
    </section>
  );
}
