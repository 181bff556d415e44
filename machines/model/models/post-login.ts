import type { RegistrationStatus } from '../../../api/registration';
import { postLoginMachine } from '../../post-login.machine';
import type { MachineModel } from '../coverage';
import { networkError } from '../fixtures';

// The finished patron of machines/post-login.machine.test.ts.
const FINISHED: RegistrationStatus = {
  status: 'complete',
  kycFailureReason: null,
  pendingFields: {},
  pendingKycProviders: [],
  pendingPolicies: [],
  emailVerificationStatus: 'VERIFIED',
  isDuplicateUser: false,
  acceptedPolicies: [],
  executedKycProviders: [],
};

export { postLoginMachine as machine };
export const model: MachineModel = {
  inputs: [{ layout: 'web' }],
  outputs: { fetchRegistrationStatus: [FINISHED] },
  errors: { fetchRegistrationStatus: [networkError()] },
};
