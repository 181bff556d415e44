import type { RegistrationForm, RegistrationStatus } from '../api/registration';
import type { StepInput } from './step-contract';

/**
 * A registration status with nothing owed (created, email verified, no pending field, policy or
 * provider), with `patch` applied: the step tests and the machines' models start here and change
 * only what they are about.
 */
export function registrationStatus(patch: Partial<RegistrationStatus> = {}): RegistrationStatus {
  return {
    status: 'created',
    kycFailureReason: null,
    pendingFields: {},
    pendingKycProviders: [],
    pendingPolicies: [],
    emailVerificationStatus: 'VERIFIED',
    isDuplicateUser: false,
    acceptedPolicies: [],
    executedKycProviders: [],
    ...patch,
  };
}

/** The registration form of an account made in New Jersey, with `patch` applied. */
export function registrationForm(patch: Partial<RegistrationForm> = {}): RegistrationForm {
  return { id: '42', email: 'ada@example.com', onboardingPromotionIds: [], ...patch };
}

/**
 * What the onboarding machine hands a sign-up step on `route` (its layout read from the path),
 * for a Northstar Sports patron in New Jersey with nothing owed, with `patch` applied.
 */
export function stepInput(route: string, patch: Partial<StepInput> = {}): StepInput {
  return {
    route,
    layout: route.startsWith('/web/') ? 'web' : 'mobileWeb',
    brandName: 'Northstar Sports',
    regionCode: 'US-NJ',
    status: registrationStatus(),
    registration: registrationForm(),
    flags: [],
    savedDraft: null,
    ...patch,
  };
}
