import { ApiError } from '../../../api/errors';
import type { PromotionCodeCheck } from '../../../api/promotions';
import { network as networkCopy } from '../../../copy/spec/network';
import type { AccountDraft } from '../../account-form';
import {
  type Availability,
  type CreateAccountContext,
  type CreateAccountInput,
  createAccountMachine,
} from '../../create-account.machine';
import { reference } from '../../reference.fixture';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

/** The draft a reload gives back (the password is never kept): valid, with a promo code to check. */
const DRAFT: Partial<AccountDraft> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  username: 'ada_l',
  phoneNumber: '(201) 555-0123',
  acceptedPolicyIds: ['terms', 'privacy'],
  receivePromotionalEmails: true,
  promoCode: 'WELCOME100',
};

const inputs: CreateAccountInput[] = [
  { layout: 'mobileWeb', brandName: 'Northstar Sports', draft: DRAFT, page: 'email' },
  // The one-page web form, where leaving the email or username checks it in the background.
  { layout: 'web', brandName: 'Northstar Sports', draft: DRAFT },
];

const timeout = () =>
  new ApiError({
    code: 'TIMEOUT_ERROR',
    message: networkCopy.timeout('create your account'),
    action: 'create your account',
  });

const codeChecks: PromotionCodeCheck[] = [
  { available: true, type: 'promotion', message: null },
  { available: false, type: 'promotion', message: null },
];
const availability: Availability[] = [
  { email: true, username: true },
  { email: false, username: true },
];

export { createAccountMachine as machine };
export const model: MachineModel = {
  inputs,
  events: {
    // Retyping the code clears the last check of it.
    'draft.change': [
      { field: 'promoCode', value: 'WELCOME100' },
      // Retyping the email or username drops its check under way.
      { field: 'email', value: 'ada@example.test' },
      { field: 'username', value: 'ada_l' },
    ],
    'field.leave': [{ field: 'email' }, { field: 'username' }],
    'secret.change': [
      { field: 'password', value: 'abcd1234' },
      { field: 'passwordConfirm', value: 'abcd1234' },
    ],
    // The last page (ahead of every other page) and the first (Back, even while a check runs).
    'page.visit': [{ page: 'promo' }, { page: 'email' }],
  },
  outputs: {
    loadReferenceData: [reference],
    checkAvailability: availability,
    checkPromotionCode: codeChecks,
    submitPreRegistration: [{ userId: 'u-1' }],
    checkAccountExists: [true, false],
  },
  errors: {
    loadReferenceData: [networkError()],
    checkAvailability: [networkError()],
    checkPromotionCode: [networkError()],
    submitPreRegistration: [
      timeout(),
      httpError(422, { username: 'Username is taken', password: 'Too weak' }),
    ],
    checkAccountExists: [networkError()],
  },
  // The messages shown steer no guard: tell snapshots apart by what does, and only where it
  // matters: the form is explored once the reference data is in (until then the submit is
  // refused), and not again around a timed-out submit (every form there leaves it alike).
  serialize: (s) => {
    const c = s.context as CreateAccountContext;
    const settled = s.matches({ form: 'confirming' }) || s.matches({ form: 'unconfirmed' });
    const explored = c.reference !== null && s.status === 'active' && !settled;
    return [s.value, s.status, explored && [c.page, c.secrets, c.available, c.codeCheck]];
  },
};
