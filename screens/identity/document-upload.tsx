import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { documentUpload as copy } from '../../copy/ours/identity';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { ProviderTab } from './provider-tab';
import { useIdentityPage } from './use-identity-page';

const DOCUMENT_TYPE_CHOICES = Object.keys(copy.types) as (keyof typeof copy.types)[];

const SimulatedProvider = lazy(() => import('./simulated-provider'));

/**
 * The document pages (issue 10 item 3): a bank statement or void check uploaded through the
 * provider, the latest document's status, and the catalogue's messages.
 */
export default function DocumentUploadScreen() {
  return useIdentityPage('document') ? <DocumentUpload /> : null;
}

function DocumentUpload() {
  const actor = useFlow('documentVerification');
  const view = useSelector(actor, (s) => ({
    // Reading the registration status after an uploaded document is found is part of the opening.
    loading: s.matches('returning') || s.matches('loading') || s.matches('checkingStatus'),
    loadFailed: s.matches('loadFailed'),
    busy: s.hasTag('busy'),
    capturing: s.hasTag('capturing'),
    documentType: s.context.documentType,
    document: s.context.document,
    notice: s.context.notice,
    // In a frame, the provider's page opened in a new tab (kept while the document is pending).
    newTabUrl: s.context.newTabUrl,
  }));
  const sandbox = globalThis.__ONBOARDING_SANDBOX__;
  return (
    <Page title={copy.title}>
      {view.notice ? <Banner kind={view.notice.kind}>{view.notice.text}</Banner> : null}
      <p>{copy.body}</p>
      {view.loadFailed ? (
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => actor.send({ type: 'retry' })}
          >
            {copy.retry}
          </button>
        </div>
      ) : (
        <>
          {view.document ? (
            <p>
              {copy.latest}:{' '}
              <strong>
                {copy.types[view.document.documentType as 'BS' | 'VC'] ??
                  view.document.documentType}
              </strong>
              {' — '}
              <span>{copy.statuses[view.document.status]}</span>
            </p>
          ) : null}
          <fieldset className="field" disabled={view.busy}>
            <legend>{copy.typeLegend}</legend>
            {DOCUMENT_TYPE_CHOICES.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="document-type"
                  value={type}
                  checked={view.documentType === type}
                  onChange={() => actor.send({ type: 'type.change', documentType: type })}
                />
                {copy.types[type]}
              </label>
            ))}
          </fieldset>
          <p role="status" aria-live="polite">
            {view.capturing ? copy.capturing : view.busy && !view.loading ? copy.uploading : ''}
          </p>
          {view.newTabUrl ? <ProviderTab url={view.newTabUrl} /> : null}
          {view.capturing && sandbox ? (
            <Suspense fallback={null}>
              <SimulatedProvider
                kind="document"
                hooks={sandbox}
                onDone={() => actor.send({ type: 'capture.done' })}
                onFailed={() => actor.send({ type: 'capture.failed' })}
              />
            </Suspense>
          ) : null}
          <div className="actions">
            <button
              type="button"
              className="button-primary"
              aria-disabled={view.busy || undefined}
              onClick={() => actor.send({ type: 'upload' })}
            >
              {copy.upload}
            </button>
            {view.document?.status === 'pending' ? (
              <button
                type="button"
                className="button-secondary"
                aria-disabled={view.busy || undefined}
                onClick={() => actor.send({ type: 'refresh' })}
              >
                {copy.refresh}
              </button>
            ) : null}
          </div>
        </>
      )}
    </Page>
  );
}
