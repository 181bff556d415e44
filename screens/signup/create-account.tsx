import { createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import { progress as progressCopy } from '../../copy/spec/progress';
import { useActors } from '../../src/shell/actors';
import { AccountFormFrame } from './account-form-frame';
import {
  NameEmailSection,
  PasswordSection,
  PhoneSection,
  PromoPoliciesSection,
  UsernameSection,
} from './account-sections';
import { PreRegistrationGate } from './pre-registration-gate';

/** Create Your Account on the web layout (/web/signup/create_account): every section on one page. */
export default function CreateAccountScreen() {
  const { onboarding } = useActors();
  return (
    <PreRegistrationGate>
      <AccountFormFrame
        title={progressCopy.createAccount}
        submitLabel={createAccountCopy.submit}
        onSubmit={() => onboarding.send({ type: 'account.submit' })}
      >
        <NameEmailSection />
        <UsernameSection />
        <PasswordSection />
        <PhoneSection />
        <PromoPoliciesSection />
      </AccountFormFrame>
    </PreRegistrationGate>
  );
}
