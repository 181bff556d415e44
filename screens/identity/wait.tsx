import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { identityWait as copy } from '../../copy/ours/identity';
import type { CheckAnswer } from '../../machines/status-watch.machine';
import { useFlow } from '../../src/flows/use-flow';
import { Page } from '../../src/ui/page';
import { useIdentityPage, usePageVisits } from './use-identity-page';

/**
 * The identity pages that wait for the server (issue 10 item 5): the identity check under way,
 * the processing and pending pages (registration pending or not) and manual KYC. The status
 * watch flow reads the registration status while the page is shown and moves on when it changes;
 * "Check again" reads it at once.
 */
const answers: Record<NonNullable<CheckAnswer>, string> = {
  unchanged: copy.checkedUnchanged,
  failed: copy.checkFailed,
};

export default function WaitScreen() {
  const page = useIdentityPage('wait');
  return page ? <Wait page={page} /> : null;
}

function Wait({ page }: { page: NonNullable<ReturnType<typeof useIdentityPage<'wait'>>> }) {
  const actor = useFlow('statusWatch');
  usePageVisits(actor);
  // Only the patron's own check is busy and says anything (QA 12): the reads every 5 s are silent.
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const answer = useSelector(actor, (s) => s.context.answer);
  const words = copy[page.words];
  return (
    <Page title={words.title}>
      <p>{words.body}</p>
      <p role="status" aria-live="polite">
        {busy ? copy.checkingNow : answer ? answers[answer] : ''}
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
