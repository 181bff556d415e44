import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { emailVerification as emailVerificationOurCopy } from '../../copy/ours/email-verification';
import { progress as progressCopy } from '../../copy/spec/progress';
import { CODE_LENGTH } from '../../machines/email-verification.machine';
import {
  type EmailVerificationRef,
  selectCode,
  selectCodeError,
  selectEmail,
  selectEmailVerificationRef,
  selectIsResending,
  selectIsSubmitting,
  selectResendNotice,
  selectVerifyError,
} from '../../machines/email-verification.selectors';
import { useActors } from '../../src/shell/actors';
import { Banner } from '../../src/ui/banner';
import { TextField } from '../../src/ui/field';
import { Page } from '../../src/ui/page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import SignupEntryScreen from './signup-entry';

const copy = emailVerificationOurCopy;

/**
 * Verify Your Email (/web/signup/email_verification, /signup/email_verification): the 6-digit
 * code from the email, and a way to ask for another email. While the step's machine loads, or
 * the onboarding machine syncs after the code was accepted, the entry view stands in.
 */
export default function EmailVerificationScreen() {
  const { onboarding } = useActors();
  const step = useSelector(onboarding, selectEmailVerificationRef);
  if (!step) return <SignupEntryScreen />;
  return <EmailVerificationForm step={step} />;
}

function EmailVerificationForm({ step }: { step: EmailVerificationRef }) {
  const email = useSelector(step, selectEmail);
  const code = useSelector(step, selectCode);
  const codeError = useSelector(step, selectCodeError);
  const verifyError = useSelector(step, selectVerifyError);
  const notice = useSelector(step, selectResendNotice);
  const submitting = useSelector(step, selectIsSubmitting);
  const resending = useSelector(step, selectIsResending);
  // A rejected code moves focus back to the field, so keyboard users can correct it at once.
  const form = useFocusFirstInvalid<HTMLFormElement>(codeError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.send({ type: 'code.submit' });
  };

  return (
    <Page title={progressCopy.verifyEmail}>
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
        <TextField
          name="verificationCode"
          label={copy.codeLabel}
          hint={copy.codeHint}
          value={code}
          onValueChange={(code) => step.send({ type: 'code.change', code })}
          error={codeError ?? undefined}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          readOnly={submitting}
        />
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            disabled={submitting || resending}
            onClick={() => step.send({ type: 'code.resend' })}
          >
            {resending ? copy.resending : copy.resend}
          </button>
          <button type="submit" className="button-primary" disabled={submitting || resending}>
            {submitting ? copy.verifying : copy.verify}
          </button>
        </div>
      </form>
    </Page>
  );
}
