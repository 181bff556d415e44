import { Link, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { login as copy } from '../../copy/ours/login';
import { selectLayout } from '../../machines/onboarding.selectors';
import { selectLoginRefusals } from '../../machines/session.selectors';
import { loadLoginUsername, saveLoginUsername } from '../../src/session-draft';
import { type SessionActor, useActors, useSessionActor } from '../../src/shell/actors';
import { Banner } from '../../src/ui/banner';
import { Field } from '../../src/ui/field';
import { Page } from '../../src/ui/page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';

/**
 * /login (product.md 2.3, issue 11 item 1): email or username and password, sent to the session
 * machine, which logs in (POST /oauth/token) and then resumes the account where its status says
 * (/continue_registration: the authorize hand-off for a finished account). The heading does not
 * wait for anything; the form waits only for the session machine's chunk. What was typed stays
 * in the form when the login fails, but a refused password is cleared and focused; the username
 * survives a reload (session storage, below), the password is never stored. A patron still signed in
 * ("Back to login" from a failed identity check) gets the same form: the session machine logs in
 * again, and the new session replaces theirs (decision 063).
 */
export default function LoginScreen() {
  const { signup } = useSearch({ strict: false }) as { signup?: string };
  const layout = useSelector(useActors().onboarding, selectLayout);
  return (
    <Page title={copy.title}>
      {signup === 'true' ? <CreateAccountLink /> : null}
      <LoginForm />
      <p>
        {/* The layout's own request page (QA 10), written out: machines/after-login.ts's route
            helpers would bring their module into the first screen. */}
        <Link to={layout === 'web' ? '/web/password_reset_request' : '/password_reset_request'}>
          {copy.forgotPassword}
        </Link>
      </p>
      {signup === 'true' ? null : <CreateAccountLink />}
    </Page>
  );
}

function CreateAccountLink() {
  return (
    <p>
      {copy.noAccount} <Link to="/signup">{copy.createAccount}</Link>
    </p>
  );
}

const selectError = (s: ReturnType<SessionActor['getSnapshot']>) => s.context.loginError;

/** The form; it takes input at once, and a submit before the session machine runs waits for it. */
function LoginForm() {
  const { session: handle } = useActors();
  const session = useSessionActor();
  // A first login or one that replaces the session (decision 063): both are under way.
  const running = useSelector(session ?? undefined, (s) => s?.hasTag('busy'));
  const error = useSelector(session ?? undefined, (s) => (s ? selectError(s) : null));
  const fields = useSelector(session ?? undefined, (s) => s?.context.loginFieldErrors);
  const refusals = useSelector(session ?? undefined, selectLoginRefusals);
  const signedIn = useSelector(session ?? undefined, (s) => s?.matches('signedIn') ?? false);
  // A login this form sent that ended signed in with no error succeeded (every refusal leaves an
  // error or a field's): the page is about to give way to the next, whose chunk may take a while
  // on a slow link. The form stays busy until then, never idle with the password in it for a
  // second press to send again (QA 21).
  const [sent, setSent] = useState(false);
  const busy = running || (sent && signedIn && !error && !fields?.username && !fields?.password);
  // The username survives a reload; the password never leaves this state (QA 3 L8).
  const [username, setUsername] = useState(loadLoginUsername);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // Each refusal the session machine counts drops the wrong password (never the username) and
  // puts the focus in it, so the patron types it again at once; refusals from before the page
  // opened do not (react.dev "adjusting state when a prop changes").
  const [opened] = useState(refusals);
  const [handled, setHandled] = useState(refusals);
  if (refusals !== handled) {
    setHandled(refusals);
    setPassword('');
  }
  // A submit with a field left empty says so at that field (decision 079, QA 6); a refusal that
  // names a field says why there (contract.md 5, QA 10).
  const usernameError = missing && !username.trim() ? copy.usernameRequired : fields?.username;
  const passwordError = missing && !password ? copy.passwordRequired : fields?.password;
  // The first field left empty takes the focus; after a refusal, the cleared password does (the
  // first of the two in the page's order).
  const form = useFocusFirstInvalid<HTMLFormElement>(
    { refusal: refusals > opened ? refusals : null, usernameError, passwordError },
    '[aria-invalid="true"], [name="password"]',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = username.trim();
    setMissing(!trimmed || !password);
    if (!trimmed || !password || busy) return;
    setSent(true);
    handle.send({ type: 'login', username: trimmed, password });
  };
  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <Field
        name="username"
        label={copy.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onValueChange={(value) => {
          setUsername(value);
          saveLoginUsername(value);
        }}
        error={usernameError}
        required
      />
      <Field
        name="password"
        type="password"
        label={copy.password}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={passwordError}
        required
      />
      <div className="actions">
        <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
          {busy ? copy.submitting : copy.submit}
        </button>
      </div>
    </form>
  );
}
