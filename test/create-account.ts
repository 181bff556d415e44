import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createAccount as createAccountCopy } from '../copy/ours/sign-up';

/** Who signs up in a screen test; each test file picks its own, so failures name the journey. */
export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
}

/**
 * Fills Create Your Account on the web layout (/web/signup/create_account), accepts the two
 * required policies and submits: the common start of every later step's screen test.
 */
export async function createAccountOnWeb(user: UserEvent, account: TestAccount): Promise<void> {
  await typeAccountOnWeb(user, account);
  await user.click(screen.getByRole('button', { name: createAccountCopy.submit }));
}

/** Fills Create Your Account on the web layout and accepts the two required policies. */
export async function typeAccountOnWeb(user: UserEvent, account: TestAccount): Promise<void> {
  const c = createAccountCopy;
  await screen.findByRole('checkbox', { name: /^I accept the Terms and Conditions/ });
  await user.type(screen.getByLabelText(c.firstName), account.firstName);
  await user.type(screen.getByLabelText(c.lastName), account.lastName);
  await user.type(screen.getByLabelText(c.email), account.email);
  await user.type(screen.getByLabelText(c.username), account.username);
  await user.type(screen.getByLabelText(c.password), account.password);
  await user.type(screen.getByLabelText(c.passwordConfirm), account.password);
  await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms and Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /^I accept the Privacy Policy/ }));
}
