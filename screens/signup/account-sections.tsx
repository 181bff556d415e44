import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { boot as bootCopy, createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import type { AccountDraft, AccountSecrets } from '../../machines/account-form';
import {
  selectConsentPolicy,
  selectDraft,
  selectFieldErrors,
  selectReferenceError,
  selectReferenceLoading,
  selectRequiredPolicies,
  selectSecrets,
} from '../../machines/create-account.selectors';
import { PhoneField } from '../../screens/common/phone-field';
import { CheckboxField, Field } from '../../src/ui/field';
import { useCreateAccountActor } from './pre-registration-gate';

/**
 * The parts of Create Your Account. The web page shows them all at once; the mobile pages show
 * one each. They read the draft from the onboarding actor and only send `draft.change` and
 * `secret.change`: the machine validates, submits and decides where to go.
 */
const copy = createAccountCopy;

function useAccountForm() {
  const createAccount = useCreateAccountActor();
  const draft = useSelector(createAccount, selectDraft);
  const secrets = useSelector(createAccount, selectSecrets);
  const errors = useSelector(createAccount, selectFieldErrors);
  const change = <K extends keyof AccountDraft>(field: K, value: AccountDraft[K]) =>
    createAccount.send({ type: 'draft.change', field, value });
  const changeSecret = (field: keyof AccountSecrets, value: string) =>
    createAccount.send({ type: 'secret.change', field, value });
  // The machine may ask the server about the value left, before the submit needs it.
  const leave = (field: 'email' | 'username') => () =>
    createAccount.send({ type: 'field.leave', field });
  return { createAccount, draft, secrets, errors, change, changeSecret, leave };
}

export function NameEmailSection() {
  const { createAccount, draft, errors, change, leave } = useAccountForm();
  const consent = useSelector(createAccount, selectConsentPolicy);
  return (
    <>
      <Field
        name="firstName"
        label={copy.firstName}
        autoComplete="given-name"
        value={draft.firstName}
        onValueChange={(v) => change('firstName', v)}
        error={errors.firstName}
        required
      />
      <Field
        name="lastName"
        label={copy.lastName}
        autoComplete="family-name"
        value={draft.lastName}
        onValueChange={(v) => change('lastName', v)}
        error={errors.lastName}
        required
      />
      <Field
        name="email"
        label={copy.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        onValueChange={(v) => change('email', v)}
        onBlur={leave('email')}
        error={errors.email}
        required
      />
      {consent ? (
        <CheckboxField
          name="receivePromotionalEmails"
          label={copy.promotionalEmails}
          checked={draft.receivePromotionalEmails}
          onCheckedChange={(v) => change('receivePromotionalEmails', v)}
        />
      ) : null}
    </>
  );
}

export function UsernameSection() {
  const { draft, errors, change, leave } = useAccountForm();
  return (
    <>
      <Field
        name="username"
        label={copy.username}
        hint={copy.usernameHint}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={draft.username}
        onValueChange={(v) => change('username', v)}
        onBlur={leave('username')}
        error={errors.username}
        required
      />
      <CheckboxField
        name="receiveLoginEmails"
        label={copy.loginEmails}
        checked={draft.receiveLoginEmails}
        onCheckedChange={(v) => change('receiveLoginEmails', v)}
        error={errors.receiveLoginEmails}
      />
    </>
  );
}

export function PasswordSection() {
  const { secrets, errors, changeSecret } = useAccountForm();
  // Showing the password is local UI state, not flow state (STYLE.md 3).
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Field
        name="password"
        label={copy.password}
        hint={copy.passwordHint}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={secrets.password}
        onValueChange={(v) => changeSecret('password', v)}
        error={errors.password}
        required
      />
      <Field
        name="passwordConfirm"
        label={copy.passwordConfirm}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={secrets.passwordConfirm}
        onValueChange={(v) => changeSecret('passwordConfirm', v)}
        error={errors.passwordConfirm}
        required
      />
      <CheckboxField
        name="showPassword"
        label={copy.showPassword}
        checked={visible}
        onCheckedChange={setVisible}
      />
    </>
  );
}

export function PhoneSection() {
  const { draft, errors, change } = useAccountForm();
  return (
    <>
      <PhoneField
        name="phoneNumber"
        label={copy.phone}
        hint={copy.phoneHint}
        autoComplete="tel-national"
        digits={draft.phoneNumber}
        onDigitsChange={(v) => change('phoneNumber', v)}
        error={errors.phoneNumber}
      />
      <CheckboxField
        name="strongAuthEnabled"
        label={copy.strongAuth}
        checked={draft.strongAuthEnabled}
        onCheckedChange={(v) => change('strongAuthEnabled', v)}
        error={errors.strongAuthEnabled}
      />
    </>
  );
}

export function PromoPoliciesSection() {
  const { createAccount, draft, errors, change } = useAccountForm();
  const policies = useSelector(createAccount, selectRequiredPolicies);
  const loading = useSelector(createAccount, selectReferenceLoading);
  const failure = useSelector(createAccount, selectReferenceError);
  // The acceptance error is tied to the group and to each box not yet ticked, as on Fine Details.
  const errorId = useId();
  const policiesError = errors.policyAcceptances;
  const toggle = (id: string, accepted: boolean) =>
    change(
      'acceptedPolicyIds',
      accepted
        ? [...draft.acceptedPolicyIds.filter((p) => p !== id), id]
        : draft.acceptedPolicyIds.filter((p) => p !== id),
    );
  return (
    <>
      <Field
        name="promoCode"
        label={copy.promoCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={draft.promoCode}
        onValueChange={(v) => change('promoCode', v)}
        error={errors.promotionCode ?? errors.referralCode}
      />
      {/* Its loading status is announced: no aria-busy around it (QA 12). */}
      {/* No heading over nothing: a server that owes no policy gets none (QA 15). */}
      <fieldset
        className="policies"
        aria-describedby={policiesError ? errorId : undefined}
        hidden={!(loading || failure || policiesError || policies.length)}
      >
        <legend>{copy.policiesLegend}</legend>
        {loading ? (
          <p className="loading" role="status">
            {bootCopy.loading}
          </p>
        ) : null}
        {failure ? (
          <div role="alert">
            <p className="field-error">{failure}</p>
            <button
              type="button"
              className="button-secondary"
              onClick={() => createAccount.send({ type: 'reference.retry' })}
            >
              {bootCopy.retry}
            </button>
          </div>
        ) : null}
        {policies.map((policy) => (
          <CheckboxField
            key={policy.id}
            name={`policy-${policy.id}`}
            label={
              <>
                {copy.acceptPolicy(policy.name || policy.id)}
                {policy.url ? (
                  <>
                    {' '}
                    (
                    <a href={policy.url} target="_blank" rel="noopener noreferrer">
                      {copy.readPolicy(policy.name || policy.id)}
                    </a>
                    )
                  </>
                ) : null}
              </>
            }
            checked={draft.acceptedPolicyIds.includes(policy.id)}
            invalid={Boolean(policiesError) && !draft.acceptedPolicyIds.includes(policy.id)}
            describedBy={
              policiesError && !draft.acceptedPolicyIds.includes(policy.id) ? errorId : undefined
            }
            onCheckedChange={(v) => toggle(policy.id, v)}
          />
        ))}
        {policiesError ? (
          <p id={errorId} className="field-error" role="alert">
            {policiesError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
