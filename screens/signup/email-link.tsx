import { type AnyRouter, Link, Navigate, useLocation, useMatch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { emailVerification as emailVerificationOurCopy } from '../../copy/ours/email-verification';
import { progress as progressCopy } from '../../copy/spec/progress';
import { EMAIL_LINK_ROUTES, emailLinkMachine } from '../../machines/email-link.machine';
import { selectLinkResultRoute } from '../../machines/email-verification.selectors';
import { track } from '../../src/analytics';
import { Page } from '../../src/ui/page';

const copy = emailVerificationOurCopy;

/**
 * The emailed verification link (product.md 2.3): /email_verification checks the token, then
 * /email_verification/success or /email_verification/failed says how it went. The check is a
 * page-local machine (no sign-up in progress is needed: the link may be opened in another
 * browser); this screen only renders its state and navigates to the result it outputs.
 */
export default function EmailLinkScreen() {
  // The route this screen renders for, not the address bar: while the router leaves a page the
  // location already shows the next path, and the verifying page must not start again then.
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  if (routeId === EMAIL_LINK_ROUTES.success) return <LinkSucceeded />;
  if (routeId === EMAIL_LINK_ROUTES.failed) return <LinkFailed />;
  return <VerifyingLink />;
}

const tokenOf = (search: Record<string, unknown>): string | null => {
  const token = search.verification_token;
  // The router parses query values as JSON where it can: a numeric token arrives as a number.
  return typeof token === 'string' || typeof token === 'number' ? String(token) : null;
};

function VerifyingLink() {
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  // The input is read once, when the actor is created as the page opens: the token is a secret
  // and leaves the address bar at once (the Navigate below), so later renders no longer see it.
  const [snapshot, , actor] = useMachine(emailLinkMachine, { input: { token: tokenOf(search) } });
  const result = selectLinkResultRoute(snapshot);

  // contract.md 7 "Analytics": the machine announces confirm_email_complete, the port records it.
  useEffect(() => {
    const subscription = actor.on('analytics', ({ name, properties }) =>
      track({ name, properties }),
    );
    return () => subscription.unsubscribe();
  }, [actor]);

  // Replacing the history entry keeps the token out of the address bar and of Back.
  if (result) return <Navigate<AnyRouter> to={result} replace />;
  return (
    <Page title={progressCopy.verifyEmail}>
      {'verification_token' in search ? (
        <Navigate<AnyRouter> to="/email_verification" replace />
      ) : null}
      <div className="loading" role="status" aria-live="polite">
        {copy.linkVerifying}
      </div>
    </Page>
  );
}

function LinkSucceeded() {
  return (
    <Page title={copy.linkSuccessTitle}>
      <p>{copy.linkSuccessBody}</p>
      <div className="actions">
        <Link<AnyRouter> to="/continue_registration" className="button-primary">
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
        <Link<AnyRouter> to="/signup" className="button-primary">
          {copy.backToSignup}
        </Link>
      </div>
    </Page>
  );
}
