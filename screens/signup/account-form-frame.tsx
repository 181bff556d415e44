import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import {
  selectFieldErrors,
  selectFormError,
  selectIsSubmitting,
} from '../../machines/create-account.selectors';
import { Banner } from '../../src/ui/banner';
import { Page } from '../../src/ui/page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { useCreateAccountActor } from './pre-registration-gate';

/**
 * The form around Create Your Account sections: the form-level error, the submit button and,
 * when field errors appear, focus on the first invalid field (keyboard and screen-reader users
 * learn at once what to fix). Outside the app's webview, whose own screens offer its login, a
 * link to the login page, for a patron whose email turns out to be in use.
 */
export function AccountFormFrame({
  title,
  submitLabel,
  busyLabel = createAccountCopy.submitting,
  onSubmit,
  secondary,
  children,
}: {
  title: string;
  submitLabel: string;
  /** What the button says while the submit waits: a page's Continue only checks, it creates nothing. */
  busyLabel?: string;
  onSubmit: () => void;
  secondary?: ReactNode;
  children: ReactNode;
}) {
  const createAccount = useCreateAccountActor();
  const formError = useSelector(createAccount, selectFormError);
  const fieldErrors = useSelector(createAccount, selectFieldErrors);
  const submitting = useSelector(createAccount, selectIsSubmitting);
  const inWebview = useSelector(createAccount, (s) => s.context.layout === 'native');
  const form = useFocusFirstInvalid<HTMLFormElement>(fieldErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Page title={title}>
      {formError ? <Banner kind="danger">{formError}</Banner> : null}
      <form ref={form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        {children}
        <div className="actions">
          {secondary}
          {/* Busy, it keeps the focus (not `disabled`, decision 071); the machine ignores a
              submit meanwhile, from the button or from Enter in a field. */}
          <button type="submit" className="button-primary" aria-disabled={submitting || undefined}>
            {submitting ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
      {inWebview ? null : (
        <p className="muted">
          {createAccountCopy.haveAccount} <Link to="/login">{createAccountCopy.logIn}</Link>
        </p>
      )}
    </Page>
  );
}
