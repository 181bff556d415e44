import type { RegistrationForm, RegistrationStatus } from '../../../api/registration';
import type { MachineModel } from '../coverage';
import { networkError } from '../fixtures';

export { loginEmailVerificationMachine as machine } from '../../login-email-verification.machine';

/** A finished account whose email the server asks to verify (GET /i/registration_status). */
const STATUS: RegistrationStatus = {
  status: 'complete',
  kycFailureReason: null,
  pendingFields: {},
  pendingKycProviders: [],
  pendingPolicies: [],
  emailVerificationStatus: 'REQUIRED',
  isDuplicateUser: false,
  acceptedPolicies: [],
  executedKycProviders: [],
};

/** The address the code went to (GET /i/registration). */
const REGISTRATION: RegistrationForm = {
  id: '42',
  preferredName: 'Ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  onboardingPromotionIds: [],
};

export const model: MachineModel = {
  inputs: [{ layout: 'web' }],
  events: {
    'step.analytics': [{ name: 'confirm_email_complete', properties: { method: 'code' } }],
  },
  outputs: { loadAccount: [{ status: STATUS, registration: REGISTRATION }] },
  errors: { loadAccount: [networkError()] },
};
