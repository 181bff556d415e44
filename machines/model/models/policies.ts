import type { Policy } from '../../../api/policies';
import { policiesMachine } from '../../policies.machine';
import { registrationStatus, stepInput } from '../../step-input.fixture';
import type { MachineModel } from '../coverage';
import { httpError, networkError } from '../fixtures';

const policy = (id: string, type: string): Policy => ({
  id,
  type,
  name: `Policy ${id}`,
  version: '1',
  url: null,
  content: null,
});
const TERMS = policy('terms', 'terms_and_condition');
const CONSENT = policy('promotional-consent', 'promotional_consent');

const policiesStep = (pendingPolicies: Policy[]) =>
  stepInput('/signup/policies', { status: registrationStatus({ pendingPolicies }) });

export { policiesMachine as machine };
export const model: MachineModel = {
  // The status lists the policies, or lists none and they are fetched.
  inputs: [policiesStep([TERMS, CONSENT]), policiesStep([])],
  events: {
    'policy.toggle': [
      { policyId: 'terms', accepted: true },
      { policyId: 'terms', accepted: false },
      { policyId: 'promotional-consent', accepted: true },
    ],
  },
  outputs: {
    // Only the optional consent is pending: declining it leaves nothing to post.
    getPendingPolicies: [[TERMS, CONSENT], [CONSENT]],
  },
  errors: {
    getPendingPolicies: [httpError(500), networkError()],
    acceptPolicies: [
      httpError(422, { policyAcceptances: 'Unknown policy: terms' }),
      networkError(),
    ],
  },
};
