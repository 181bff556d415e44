import { postLoginMachine } from '../../post-login.machine';
import { registrationStatus } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { networkError } from '../fixtures';

// The finished patron of machines/post-login.machine.test.ts.
const FINISHED = {
  status: registrationStatus({ status: 'complete' }),
  regionRequiresEmailVerification: true,
};

export { postLoginMachine as machine };
export const model: MachineModel = {
  inputs: [{ layout: 'web' }],
  outputs: { fetchLoginAnswer: [FINISHED] },
  errors: { fetchLoginAnswer: [networkError()] },
};
