import { useSelector } from '@xstate/react';
import { welcome as welcomeCopy } from '../../copy/ours/after-login';
import { progress as progressCopy } from '../../copy/spec/progress';
import type { EmailVerificationRef } from '../../machines/email-verification.selectors';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { EmailVerificationForm } from '../signup/email-verification';

/**
 * /login/email_verification (decision 040): the emailed code of a finished account the server
 * asks to verify, after a login. Renders the `loginEmailVerification` flow's child, the sign-up's
 * own email verification machine, with the sign-up's form.
 */
export default function LoginEmailVerificationScreen() {
  const flow = useFlow('loginEmailVerification');
  const step = useSelector(flow, (s) => s.children.step as EmailVerificationRef | undefined);
  const error = useSelector(flow, (s) => s.context.error);
  const failed = useSelector(flow, (s) => s.matches('failed'));
  if (step) return <EmailVerificationForm step={step} />;
  return (
    <Page title={progressCopy.verifyEmail}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      {failed ? (
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => flow.send({ type: 'retry' })}
          >
            {welcomeCopy.retry}
          </button>
        </div>
      ) : (
        <div className="loading" role="status" aria-live="polite">
          {welcomeCopy.checking}
        </div>
      )}
    </Page>
  );
}
