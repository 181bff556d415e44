import { useSelector } from '@xstate/react';
import { type FormEvent, useCallback } from 'react';
import { emailVerification as emailVerificationOurCopy } from '../../copy/ours/email-verification';
import { progress as progressCopy } from '../../copy/spec/progress';
import {
  asEmailVerificationRef,
  type EmailVerificationRef,
  selectCode,
  selectCodeError,
  selectEmail,
  selectIsResending,
  selectIsSubmitting,
  selectResendNotice,
  selectVerifyError,
} from '../../machines/email-verification.selectors';
import { Banner } from '../../src/ui/banner';
import { OtpField } from '../../src/ui/otp-field';
import { StepPage } from '../../src/ui/step-page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { usePageReturned } from '../../src/ui/use-page-returned';
import { StepScreen } from './step-screen';

const copy = emailVerificationOurCopy;

/**
 * Verify Your Email (/web/signup/email_verification, /signup/email_verification): the 6-digit
 * code from the email, and a way to ask for another email. While the step's machine loads, or
 * the onboarding machine syncs after the code was accepted, the entry view stands in.
 */
export default function EmailVerificationScreen() {
  return <StepScreen narrow={asEmailVerificationRef} view={EmailVerificationForm} />;
}

/** The code form of one email verification actor (also the login's, screens/login/login-email-verification.tsx). */
export function EmailVerificationForm({ step }: { step: EmailVerificationRef }) {
  const email = useSelector(step, selectEmail);
  const code = useSelector(step, selectCode);
  const codeError = useSelector(step, selectCodeError);
  const verifyError = useSelector(step, selectVerifyError);
  const notice = useSelector(step, selectResendNotice);
  const submitting = useSelector(step, selectIsSubmitting);
  const resending = useSelector(step, selectIsResending);
  // A rejected code moves focus back to the field, so keyboard users can correct it at once.
  const form = useFocusFirstInvalid<HTMLFormElement>(codeError);
  // The emailed link may have verified the address in another tab: coming back asks (decision 007).
  const returned = useCallback(() => step.send({ type: 'page.returned' }), [step]);
  usePageReturned(returned);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.send({ type: 'code.submit' });
  };

  return (
    <StepPage title={progressCopy.verifyEmail}>
      {notice ? <Banner kind={notice.kind}>{notice.text}</Banner> : null}
      {verifyError ? <Banner kind="danger">{verifyError}</Banner> : null}
      <p>
        {email ? (
          <>
            {copy.sentTo} <strong>{email}</strong>.
          </>
        ) : (
          copy.sentToUnknown
        )}
      </p>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-busy={submitting || resending || undefined}
      >
        <OtpField
          name="verificationCode"
          label={copy.codeLabel}
          hint={copy.codeHint}
          value={code}
          onValueChange={(code) => step.send({ type: 'code.change', code })}
          error={codeError}
          readOnly={submitting}
        />
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            aria-disabled={submitting || resending || undefined}
            onClick={() => step.send({ type: 'code.resend' })}
          >
            {resending ? copy.resending : copy.resend}
          </button>
          <button
            type="submit"
            className="button-primary"
            aria-disabled={submitting || resending || undefined}
          >
            {submitting ? copy.verifying : copy.verify}
          </button>
        </div>
      </form>
    </StepPage>
  );
}
