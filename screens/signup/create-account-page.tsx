import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { createAccount as createAccountCopy } from '../../copy/ours/sign-up';
import { selectPage } from '../../machines/create-account.selectors';
import { PRE_REGISTRATION_PAGES, type PreRegistrationPage } from '../../machines/pre-registration';
import { AccountFormFrame } from './account-form-frame';
import {
  NameEmailSection,
  PasswordSection,
  PhoneSection,
  PromoPoliciesSection,
  UsernameSection,
} from './account-sections';
import { PreRegistrationGate, useCreateAccountActor } from './pre-registration-gate';

/**
 * Create Your Account on the mobile layout: one page per part (/signup/email, /username,
 * /password, /phone_number, /promo_code). The machine holds the page; the last one submits.
 */
const SECTIONS: Record<PreRegistrationPage, ComponentType> = {
  email: NameEmailSection,
  username: UsernameSection,
  password: PasswordSection,
  phone: PhoneSection,
  promo: PromoPoliciesSection,
};

export default function CreateAccountPageScreen() {
  return (
    <PreRegistrationGate>
      <CreateAccountPage />
    </PreRegistrationGate>
  );
}

function CreateAccountPage() {
  const createAccount = useCreateAccountActor();
  const page = useSelector(createAccount, selectPage);
  const index = PRE_REGISTRATION_PAGES.indexOf(page);
  const last = index === PRE_REGISTRATION_PAGES.length - 1;
  const previous = PRE_REGISTRATION_PAGES[index - 1];
  const Section = SECTIONS[page];
  const copy = createAccountCopy;
  return (
    <AccountFormFrame
      // A page of its own each time: its heading takes the focus, as on every new page (QA 5),
      // rather than the Continue button that stays where it was.
      key={page}
      title={copy.pageTitles[page]}
      submitLabel={last ? copy.submit : copy.continue}
      busyLabel={last ? copy.submitting : copy.checking}
      onSubmit={() => createAccount.send({ type: last ? 'account.submit' : 'page.next' })}
      secondary={
        previous ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => createAccount.send({ type: 'page.visit', page: previous })}
          >
            {copy.back}
          </button>
        ) : null
      }
    >
      <Section />
    </AccountFormFrame>
  );
}
