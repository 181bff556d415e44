import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { identityWait as copy } from '../../copy/ours/identity';
import { useFlow } from '../../src/flows/use-flow';
import { Page } from '../../src/ui/page';
import { useIdentityPage, usePageVisits } from './use-identity-page';

/**
 * The identity pages that wait for the server (issue 10 item 5): the identity check under way,
 * the processing and pending pages (registration pending or not) and manual KYC. The status
 * watch flow reads the registration status while the page is shown and moves on when it changes;
 * "Check again" reads it at once.
 */
export default function WaitScreen() {
  const page = useIdentityPage('wait');
  return page ? <Wait page={page} /> : null;
}

function Wait({ page }: { page: NonNullable<ReturnType<typeof useIdentityPage<'wait'>>> }) {
  const actor = useFlow('statusWatch');
  usePageVisits(actor);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const words = copy[page.words];
  return (
    <Page title={words.title}>
      <p>{words.body}</p>
      <p role="status" aria-live="polite">
        {busy ? copy.checkingNow : ''}
      </p>
      <div className="actions">
        <button
          type="button"
          className="button-primary"
          aria-disabled={busy || undefined}
          onClick={() => actor.send({ type: 'check' })}
        >
          {copy.check}
        </button>
        <Link to={page.loginRoute} className="button-secondary">
          {copy.backToLogin}
        </Link>
      </div>
    </Page>
  );
}
