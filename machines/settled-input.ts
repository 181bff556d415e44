import type { DerivationInput } from './route-derivation';

/** A change to the settled input: its own fields, and any of the flags. */
export type DerivationPatch = Partial<Omit<DerivationInput, 'flags'>> & {
  flags?: Partial<DerivationInput['flags']>;
};

/**
 * The derivation input of a web user past pre-registration with nothing owed (status created,
 * email verified, no pending field, policy or provider, every flag off), with `patch` applied.
 * The generated status table and the derivation's tests start every row here and change only
 * what the row is about, so they read the same rules the same way.
 */
export function settledInput(patch: DerivationPatch = {}): DerivationInput {
  return {
    preRegistrationComplete: true,
    preRegistrationPage: 'email',
    status: 'created',
    kycFailureReason: null,
    isDuplicateUser: false,
    pendingFields: {},
    pendingPolicyIds: [],
    pendingKycProviders: [],
    executedKycProviders: [],
    emailVerificationStatus: 'VERIFIED',
    regionRequiresEmailVerification: false,
    registrationPending: false,
    initialLimitsDone: false,
    signUpRanHere: true,
    layout: 'web',
    inFrame: false,
    ...patch,
    flags: { visitLimitsPage: false, useJumioWebSdk: false, ...patch.flags },
  };
}
