import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { phoneVerification as copy } from '../../copy/ours/phone-verification';
import { sms as smsCopy } from '../../copy/spec/sms';
import type { SmsNotice } from '../../machines/sms.machine';
import {
  type SmsRef,
  selectIsVerifying,
  selectSmsCode,
  selectSmsFieldErrors,
  selectSmsFormError,
  selectSmsNotice,
  selectSmsSendPaused,
  selectSmsSubmitting,
} from '../../machines/sms.selectors';
import { Banner } from '../../src/ui/banner';
import { OtpField } from '../../src/ui/otp-field';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';

const NOTICES: Record<SmsNotice, string> = { resent: smsCopy.resent, calling: smsCopy.calling };

/**
 * The code step of an SMS verification, shared by the sign-up's phone page and the login's SMS
 * security pages (one SMS machine drives both): the notice, the code field, Verify, and a new code
 * by text or call. The code lives in the machine (OtpField's one rule), so a rejected or failed
 * submit leaves it as typed; it is never mirrored or persisted. `intro` and `actions` are each
 * page's own words and buttons.
 */
export function SmsCodeForm({
  sms,
  intro,
  actions,
}: {
  sms: SmsRef;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  const code = useSelector(sms, selectSmsCode);
  const errors = useSelector(sms, selectSmsFieldErrors);
  const formError = useSelector(sms, selectSmsFormError);
  const notice = useSelector(sms, selectSmsNotice);
  const submitting = useSelector(sms, selectSmsSubmitting);
  const verifying = useSelector(sms, selectIsVerifying);
  // Within the minute after max_send_attempts a new code is refused: the buttons say so, and keep
  // the focus (aria-disabled, not disabled).
  const sendPaused = useSelector(sms, selectSmsSendPaused);
  const form = useFocusFirstInvalid<HTMLFormElement>(errors.pin);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sms.send({ type: 'code.submit' });
  };
  return (
    <>
      {notice ? <Banner kind="success">{NOTICES[notice]}</Banner> : null}
      {formError ? <Banner kind="danger">{formError}</Banner> : null}
      {intro}
      <form ref={form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        <OtpField
          name="pin"
          label={copy.code}
          hint={copy.codeHint}
          value={code}
          onValueChange={(value) => sms.send({ type: 'code.change', code: value })}
          error={errors.pin}
          readOnly={submitting}
        />
        <div className="actions">
          <button type="submit" className="button-primary" aria-disabled={submitting || undefined}>
            {verifying ? copy.verifying : copy.verify}
          </button>
        </div>
      </form>
      <div className="actions">
        <button
          type="button"
          className="button-secondary"
          aria-disabled={submitting || sendPaused || undefined}
          onClick={() => sms.send({ type: 'code.send', channel: 'sms' })}
        >
          {copy.resend}
        </button>
        <button
          type="button"
          className="button-secondary"
          aria-disabled={submitting || sendPaused || undefined}
          onClick={() => sms.send({ type: 'code.send', channel: 'call' })}
        >
          {copy.callMe}
        </button>
        {actions}
      </div>
    </>
  );
}
