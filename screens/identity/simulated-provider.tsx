import { useId, useState } from 'react';
import type { SandboxProviderHooks } from '../../api/sandbox/provider-hooks';
import { simulatedProvider as copy } from '../../copy/ours/identity';
import { KYC_FAILURE_REASONS } from '../../machines/kyc-failure-reasons';
import { SelectField } from '../../src/ui/select-field';

const DOCUMENT_STATUSES = ['pending', 'verified', 'declined', 'success', 'error', 'expired'];
// The wire values themselves: the tester picks exactly what the sandbox will answer.
const asOption = (value: string) => ({ value, label: value });

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
  const titleId = useId();
  const finish = (choose: () => void) => {
    choose();
    onDone();
  };
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{copy.title}</h2>
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
          <SelectField
            name="failureReason"
            label={copy.reason}
            value={reason}
            options={KYC_FAILURE_REASONS.map(asOption)}
            onValueChange={setReason}
            autoComplete="off"
          />
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
          <SelectField
            name="documentStatus"
            label={copy.documentStatus}
            value={status}
            options={DOCUMENT_STATUSES.map(asOption)}
            onValueChange={setStatus}
            autoComplete="off"
          />
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
