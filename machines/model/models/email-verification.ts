import type { RegistrationForm, RegistrationStatus } from '../../../api/registration';
import { emailVerificationMachine } from '../../email-verification.machine';
import type { StepInput } from '../../step-contract';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const status: RegistrationStatus = {
  status: 'created',
  kycFailureReason: null,
  pendingFields: {},
  pendingKycProviders: [],
  pendingPolicies: [],
  emailVerificationStatus: 'REQUIRED',
  isDuplicateUser: false,
  acceptedPolicies: [],
  executedKycProviders: [],
};

const input: StepInput = {
  route: '/web/signup/email_verification',
  layout: 'web',
  brandName: 'Northstar',
  regionCode: 'US-NJ',
  status,
  registration: { email: 'ada@example.com' } as RegistrationForm,
  flags: [],
  savedDraft: null,
};

export { emailVerificationMachine as machine };
export const model: MachineModel = {
  inputs: [input],
  // A partial code and a complete one (letters and extra digits are dropped).
  events: { 'code.change': [{ code: '123' }, { code: '12345678' }] },
  errors: {
    submitVerificationCode: [httpError(422), networkError()],
    requestVerificationEmail: [
      httpError(422, {}, { serverCode: 'CONTACT_SUPPORT_VERIFICATION_EMAIL' }),
      networkError(),
    ],
  },
};
