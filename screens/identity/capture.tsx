import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import {
  identityCapture,
  identityFailure,
  identityFallback,
  kycUpload,
} from '../../copy/ours/identity';
import { documents } from '../../copy/spec/documents';
import { progress } from '../../copy/spec/progress';
import { identityPageOf } from '../../machines/identity-pages';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { ProviderTab } from './provider-tab';
import { useIdentityPage, usePageVisits } from './use-identity-page';

// Sandbox only: with no sandbox there is no hook and this chunk is never requested.
const SimulatedProvider = lazy(() => import('./simulated-provider'));

/**
 * The ID capture pages (issue 10 items 1 and 2): the ID page of each layout and the fallback.
 * The KYC flow does the work; this renders its state: the start, the hand-over to the provider,
 * the polling, and outside sign-up the outcome.
 */
// The ID page is the Identity Check step's own page: its heading is the step's label in the
// progress bar (product.md 2.4; decision 002), as every step page's is.
const VARIANT_WORDS = {
  id: { title: progress.identityCheck },
  fallback: identityFallback,
  outside: kycUpload,
} as const;

export default function CaptureScreen() {
  const page = useIdentityPage('capture');
  return page ? <Capture page={page} /> : null;
}

function Capture({ page }: { page: NonNullable<ReturnType<typeof useIdentityPage<'capture'>>> }) {
  const actor = useFlow('kyc');
  usePageVisits(actor);
  const view = useSelector(actor, (s) => ({
    starting: s.matches('submitted') || s.matches('resuming'),
    capturing: s.hasTag('capturing'),
    polling: s.hasTag('polling'),
    // A scan pending past SLOW_POLLS may be started again (machines/kyc.machine.ts).
    slow: s.hasTag('polling') && s.can({ type: 'start' }),
    success: s.matches('success'),
    failed: s.matches('failed'),
    // Outside sign-up, a failure reason no new capture cures (QA 14): its errorType, no retry.
    verdict: s.matches('refused') ? s.context.verdict : null,
    // In a frame, the provider's page opened in a new tab (kept while the scan is pending).
    newTabUrl: s.context.newTabUrl,
    error: s.context.error,
  }));
  const words = { ...identityCapture, ...VARIANT_WORDS[page.variant] };
  const sandbox = globalThis.__ONBOARDING_SANDBOX__;

  // The way to support is the one of this capture's failure page (web or app), as there.
  const failurePage = identityPageOf(page.failureRoute);
  const supportRoute =
    failurePage?.kind === 'failure' ? failurePage.supportRoute : '/contact_support';

  return (
    <Page title={words.title}>
      {view.error ? <Banner kind="danger">{view.error}</Banner> : null}
      {view.verdict ? (
        <>
          <Banner kind="danger">{identityFailure[view.verdict].body}</Banner>
          <div className="actions">
            <Link to={supportRoute} className="button-primary">
              {identityFailure.contactSupport}
            </Link>
          </div>
        </>
      ) : view.success ? (
        <>
          <Banner kind="success">{documents.verified}</Banner>
          <div className="actions">
            <button
              type="button"
              className="button-primary"
              onClick={() => actor.send({ type: 'continue' })}
            >
              {words.continue}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{words.body}</p>
          {/* One live region: past SLOW_POLLS the slow message takes the place of "Checking your
              ID...", which it contradicts, so that it is announced (QA 14). */}
          <p role="status" aria-live="polite">
            {view.starting
              ? words.starting
              : view.capturing
                ? words.capturing
                : view.slow
                  ? words.slow
                  : view.polling
                    ? words.polling
                    : ''}
          </p>
          {view.newTabUrl ? <ProviderTab url={view.newTabUrl} /> : null}
          {view.capturing && sandbox ? (
            <Suspense fallback={null}>
              <SimulatedProvider
                kind="identity"
                hooks={sandbox}
                onDone={() => actor.send({ type: 'capture.done' })}
                onFailed={() => actor.send({ type: 'capture.failed' })}
              />
            </Suspense>
          ) : null}
          {view.slow ? (
            <div className="actions">
              <button
                type="button"
                className="button-secondary"
                onClick={() => actor.send({ type: 'start' })}
              >
                {words.restart}
              </button>
            </div>
          ) : null}
          {view.polling || view.capturing ? null : (
            <div className="actions">
              <button
                type="button"
                className="button-primary"
                aria-disabled={view.starting || undefined}
                onClick={() => actor.send({ type: 'start' })}
              >
                {view.failed ? words.retry : words.start}
              </button>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
