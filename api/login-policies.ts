import * as v from 'valibot';
import { apiRequest, type CallOptions } from './client';
import { PolicySchema } from './policies';
import { tolerantList } from './tolerant';
import { tolerantPicklist } from './tolerant-picklist';

/**
 * The policies a logged-in patron still owes (issue 11 item 1; decision 040), as the login's
 * policy page reads them: the owed list, the terms and conditions by type, and each other policy
 * by id. Apart from api/policies.ts, which the first screen loads: only this page reads the modal.
 */

/** The modal a policy asks for once accepted (product.md 3 "Modal types"; RG_LIMITS by default). */
export const POLICY_MODAL_TYPES = ['RG_LIMITS', 'DEPOSITS', 'none'] as const;
export type PolicyModalType = (typeof POLICY_MODAL_TYPES)[number];

/**
 * A pending policy with the modal it asks for: `modal_type` is our wire field (contract.md shows
 * none); absent or unknown reads as null, which the page takes as the default, RG_LIMITS.
 */
export const LoginPolicySchema = v.object({
  ...PolicySchema.entries,
  modalType: tolerantPicklist(POLICY_MODAL_TYPES, 'pending_policy.modal_type', null),
});
export type LoginPolicy = v.InferOutput<typeof LoginPolicySchema>;

const LoginPoliciesSchema = v.object({
  pendingPolicies: tolerantList(LoginPolicySchema, 'pending_policies'),
});

/** The type the terms and conditions are listed under (wire-decisions "Shapes"). */
export const TERMS_TYPE = 'terms_and_condition';

/** GET /i/pending_policies with the session: the policies this patron has not accepted. */
export async function getOwedPolicies({ signal }: CallOptions = {}): Promise<LoginPolicy[]> {
  const answer = await apiRequest('/i/pending_policies', {
    schema: LoginPoliciesSchema,
    action: 'get pending policies',
    signal,
  });
  return answer.pendingPolicies;
}

/** GET /i/pending_policies?type=terms_and_condition: the current terms, or null when none is owed. */
export async function getTermsAndConditions({
  signal,
}: CallOptions = {}): Promise<LoginPolicy | null> {
  const answer = await apiRequest('/i/pending_policies', {
    query: { type: TERMS_TYPE },
    schema: LoginPoliciesSchema,
    action: 'fetch terms and conditions',
    signal,
  });
  return answer.pendingPolicies[0] ?? null;
}

/** GET /i/pending_policies/{id}: one policy with its current text. */
export function getPendingPolicy(id: string, { signal }: CallOptions = {}): Promise<LoginPolicy> {
  return apiRequest(`/i/pending_policies/${encodeURIComponent(id)}`, {
    schema: LoginPolicySchema,
    action: 'get pending policies',
    signal,
  });
}
