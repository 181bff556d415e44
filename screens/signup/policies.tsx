import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import type { Policy } from '../../api/policies';
import { fineDetails as fineDetailsCopy } from '../../copy/ours/fine-details';
import { progress as progressCopy } from '../../copy/spec/progress';
import {
  asPoliciesRef,
  type PoliciesRef,
  selectAcceptedIds,
  selectConsentPolicy,
  selectError,
  selectFieldError,
  selectIsLoading,
  selectIsSubmitting,
  selectLoadFailed,
  selectRequiredPolicies,
} from '../../machines/policies.selectors';
import { Banner } from '../../src/ui/banner';
import { CheckboxField } from '../../src/ui/field';
import { StepPage, stepLoad } from '../../src/ui/step-page';
import { useFocusFirstInvalid } from '../../src/ui/use-focus-first-invalid';
import { PolicyText } from '../common/policy-text';
import { StepScreen } from './step-screen';

/**
 * The Fine Details (/web/signup/fine_details, /signup/policies): one explicit tick per pending
 * policy, its text readable in place (as text, never as HTML) or through its link, and the
 * optional promotional consent. It renders the policies step machine and only sends events.
 */
const copy = fineDetailsCopy;

export default function PoliciesScreen() {
  return <StepScreen narrow={asPoliciesRef} view={PoliciesView} />;
}

/** A policy's own text, in a box a keyboard can scroll when it overflows. */
function PolicyContent({ policy }: { policy: Policy }) {
  if (!policy.content) return null;
  return (
    <PolicyText label={copy.policyText(policy.name || policy.id)}>{policy.content}</PolicyText>
  );
}

function PolicyLink({ policy }: { policy: Policy }) {
  if (!policy.url) return null;
  return (
    <p>
      <a href={policy.url} target="_blank" rel="noopener noreferrer">
        {copy.readPolicy(policy.name || policy.id)}
      </a>
    </p>
  );
}

function PoliciesView({ step }: { step: PoliciesRef }) {
  const required = useSelector(step, selectRequiredPolicies);
  const consent = useSelector(step, selectConsentPolicy);
  const accepted = useSelector(step, selectAcceptedIds);
  const error = useSelector(step, selectError);
  const fieldError = useSelector(step, selectFieldError);
  const loading = useSelector(step, selectIsLoading);
  const loadFailed = useSelector(step, selectLoadFailed);
  const submitting = useSelector(step, selectIsSubmitting);
  const errorId = useId();
  // An unticked policy, or else the message itself: a server's 422 about the acceptances may name
  // no box left unticked (QA 10).
  const form = useFocusFirstInvalid<HTMLFormElement>(
    fieldError,
    '[aria-invalid="true"], .field-error',
  );

  const load = stepLoad({
    failed: loadFailed,
    loading,
    loadingText: copy.loading,
    message: error,
    retryLabel: copy.retry,
    onRetry: () => step.send({ type: 'policies.retry' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    step.send({ type: 'policies.submit' });
  };
  const toggle = (policyId: string, value: boolean) =>
    step.send({ type: 'policy.toggle', policyId, accepted: value });

  return (
    <StepPage title={progressCopy.fineDetails} load={load}>
      {error ? <Banner kind="danger">{error}</Banner> : null}
      <form ref={form} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        {required.length > 0 ? (
          <fieldset className="policies" aria-describedby={fieldError ? errorId : undefined}>
            <legend>{copy.policiesLegend}</legend>
            <p>{copy.intro}</p>
            {required.map((policy) => {
              const name = policy.name || policy.id;
              const checked = accepted.includes(policy.id);
              const invalid = Boolean(fieldError) && !checked;
              return (
                <div key={policy.id} className="policy">
                  <h2>{name}</h2>
                  <PolicyContent policy={policy} />
                  <PolicyLink policy={policy} />
                  <CheckboxField
                    name={`policy-${policy.id}`}
                    label={copy.acceptPolicy(name)}
                    checked={checked}
                    required
                    invalid={invalid}
                    describedBy={invalid ? errorId : undefined}
                    onCheckedChange={(value) => toggle(policy.id, value)}
                  />
                </div>
              );
            })}
          </fieldset>
        ) : (
          <p>{copy.nothingPending}</p>
        )}
        {fieldError ? (
          <p id={errorId} className="field-error" role="alert">
            {fieldError}
          </p>
        ) : null}
        {consent ? (
          <div className="policy">
            <PolicyContent policy={consent} />
            <PolicyLink policy={consent} />
            <CheckboxField
              name="communicationsPreferenceEnabled"
              label={copy.promotionalConsent}
              checked={accepted.includes(consent.id)}
              onCheckedChange={(value) => toggle(consent.id, value)}
            />
          </div>
        ) : null}
        <div className="actions">
          <button type="submit" className="button-primary" aria-disabled={submitting || undefined}>
            {submitting ? copy.submitting : copy.submit}
          </button>
        </div>
      </form>
    </StepPage>
  );
}
