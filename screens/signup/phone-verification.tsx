import { useSelector } from '@xstate/react';
import { type ComponentType, type FormEvent, useEffect, useRef } from 'react';
import { phoneVerification as phoneVerificationCopy } from '../../copy/ours/phone-verification';
import { boot as bootCopy } from '../../copy/ours/sign-up';
import { formatPhone } from '../../machines/account-form';
import {
  asSmsRef,
  type SmsRef,
  type SmsView,
  selectCodeSentTo,
  selectPhoneNumber,
  selectSmsChannel,
  selectSmsFieldErrors,
  selectSmsFormError,
  selectSmsSubmitting,
  selectSmsView,
} from '../../machines/sms.selectors';
import { PhoneField } from '../../screens/common/phone-field';
import { Banner } from '../../src/ui/banner';
import { Loading } from '../../src/ui/loading';
import { StepPage } from '../../src/ui/step-page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { SmsCodeForm } from '../common/sms-code-form';
import { StepScreen } from './step-screen';

const copy = phoneVerificationCopy;

interface ViewProps {
  smsRef: SmsRef;
}

function LoadingView() {
  return <Loading text={bootCopy.loading} />;
}

function NumberView({ smsRef }: ViewProps) {
  const phoneNumber = useSelector(smsRef, selectPhoneNumber);
  const errors = useSelector(smsRef, selectSmsFieldErrors);
  const formError = useSelector(smsRef, selectSmsFormError);
  const submitting = useSelector(smsRef, selectSmsSubmitting);
  const channel = useSelector(smsRef, selectSmsChannel);
  const form = useFocusFirstInvalid<HTMLFormElement>(errors.phoneNumber);
  const send = (chosen: 'sms' | 'call') => smsRef.send({ type: 'code.send', channel: chosen });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('sms');
  };
  return (
    <>
      {formError ? <Banner kind="danger">{formError}</Banner> : null}
      <p>{copy.intro}</p>
      <form ref={form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        <PhoneField
          name="phoneNumber"
          label={copy.phone}
          hint={copy.phoneHint}
          autoComplete="tel-national"
          digits={phoneNumber}
          onDigitsChange={(value) => smsRef.send({ type: 'phone.change', value })}
          error={errors.phoneNumber}
          readOnly={submitting}
        />
        <div className="actions">
          <button
            type="button"
            className="button-secondary"
            aria-disabled={submitting || undefined}
            onClick={() => send('call')}
          >
            {submitting && channel === 'call' ? copy.sending : copy.callMe}
          </button>
          <button type="submit" className="button-primary" aria-disabled={submitting || undefined}>
            {submitting && channel === 'sms' ? copy.sending : copy.textMe}
          </button>
        </div>
      </form>
    </>
  );
}

function CodeView({ smsRef }: ViewProps) {
  const submitting = useSelector(smsRef, selectSmsSubmitting);
  const sentTo = useSelector(smsRef, selectCodeSentTo);
  return (
    <SmsCodeForm
      sms={smsRef}
      intro={<p>{copy.codeSentTo(formatPhone(sentTo))}</p>}
      actions={
        <button
          type="button"
          className="button-secondary"
          disabled={submitting}
          onClick={() => smsRef.send({ type: 'phone.edit' })}
        >
          {copy.changeNumber}
        </button>
      }
    />
  );
}

// invalid_number and a locked pin end the machine; the onboarding machine derives their page
// (/sms/unable_to_send_code, /sms/pin_locked) and src/route-sync.ts navigates there.
function LeavingView() {
  return <Loading text={bootCopy.loading} />;
}

function VerifiedView() {
  return <Loading text={copy.verified} />;
}

// STYLE.md 3: one view per state, so a new state fails to compile until it has one.
const VIEWS: Record<SmsView, ComponentType<ViewProps>> = {
  loading: LoadingView,
  number: NumberView,
  code: CodeView,
  verified: VerifiedView,
  leaving: LeavingView,
};

/**
 * The whole phone-number-with-SMS-code flow for one sms actor (machines/sms.machine.ts): the
 * number, the channel (text or call), the code and resend. The invalid-number and locked
 * outcomes are pages of their own (/sms/unable_to_send_code, /sms/pin_locked), reached through
 * the machine's output, not shown here. It has no h1: the page around it (the phone step below,
 * or the web personal information page) gives the title. When the view changes, focus moves to its first field or
 * heading, so keyboard and screen-reader users follow the flow.
 */
export function PhoneVerificationForm({ smsRef }: { smsRef: SmsRef }) {
  const view = useSelector(smsRef, selectSmsView);
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(view);
  // The first view after the page's own load (the number saved) is the page's start: its heading
  // keeps the focus it took, as on every page (QA 5). Later views follow the patron's steps.
  const started = useRef(view !== 'loading');
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    if (!started.current) {
      started.current = true;
      return;
    }
    container.current?.querySelector<HTMLElement>('input, h2')?.focus();
  }, [view]);
  const View = VIEWS[view];
  return (
    <div ref={container} className="phone-verification">
      <View smsRef={smsRef} />
    </div>
  );
}

/**
 * The phone step after sign-up (/signup/phone_number, where the account exists: the same path
 * is a create-account page before that, see pre-registration-gate.tsx). While the step's machine
 * loads, or the onboarding machine syncs after the code was accepted, the entry view stands in.
 */
export default function PhoneNumberStepScreen() {
  return <StepScreen narrow={asSmsRef} view={PhoneStepView} />;
}

function PhoneStepView({ step }: { step: SmsRef }) {
  return (
    <StepPage title={copy.title}>
      <PhoneVerificationForm smsRef={step} />
    </StepPage>
  );
}
