import { registrationForm, registrationStatus } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { networkError } from '../fixtures';

export { loginEmailVerificationMachine as machine } from '../../login-email-verification.machine';

/** A finished account whose email the server asks to verify (GET /i/registration_status). */
const STATUS = registrationStatus({ status: 'complete', emailVerificationStatus: 'REQUIRED' });

/** The address the code went to (GET /i/registration). */
const REGISTRATION = registrationForm({
  preferredName: 'Ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

export const model: MachineModel = {
  inputs: [{ layout: 'web' }],
  events: {
    'step.analytics': [{ name: 'confirm_email_complete', properties: { method: 'code' } }],
  },
  outputs: {
    loadAccount: [
      { status: STATUS, registration: REGISTRATION },
      // Opened directly with the address already verified: nothing to verify (QA 17).
      { status: { ...STATUS, emailVerificationStatus: 'VERIFIED' }, registration: REGISTRATION },
    ],
  },
  errors: { loadAccount: [networkError()] },
};
