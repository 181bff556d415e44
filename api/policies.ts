import * as v from 'valibot';
import { apiRequest, type CallOptions } from './client';
import { idOf } from './ids';
import { tolerantList } from './tolerant';

/** A policy the patron must accept (wire-decisions "Shapes"); lenient, the screen shows what is there. */
export const PolicySchema = v.object({
  id: idOf('policy'),
  type: v.nullish(v.string(), ''),
  name: v.nullish(v.string(), ''),
  version: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
  // A link the patron opens: http(s) only, never a script or data URL from an answer.
  url: v.nullish(
    v.pipe(
      v.string(),
      v.transform((url) => (/^https?:\/\//i.test(url) ? url : null)),
    ),
    null,
  ),
  content: v.nullish(v.string(), null),
});
export type Policy = v.InferOutput<typeof PolicySchema>;

/** The answer of GET /i/pending_policies. */
export const PendingPoliciesSchema = v.object({
  // Read tolerantly (issue 8 item 7): a null or malformed policy is dropped and reported.
  pendingPolicies: tolerantList(PolicySchema, 'pending_policies'),
});
export type PendingPolicies = v.InferOutput<typeof PendingPoliciesSchema>;

/** Lists the policies still to accept (every current one without a session), optionally of one type such as `terms_and_condition`. */
export async function getPendingPolicies(
  opts: { type?: string } = {},
  { signal }: CallOptions = {},
): Promise<Policy[]> {
  const { pendingPolicies } = await apiRequest('/i/pending_policies', {
    query: { type: opts.type },
    schema: PendingPoliciesSchema,
    action: 'get pending policies',
    signal,
  });
  return pendingPolicies;
}
