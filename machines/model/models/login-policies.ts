import type { LoginPolicy } from '../../../api/login-policies';
import { policies as policiesCopy } from '../../../copy/spec/policies';
import { loginPoliciesMachine } from '../../login-policies.machine';
import type { MachineModel } from '../coverage';
import { httpError } from '../fixtures';

// The terms and conditions as machines/login-policies.machine.test.ts builds them.
const terms = (modalType: LoginPolicy['modalType']): LoginPolicy => ({
  id: 'terms',
  type: 'terms_and_condition',
  name: 'Terms and conditions',
  version: '1',
  url: null,
  content: 'terms text',
  modalType,
});

export { loginPoliciesMachine as machine };
export const model: MachineModel = {
  // A first visit, and a reload with the terms ticked before it (decision 076).
  inputs: [{}, { savedDraft: { terms: 'true' } }],
  events: { 'policy.toggle': [{ policyId: 'terms', accepted: true }] },
  outputs: {
    // Nothing owed any more; the terms asking for the default modal (RG limits), the deposits
    // modal, or none.
    loadPolicies: [[], [terms(null)], [terms('DEPOSITS')], [terms('none')]],
  },
  errors: {
    loadPolicies: [new Error(policiesCopy.termsFailed)],
    acceptPolicies: [httpError(500)],
  },
};
