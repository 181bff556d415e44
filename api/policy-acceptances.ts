import { apiRequest, type CallOptions } from './client';
import { wireId } from './ids';

// Apart from api/policies.ts, which the first screen loads for the pending policies: only the
// Fine Details step sends acceptances (decision 012).

/** Records the patron's acceptance of the given policies (201). */
export async function acceptPolicies(
  policyIds: string[],
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/policy_acceptances', {
    method: 'POST',
    // Each id goes back as the server gave it: a number stays a number (api/ids.ts).
    body: {
      policyAcceptances: policyIds.map((policyId) => ({ policyId: wireId('policy', policyId) })),
    },
    schema: null,
    action: 'submit your policy acceptances',
    signal,
  });
}
