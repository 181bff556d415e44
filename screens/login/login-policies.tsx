import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import type { LoginPolicy } from '../../api/login-policies';
import { loginPolicies as copy } from '../../copy/ours/after-login';
import { fineDetails as fineDetailsCopy } from '../../copy/ours/fine-details';
import { useFlow } from '../../src/flows/use-flow';
import { Banner } from '../../src/ui/banner';
import { keepTabInFramedDialog } from '../../src/ui/dialog-focus';
import { CheckboxField } from '../../src/ui/field';
import { Page } from '../../src/ui/page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { PolicyText } from '../common/policy-text';

/**
 * /login/policies and /web/login/policies (decision 040): the policies a finished account owes,
 * each ticked explicitly and readable in place (as text, never as HTML) or through its link; then
 * the modal the policy asks for. Renders the `loginPolicies` flow and only sends events.
 */
export default function LoginPoliciesScreen() {
  const flow = useFlow('loginPolicies');
  const policies = useSelector(flow, (s) => s.context.policies);
  const accepted = useSelector(flow, (s) => s.context.acceptedIds);
  const error = useSelector(flow, (s) => s.context.error);
  const fieldError = useSelector(flow, (s) => s.context.fieldError);
  const loading = useSelector(flow, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(flow, (s) => s.matches('loadFailed'));
  const submitting = useSelector(flow, (s) => s.hasTag('submitting'));
  const modal = useSelector(flow, (s) => (s.matches('modal') ? s.context.modal : null));
  const errorId = useId();
  // A refused submit moves the focus once, to the first policy left unticked (decision 079).
  const form = useFocusFirstInvalid<HTMLFormElement>(fieldError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'policies.submit' });
  };

  return (
    <Page title={copy.title}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      {loadFailed ? (
        <div className="actions">
          <button
            type="button"
            className="button-primary"
            onClick={() => flow.send({ type: 'policies.retry' })}
          >
            {copy.retry}
          </button>
        </div>
      ) : loading ? (
        <div className="loading" role="status" aria-live="polite">
          {copy.loading}
        </div>
      ) : (
        <form ref={form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          <fieldset className="policies" aria-describedby={fieldError ? errorId : undefined}>
            <legend>{copy.legend}</legend>
            <p>{copy.intro}</p>
            {policies.map((policy) => (
              <PolicyItem
                key={policy.id}
                policy={policy}
                checked={accepted.includes(policy.id)}
                invalid={Boolean(fieldError) && !accepted.includes(policy.id)}
                errorId={errorId}
                onChange={(value) =>
                  flow.send({ type: 'policy.toggle', policyId: policy.id, accepted: value })
                }
              />
            ))}
          </fieldset>
          {fieldError ? (
            <p id={errorId} className="field-error" role="alert">
              {fieldError}
            </p>
          ) : null}
          <div className="actions">
            <button
              type="submit"
              className="button-primary"
              aria-disabled={submitting || undefined}
            >
              {submitting ? copy.submitting : copy.submit}
            </button>
          </div>
        </form>
      )}
      {modal === 'RG_LIMITS' || modal === 'DEPOSITS' ? (
        <PolicyModal
          kind={modal}
          onAccept={() => flow.send({ type: 'modal.accept' })}
          onDismiss={() => flow.send({ type: 'modal.dismiss' })}
        />
      ) : null}
    </Page>
  );
}

function PolicyItem({
  policy,
  checked,
  invalid,
  errorId,
  onChange,
}: {
  policy: LoginPolicy;
  checked: boolean;
  invalid: boolean;
  errorId: string;
  onChange: (value: boolean) => void;
}) {
  const name = policy.name || policy.id;
  return (
    <div className="policy">
      <h2>{name}</h2>
      {policy.content ? (
        <PolicyText label={fineDetailsCopy.policyText(name)}>{policy.content}</PolicyText>
      ) : null}
      {policy.url ? (
        <p>
          <a href={policy.url} target="_blank" rel="noopener noreferrer">
            {fineDetailsCopy.readPolicy(name)}
          </a>
        </p>
      ) : null}
      <CheckboxField
        name={`policy-${policy.id}`}
        label={fineDetailsCopy.acceptPolicy(name)}
        checked={checked}
        required
        invalid={invalid}
        describedBy={invalid ? errorId : undefined}
        onCheckedChange={onChange}
      />
    </div>
  );
}

/**
 * The modal a policy asks for once accepted (product.md 3 "Modal types", 4.5): a native modal
 * `<dialog>` labelled by its title, focus on its main button; Not now and Escape go on with the
 * continue flow. At most 328 px wide (`.dialog`, contract.md 9).
 */
function PolicyModal({
  kind,
  onAccept,
  onDismiss,
}: {
  kind: 'RG_LIMITS' | 'DEPOSITS';
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const main = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
      main.current?.focus();
    }
  }, []);
  const words =
    kind === 'DEPOSITS'
      ? { title: copy.depositsTitle, body: copy.depositsBody, accept: copy.depositsAccept }
      : { title: copy.limitsTitle, body: copy.limitsBody, accept: copy.limitsAccept };
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="policy-modal-title"
      aria-describedby="policy-modal-body"
      onKeyDown={keepTabInFramedDialog}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id="policy-modal-title">{words.title}</h2>
      <p id="policy-modal-body">{words.body}</p>
      <div className="dialog-actions">
        <button ref={main} type="button" className="button-primary" onClick={onAccept}>
          {words.accept}
        </button>
        <button type="button" className="button-secondary" onClick={onDismiss}>
          {copy.notNow}
        </button>
      </div>
    </dialog>
  );
}
