import * as v from 'valibot';
import { apiRequest, type CallOptions, IdSchema } from './client';
import { EMAIL_VERIFICATION_STATUSES, REGISTRATION_STATUSES } from './domain';
import { flattenFieldErrors } from './errors';
import { wireId } from './ids';
import { PolicySchema } from './policies';

/** A policy the patron accepts, as sent in pre-registration and registration updates. */
export interface PolicyAcceptance {
  policyId: string;
}

/** Policy acceptances with each id as the server gave it (a number stays a number, api/ids.ts). */
export const wirePolicyAcceptances = (acceptances: readonly PolicyAcceptance[]) =>
  acceptances.map(({ policyId }) => ({ policyId: wireId(policyId) }));

/** What Create Your Account submits (contract.md 7, POST /i/pre_registrations). */
export interface PreRegistrationPayload {
  firstName: string;
  lastName: string;
  receiveLoginEmails: boolean;
  strongAuthEnabled: boolean;
  username: string;
  email: string;
  password: string;
  policyAcceptances: PolicyAcceptance[];
  phoneNumber: { number: string } | null;
  /** Empty when a referral code is sent instead (contract.md 7). */
  promotionCode: string;
  referralCode?: string;
}

/** The answer of a successful pre-registration (201). */
export const PreRegistrationSchema = v.object({ userId: IdSchema });
export type PreRegistration = v.InferOutput<typeof PreRegistrationSchema>;

/** Creates the account and starts the session cookie; a 422 carries field errors. */
export function createPreRegistration(
  payload: PreRegistrationPayload,
  { signal }: CallOptions = {},
): Promise<PreRegistration> {
  return apiRequest('/i/pre_registrations', {
    method: 'POST',
    body: { ...payload, policyAcceptances: wirePolicyAcceptances(payload.policyAcceptances) },
    schema: PreRegistrationSchema,
    action: 'create your account',
    signal,
  });
}

const text = v.nullish(v.string());

/** The registration form as the server holds it (product.md 3); every field may be missing. */
export const RegistrationFormSchema = v.object({
  id: v.nullish(IdSchema),
  app: text,
  preferredName: text,
  firstName: text,
  lastName: text,
  last4Ssn: text,
  employmentStatus: text,
  jobTitle: text,
  typeOfBusiness: text,
  employerName: text,
  employerPhoneNumber: text,
  employerAddress: text,
  email: text,
  residence: text,
  citizenship: text,
  onboardingPromotionIds: v.nullish(v.array(IdSchema)),
  /** Server validation messages, already flattened to field -> first message. */
  errors: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((errors) => flattenFieldErrors(errors)),
    ),
  ),
});
export type RegistrationForm = v.InferOutput<typeof RegistrationFormSchema>;

/** Reads the registration form to prefill the sign-up steps. */
export function getRegistration({ signal }: CallOptions = {}): Promise<RegistrationForm> {
  return apiRequest('/i/registration', {
    schema: RegistrationFormSchema,
    action: 'get your registration',
    signal,
  });
}

/** A postal address as the manual-PII and address-only updates send it (contract.md 7). */
export interface Address {
  line1: string;
  line2?: string;
  city: string;
  region: string;
  postalCode: string;
  countryCode: string;
}

/** One registration update: any form fields, or the manual-PII / address-only variants. */
export type RegistrationPatch = Partial<Omit<RegistrationForm, 'errors'>> & {
  policyAcceptances?: PolicyAcceptance[];
  address?: Address;
  birthdate?: string;
};

/** Saves part of the registration form (204); a 422 carries field errors, a 403 a server code. */
export async function updateRegistration(
  patch: RegistrationPatch,
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/registration', {
    method: 'PATCH',
    body: {
      ...patch,
      ...(patch.policyAcceptances
        ? { policyAcceptances: wirePolicyAcceptances(patch.policyAcceptances) }
        : {}),
      ...(patch.onboardingPromotionIds
        ? { onboardingPromotionIds: patch.onboardingPromotionIds.map(wireId) }
        : {}),
    },
    schema: null,
    action: 'update your registration',
    signal,
  });
}

const stringList = v.nullish(v.array(v.string()), () => []);

/** The registration status that drives onboarding routing (product.md 4.2, wire-decisions "Shapes"). */
export const RegistrationStatusSchema = v.object({
  status: v.picklist(REGISTRATION_STATUSES),
  // Any string: the status derivation maps a reason it does not know to DEFAULT.
  kycFailureReason: v.nullish(v.string(), null),
  pendingFields: v.nullish(
    v.objectWithRest(
      { onboardingPromotionIds: v.optional(v.array(IdSchema)) },
      v.union([v.boolean(), v.array(IdSchema)]),
    ),
    () => ({}),
  ),
  pendingKycProviders: stringList,
  pendingPolicies: v.nullish(v.array(PolicySchema), () => []),
  emailVerificationStatus: v.nullish(v.picklist(EMAIL_VERIFICATION_STATUSES), null),
  isDuplicateUser: v.nullish(v.boolean(), false),
  acceptedPolicies: v.nullish(v.array(v.object({ policyId: IdSchema })), () => []),
  executedKycProviders: stringList,
});
export type RegistrationStatus = v.InferOutput<typeof RegistrationStatusSchema>;

/** Reads the registration status; the onboarding machine derives the next step from it. */
export function getRegistrationStatus({ signal }: CallOptions = {}): Promise<RegistrationStatus> {
  return apiRequest('/i/registration_status', {
    schema: RegistrationStatusSchema,
    action: 'get your registration status',
    signal,
  });
}

// The spec does not show these two shapes; `{email}` / `{username}` in and `{available}` out is
// our choice (wire-decisions style), kept in this one place.
/** Whether an email or username is still free to register. */
export const AvailabilitySchema = v.object({ available: v.boolean() });
export type Availability = v.InferOutput<typeof AvailabilitySchema>;

/** Asks whether an email address is free, before the Create Your Account email step moves on. */
export function checkEmailAvailability(
  email: string,
  { signal }: CallOptions = {},
): Promise<Availability> {
  return apiRequest('/i/email_availability', {
    method: 'POST',
    body: { email },
    schema: AvailabilitySchema,
    action: 'check your email',
    signal,
  });
}

/** Asks whether a username is free, before the Create Your Account username step moves on. */
export function checkUsernameAvailability(
  username: string,
  { signal }: CallOptions = {},
): Promise<Availability> {
  return apiRequest('/i/username_availability', {
    method: 'POST',
    body: { username },
    schema: AvailabilitySchema,
    action: 'check your username',
    signal,
  });
}
