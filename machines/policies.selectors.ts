import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import {
  acceptedPolicyIdsOf,
  consentPolicyOf,
  type policiesMachine,
  requiredPoliciesOf,
} from './policies.machine';
import { stepRefOf } from './step-contract';

/** Read-only views of the Fine Details step for its screen (STYLE.md 3). */
export type PoliciesSnapshot = SnapshotFrom<typeof policiesMachine>;
export type PoliciesRef = ActorRefFrom<typeof policiesMachine>;

/** The onboarding machine's child `step` when it runs this machine, else null (another step, or none yet). */
export const asPoliciesRef = (ref: AnyActorRef | null | undefined) =>
  stepRefOf<PoliciesRef>(ref, 'policies');

export const selectRequiredPolicies = (s: PoliciesSnapshot) =>
  requiredPoliciesOf(s.context.policies);
export const selectConsentPolicy = (s: PoliciesSnapshot) => consentPolicyOf(s.context.policies);
export const selectAcceptedIds = (s: PoliciesSnapshot) => acceptedPolicyIdsOf(s.context);
export const selectError = (s: PoliciesSnapshot) => s.context.error;
export const selectFieldError = (s: PoliciesSnapshot) => s.context.fieldError;
export const selectIsLoading = (s: PoliciesSnapshot) => s.hasTag('loading');
export const selectIsSubmitting = (s: PoliciesSnapshot) => s.hasTag('submitting');
export const selectLoadFailed = (s: PoliciesSnapshot) => s.matches('loadFailed');
