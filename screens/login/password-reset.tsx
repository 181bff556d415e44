import { Link, useMatch, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { passwordReset as copy } from '../../copy/ours/password';
import { password as passwordCopy } from '../../copy/spec/password';
import type { passwordResetMachine } from '../../machines/password-reset.machine';
import { useFlow } from '../../src/flows/use-flow';
import { ContactSupportButton } from '../../src/shell/contact-support';
import { Banner } from '../../src/ui/banner';
import { Field } from '../../src/ui/field';
import { Page } from '../../src/ui/page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { useFocusFirstInvalidOnSubmit } from '../../src/ui/use-focus-first-invalid-on-submit';
import { MessagePage } from '../common/message-page';

/**
 * The password reset pages (product.md 2.3, issue 11 item 4): the request (/password_reset_request
 * and its /web twin), the sent page, the new-password form of the emailed link
 * (/user/change_password/password), the link-expired page, the done page
 * (/sms/reset_password_done) and the locked page (/locked/password, both sets). The two forms
 * are flows (src/flows/login.ts); this screen only renders them and sends their events.
 */
export default function PasswordResetScreen() {
  const routeId = useMatch({
    strict: false,
    select: (match) => String((match as { routeId?: unknown }).routeId ?? ''),
  });
  switch (routeId) {
    case '/password_reset_request/sent':
      return <Sent />;
    case '/user/change_password/password':
      return <ChangePassword />;
    case '/password_reset_link_expired':
      return <LinkExpired />;
    case '/sms/reset_password_done':
      return <Done />;
    case '/locked/password':
    case '/web/locked/password':
      return <Locked />;
    default:
      return <Request />;
  }
}

const submitWith = (send: () => void) => (event: FormEvent) => {
  event.preventDefault();
  send();
};

function Request() {
  const flow = useFlow('passwordResetRequest');
  const email = useSelector(flow, (s) => s.context.email);
  const errors = useSelector(flow, (s) => s.context.errors);
  const formError = useSelector(flow, (s) => s.context.formError);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  // Each refusal moves the focus to the email, the same words again included (QA 3 M1).
  const { container: form, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Boolean(errors.email),
  );
  return (
    <Page title={copy.requestTitle}>
      {formError ? <Banner kind="danger">{formError}</Banner> : null}
      <p>{copy.requestIntro}</p>
      <form
        ref={form}
        noValidate
        onSubmit={submitWith(() => {
          flow.send({ type: 'submit' });
          submitted();
        })}
        aria-busy={busy || undefined}
      >
        <Field
          name="email"
          type="email"
          inputMode="email"
          label={copy.email}
          autoComplete="email"
          value={email}
          onValueChange={(value) => flow.send({ type: 'email.change', value })}
          error={errors.email}
          required
        />
        <div className="actions">
          <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
            {busy ? copy.sending : copy.send}
          </button>
        </div>
      </form>
      <p>
        <Link to="/login">{copy.backToLogin}</Link>
      </p>
    </Page>
  );
}

function Sent() {
  return (
    <MessagePage title={copy.sentTitle} to="/login" action={copy.backToLogin}>
      <Banner kind="success">{passwordCopy.resetRequested}</Banner>
      <p>{copy.sentBody}</p>
    </MessagePage>
  );
}

function ChangePassword() {
  const flow = useFlow('passwordReset');
  return (
    <Page title={copy.changeTitle}>
      <NewPasswordForm flow={flow} />
    </Page>
  );
}

/**
 * The new password and its confirmation, for a password-reset actor (the emailed link's flow, or
 * the child of the SMS-verified reset, screens/login/sms-security.tsx). A failed request (the
 * network, the server) is the form's alert, as on the other forms, and takes the focus; the
 * fields keep what was typed.
 */
export function NewPasswordForm({ flow }: { flow: ActorRefFrom<typeof passwordResetMachine> }) {
  const password = useSelector(flow, (s) => s.context.password);
  const confirm = useSelector(flow, (s) => s.context.confirm);
  const errors = useSelector(flow, (s) => s.context.errors);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const mayBeChanged = useSelector(flow, (s) => s.matches('mayBeChanged'));
  const { container: form, submitted } = useFocusFirstInvalidOnSubmit<HTMLFormElement>(
    Boolean(errors.password || errors.confirm),
  );
  // The form's alert takes the focus as a field's error does, Enter pressed in a field included:
  // the focus keeper (src/ui/focus-keeper.ts) moves it only from the Save button.
  const alert = useFocusFirstInvalid<HTMLDivElement>(
    errors.form ?? (mayBeChanged ? copy.mayBeChanged : null),
    '.banner',
  );
  if (mayBeChanged)
    return (
      <div ref={alert}>
        <Banner kind="danger">{copy.mayBeChanged}</Banner>
        <div className="actions">
          <Link to="/password_reset_request" className="button-secondary">
            {copy.requestAnother}
          </Link>
          <Link to="/login" className="button-primary">
            {copy.logIn}
          </Link>
        </div>
      </div>
    );
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submitWith(() => {
        flow.send({ type: 'submit' });
        submitted();
      })}
      aria-busy={busy || undefined}
    >
      {errors.form ? (
        <div ref={alert}>
          <Banner kind="danger">{errors.form}</Banner>
        </div>
      ) : null}
      <Field
        name="password"
        type="password"
        label={copy.newPassword}
        hint={copy.passwordHint}
        autoComplete="new-password"
        value={password}
        onValueChange={(value) => flow.send({ type: 'password.change', value })}
        error={errors.password}
        required
      />
      <Field
        name="passwordConfirm"
        type="password"
        label={copy.confirmPassword}
        autoComplete="new-password"
        value={confirm}
        onValueChange={(value) => flow.send({ type: 'confirm.change', value })}
        error={errors.confirm}
        required
      />
      <div className="actions">
        <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
          {busy ? copy.saving : copy.save}
        </button>
      </div>
    </form>
  );
}

/** The reset flow of this page ran without the token a reload lost (its route entry knows). */
function useLinkNotKept(): boolean {
  const flows = useRouter().options.context.flows;
  return (['passwordReset', 'smsPasswordReset'] as const).some(
    (id) => flows.get(id)?.getSnapshot().context.linkNotKept === true,
  );
}

function LinkExpired() {
  // A link opened in this tab whose page was reloaded: never used, so not called expired.
  const reopen = useLinkNotKept();
  return (
    <MessagePage
      title={reopen ? copy.reopenTitle : copy.expiredTitle}
      to="/password_reset_request"
      action={copy.requestAnother}
    >
      <p>{reopen ? copy.reopenBody : passwordCopy.linkExpired}</p>
    </MessagePage>
  );
}

function Done() {
  return (
    <MessagePage title={copy.doneTitle} to="/login" action={copy.logIn}>
      <p>{copy.doneBody}</p>
    </MessagePage>
  );
}

/**
 * Its words send the patron to support, so it offers "Contact support" before "Back to login", as
 * every page that does (the suspended, contact-support and identity failure pages): consistent
 * help, WCAG 3.2.6 (QA 12). Without a way to support (no bridge, no supportUrl) it is no button.
 */
function Locked() {
  return (
    <MessagePage
      title={copy.lockedTitle}
      to="/login"
      action={copy.backToLogin}
      extra={<ContactSupportButton />}
    >
      <p>{copy.lockedBody}</p>
    </MessagePage>
  );
}
