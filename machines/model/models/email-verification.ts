import { emailVerificationMachine } from '../../email-verification.machine';
import { registrationStatus, stepInput } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const input = stepInput('/web/signup/email_verification', {
  status: registrationStatus({ emailVerificationStatus: 'REQUIRED' }),
});

export { emailVerificationMachine as machine };
export const model: MachineModel = {
  inputs: [input],
  // A partial code and a complete one (letters and extra digits are dropped).
  events: { 'code.change': [{ code: '123' }, { code: '12345678' }] },
  // Coming back to the tab: verified elsewhere meanwhile, or not yet.
  outputs: { readVerifiedElsewhere: [true, false] },
  errors: {
    readVerifiedElsewhere: [networkError()],
    submitVerificationCode: [httpError(422), networkError()],
    requestVerificationEmail: [
      httpError(422, {}, { serverCode: 'CONTACT_SUPPORT_VERIFICATION_EMAIL' }),
      networkError(),
    ],
  },
};
