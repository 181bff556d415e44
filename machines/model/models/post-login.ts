import { postLoginMachine } from '../../post-login.machine';
import { registrationStatus } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { networkError } from '../fixtures';

// The finished patron of machines/post-login.machine.test.ts.
const FINISHED = {
  status: registrationStatus({ status: 'complete' }),
  regionRequiresEmailVerification: true,
};

// A finished patron who owes an updated policy (the welcome_policies page's message).
const OWING = {
  status: registrationStatus({
    status: 'complete',
    pendingPolicies: [{ id: 'p', type: 't', name: 'P', version: '1', url: null, content: null }],
  }),
  regionRequiresEmailVerification: true,
};

export { postLoginMachine as machine };
export const model: MachineModel = {
  // The welcome-back page, and a welcome page opened directly (QA 6).
  inputs: [{ layout: 'web' }, { layout: 'web', page: '/web/welcome_policies' }],
  outputs: { fetchLoginAnswer: [FINISHED, OWING] },
  errors: { fetchLoginAnswer: [networkError()] },
};
