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

/**
 * The answer of the terms by type: contract.md 7 names it "terms policy", one policy, which
 * wire-decisions returns bare; wire-decisions also calls the type a filter that narrows the list,
 * `{pending_policies:[...]}`. Either is read (QA 22: a server that answered the policy bare had
 * the terms dropped from the page).
 */
const TermsAnswerSchema = v.union([
  v.pipe(
    LoginPolicySchema,
    v.transform((policy) => [policy]),
  ),
  v.pipe(
    LoginPoliciesSchema,
    v.transform((answer) => answer.pendingPolicies),
  ),
]);

/**
 * GET /i/pending_policies?type=terms_and_condition: the current terms, or null when the answer
 * holds none. A list that holds other policies too gives its terms, not its first.
 */
export async function getTermsAndConditions({
  signal,
}: CallOptions = {}): Promise<LoginPolicy | null> {
  const policies = await apiRequest('/i/pending_policies', {
    query: { type: TERMS_TYPE },
    schema: TermsAnswerSchema,
    action: 'fetch terms and conditions',
    signal,
  });
  return policies.find((policy) => policy.type === TERMS_TYPE) ?? policies[0] ?? null;
}

/** GET /i/pending_policies/{id}: one policy with its current text. */
export function getPendingPolicy(id: string, { signal }: CallOptions = {}): Promise<LoginPolicy> {
  return apiRequest(`/i/pending_policies/${encodeURIComponent(id)}`, {
    schema: LoginPolicySchema,
    action: 'get pending policies',
    signal,
  });
}
