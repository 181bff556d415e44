import type { SnapshotFrom } from 'xstate';
import { promotionalConsentPolicy, requiredPolicies } from './create-account.context';
import type { createAccountMachine } from './create-account.machine';

/** Read-only views of the Create Your Account actor for its screens (STYLE.md 3). */
export type CreateAccountSnapshot = SnapshotFrom<typeof createAccountMachine>;

export const selectDraft = (s: CreateAccountSnapshot) => s.context.draft;
export const selectSecrets = (s: CreateAccountSnapshot) => s.context.secrets;
export const selectFieldErrors = (s: CreateAccountSnapshot) => s.context.fieldErrors;
export const selectFormError = (s: CreateAccountSnapshot) => s.context.formError;
export const selectPage = (s: CreateAccountSnapshot) => s.context.page;
export const selectIsSubmitting = (s: CreateAccountSnapshot) => s.hasTag('submitting');
export const selectRequiredPolicies = (s: CreateAccountSnapshot) =>
  requiredPolicies(s.context.reference);
export const selectConsentPolicy = (s: CreateAccountSnapshot) =>
  promotionalConsentPolicy(s.context.reference);
/** True while the policies (and flags, regions) have not arrived: their fields show a loading state. */
export const selectReferenceLoading = (s: CreateAccountSnapshot) => s.hasTag('referenceLoading');
/** The reference-data failure to show at the policies (with a retry), or null. */
export const selectReferenceError = (s: CreateAccountSnapshot) =>
  s.matches({ reference: 'failed' }) ? s.context.referenceError : null;
