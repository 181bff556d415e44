import { Link, useMatch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type ComponentType, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { passwordReset as passwordCopy } from '../../copy/ours/password';
import { phoneVerification as phoneCopy } from '../../copy/ours/phone-verification';
import { smsSecurity as copy } from '../../copy/ours/sms-security';
import type { passwordResetMachine } from '../../machines/password-reset.machine';
import {
  type SmsRef,
  type SmsView,
  selectPhoneNumber,
  selectResetLinkExpired,
  selectSmsChannel,
  selectSmsFormError,
  selectSmsSendPaused,
  selectSmsSubmitting,
  selectSmsView,
} from '../../machines/sms.selectors';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { LoadFailed, Loading } from '../../src/ui/loading';
import { Page } from '../../src/ui/page';
import { SmsCodeForm } from '../common/sms-code-form';
import { NewPasswordForm } from './password-reset';

type PasswordRef = ActorRefFrom<typeof passwordResetMachine>;
type Flow = ReturnType<typeof useFlow<'pinRequired'>>;

/**
 * SMS security (decision 041): /sms/pin_required (and /web) for a login with two-step
 * verification, /sms/reset_password (and /web) for the reset link of such an account. Renders
 * the flow's SMS child (send by text or call, the 6-digit code, resend), then the post-verify
 * screen of a login or the new password of a reset. It only sends events; the flow's output
 * navigates.
 */
export default function SmsSecurityScreen() {
  const routeId = useMatch({
    strict: false,
    select: (match) => String((match as { routeId?: unknown }).routeId ?? ''),
  });
  return routeId.endsWith('/reset_password') ? <ResetFlow /> : <LoginFlow />;
}

function LoginFlow() {
  return <SmsSecurity flow={useFlow('pinRequired')} mode="login" />;
}

function ResetFlow() {
  return <SmsSecurity flow={useFlow('smsPasswordReset')} mode="reset" />;
}

function SmsSecurity({ flow, mode }: { flow: Flow; mode: 'login' | 'reset' }) {
  const stage = useSelector(flow, (s) =>
    s.matches('verified') ? 'verified' : s.matches('choosingPassword') ? 'password' : 'sms',
  );
  const sms = useSelector(flow, (s) => s.children.sms as SmsRef | undefined);
  const password = useSelector(flow, (s) => s.children.password as PasswordRef | undefined);
  // A dead reset link: the heading says what the page says, as the link-expired page's (QA 6).
  const linkExpired = useSelector(sms, (s) => mode === 'reset' && !!s && selectResetLinkExpired(s));
  const title = linkExpired
    ? passwordCopy.expiredTitle
    : mode === 'login'
      ? copy.loginTitle
      : copy.resetTitle;
  if (stage === 'verified')
    return (
      <Page title={copy.verifiedTitle}>
        <p>{copy.verifiedBody}</p>
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => flow.send({ type: 'continue' })}
          >
            {copy.continue}
          </button>
        </div>
      </Page>
    );
  if (stage === 'password' && password)
    return (
      <Page title={copy.newPasswordTitle}>
        <NewPasswordForm flow={password} />
      </Page>
    );
  return (
    <Page key={linkExpired ? 'expired' : 'sms'} title={title}>
      {sms ? <SmsForm sms={sms} mode={mode} /> : <Loading text={copy.leaving} />}
    </Page>
  );
}

const lastFour = (digits: string) => digits.slice(-4);

interface ViewProps {
  sms: SmsRef;
  mode: 'login' | 'reset';
}

/** The number on file, never editable here: a code goes only where the account says. */
function SendView({ sms, mode }: ViewProps) {
  const phoneNumber = useSelector(sms, selectPhoneNumber);
  const formError = useSelector(sms, selectSmsFormError);
  const submitting = useSelector(sms, selectSmsSubmitting);
  const channel = useSelector(sms, selectSmsChannel);
  // The number on file is the only one: within the minute after max_send_attempts nothing is sent.
  const sendPaused = useSelector(sms, selectSmsSendPaused);
  const send = (chosen: 'sms' | 'call') => sms.send({ type: 'code.send', channel: chosen });
  const linkExpired = useSelector(sms, selectResetLinkExpired);
  if (!phoneNumber && linkExpired)
    return (
      <>
        <Banner kind="danger">{formError}</Banner>
        <div className="actions">
          <Link to="/password_reset_request" className="button-primary">
            {passwordCopy.requestAnother}
          </Link>
        </div>
      </>
    );
  // The number on file could not be read (a server error, a timeout): asking again keeps the
  // page, and a reset link's token with it, where a reload would lose the token (QA account 8).
  if (!phoneNumber)
    return formError ? (
      <LoadFailed
        message={formError}
        retry={copy.retry}
        onRetry={() => sms.send({ type: 'phone.retry' })}
      />
    ) : (
      <p>{copy.noNumber}</p>
    );
  const intro = mode === 'login' ? copy.loginIntro : copy.resetIntro;
  return (
    <>
      {formError ? <Banner kind="danger">{formError}</Banner> : null}
      <p>{intro(lastFour(phoneNumber))}</p>
      <div className="actions" aria-busy={submitting || undefined}>
        <button
          type="button"
          className="button-secondary"
          aria-disabled={submitting || sendPaused || undefined}
          onClick={() => send('call')}
        >
          {submitting && channel === 'call' ? phoneCopy.sending : phoneCopy.callMe}
        </button>
        <button
          type="button"
          className="button-primary"
          aria-disabled={submitting || sendPaused || undefined}
          onClick={() => send('sms')}
        >
          {submitting && channel === 'sms' ? phoneCopy.sending : phoneCopy.textMe}
        </button>
      </div>
    </>
  );
}

function CodeView({ sms }: ViewProps) {
  const phoneNumber = useSelector(sms, selectPhoneNumber);
  return <SmsCodeForm sms={sms} intro={<p>{copy.codeSentTo(lastFour(phoneNumber))}</p>} />;
}

function LoadingView() {
  return <Loading text={copy.loading} />;
}

function LeavingView() {
  return <Loading text={copy.leaving} />;
}

// STYLE.md 3: one view per state of the SMS child, so a new state fails to compile without one.
const VIEWS: Record<SmsView, ComponentType<ViewProps>> = {
  loading: LoadingView,
  number: SendView,
  code: CodeView,
  verified: LeavingView,
  leaving: LeavingView,
};

/**
 * The SMS child's view; focus follows it to its first field when it changes. The view the page
 * opens on, once the number has loaded, takes the focus only for a field to type in: a button
 * would take it from the heading, which says where the code goes, and Enter would press it, a
 * phone call with "Call me with a code" (QA 5; decision 079: a page opens on its heading).
 */
function SmsForm({ sms, mode }: ViewProps) {
  const view = useSelector(sms, selectSmsView);
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    const from = shown.current;
    if (from === view) return;
    shown.current = view;
    const root = container.current;
    const field = root?.querySelector<HTMLElement>('input');
    (field ?? (from === 'loading' ? null : root?.querySelector<HTMLElement>('button')))?.focus();
  }, [view]);
  const View = VIEWS[view];
  return (
    <div ref={container} className="phone-verification">
      <View sms={sms} mode={mode} />
    </div>
  );
}
