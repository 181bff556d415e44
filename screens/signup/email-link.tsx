import { Link, useMatch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { emailVerification as emailVerificationOurCopy } from '../../copy/ours/email-verification';
import { progress as progressCopy } from '../../copy/spec/progress';
import { EMAIL_LINK_ROUTES } from '../../machines/email-link.machine';
import {
  selectLinkError,
  selectLinkNotKept,
  selectLinkVerifying,
} from '../../machines/email-verification.selectors';
import { selectSignedOut } from '../../machines/session.selectors';
import { useFlow } from '../../src/flows/use-flow';
import { useSessionActor } from '../../src/shell/actors';
import { LoadFailed } from '../../src/ui/loading';
import { Page } from '../../src/ui/page';

const copy = emailVerificationOurCopy;

/**
 * The emailed verification link (product.md 2.3): /email_verification checks the token, then
 * /email_verification/success or /email_verification/failed says how it went. The check is the
 * `emailLink` flow (decision 008): the route's `beforeLoad` starts it with the token and clears
 * the token from the address bar, src/flow-navigation.ts goes to the result page it outputs; this
 * screen only renders.
 */
export default function EmailLinkScreen() {
  // The route this screen renders for, not the address bar: while the router leaves a page the
  // location already shows the next path.
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  if (routeId === EMAIL_LINK_ROUTES.success) return <LinkSucceeded />;
  if (routeId === EMAIL_LINK_ROUTES.failed) return <LinkFailed />;
  return <VerifyingLink />;
}

/**
 * The check, and when the network or the server failed, what went wrong and Try again; after a
 * reload that lost the token before the check answered, a request to open the link again.
 */
function VerifyingLink() {
  const flow = useFlow('emailLink');
  const verifying = useSelector(flow, selectLinkVerifying);
  const error = useSelector(flow, selectLinkError);
  const notKept = useSelector(flow, selectLinkNotKept);
  // A reload before the check answered: the link may be good, so it is asked for, never refused.
  if (notKept)
    return (
      <Page title={copy.linkReopenTitle}>
        <p>{copy.linkReopenBody}</p>
      </Page>
    );
  return (
    <Page title={progressCopy.verifyEmail}>
      <div className="loading" role="status" aria-live="polite">
        {verifying ? copy.linkVerifying : null}
      </div>
      {error ? (
        <LoadFailed
          message={error}
          retry={copy.linkRetry}
          onRetry={() => flow.send({ type: 'retry' })}
        />
      ) : null}
    </Page>
  );
}

function LinkSucceeded() {
  // A browser with no session (the link opened on another device): the sign-up continues after a
  // login (decision 040), never through a resume whose 401 would say "logged out due to
  // inactivity" to a patron who never logged in here (QA 14).
  const signedOut = useSelector(useSessionActor() ?? undefined, selectSignedOut);
  return (
    <Page title={copy.linkSuccessTitle}>
      <p>{copy.linkSuccessBody}</p>
      <div className="actions">
        <Link to={signedOut ? '/login' : '/continue_registration'} className="button-primary">
          {copy.continueRegistration}
        </Link>
      </div>
    </Page>
  );
}

function LinkFailed() {
  return (
    <Page title={copy.linkFailedTitle}>
      <p>{copy.linkFailedBody}</p>
      <div className="actions">
        <Link to="/signup" className="button-primary">
          {copy.backToSignup}
        </Link>
      </div>
    </Page>
  );
}
