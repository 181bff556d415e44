import { createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import { progress as progressCopy } from '../../copy/spec/progress';
import { AccountFormFrame } from './account-form-frame';
import {
  NameEmailSection,
  PasswordSection,
  PhoneSection,
  PromoPoliciesSection,
  UsernameSection,
} from './account-sections';
import { PreRegistrationGate, useCreateAccountActor } from './pre-registration-gate';

/** Create Your Account on the web layout (/web/signup/create_account): every section on one page. */
export default function CreateAccountScreen() {
  return (
    <PreRegistrationGate>
      <CreateAccountForm />
    </PreRegistrationGate>
  );
}

function CreateAccountForm() {
  const createAccount = useCreateAccountActor();
  return (
    <AccountFormFrame
      title={progressCopy.createAccount}
      submitLabel={createAccountCopy.submit}
      onSubmit={() => createAccount.send({ type: 'account.submit' })}
    >
      <NameEmailSection />
      <UsernameSection />
      <PasswordSection />
      <PhoneSection />
      <PromoPoliciesSection />
    </AccountFormFrame>
  );
}
