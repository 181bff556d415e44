import * as v from 'valibot';
import { apiRequest, type CallOptions } from './client';
import { type IdKind, idOf, wireId } from './ids';
import { flattenFieldErrors } from './normalise-error';
import { PolicySchema } from './policies';
import { sessionAnswered } from './session-answers';
import { EMAIL_VERIFICATION_STATUSES, type PendingFields, REGISTRATION_STATUSES } from './statuses';
import { reportTolerated, tolerantKey, tolerantList } from './tolerant';
import { tolerantPicklist } from './tolerant-picklist';

/** A policy the patron accepts, as sent in pre-registration and registration updates. */
export interface PolicyAcceptance {
  policyId: string;
}

/** Policy acceptances with each id as the server gave it (a number stays a number, api/ids.ts). */
export const wirePolicyAcceptances = (acceptances: readonly PolicyAcceptance[]) =>
  acceptances.map(({ policyId }) => ({ policyId: wireId('policy', policyId) }));

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

/**
 * The answer of a successful pre-registration (201). The account exists from here on, so an
 * answer without a user id (or without a body) is still a success: the client needs no id, the
 * registration status read next says what follows (issue 8 item 7); the gap is reported.
 */
export const PreRegistrationSchema = v.pipe(
  v.unknown(),
  v.transform((body): { userId: string | null } => {
    const result = v.safeParse(v.object({ userId: idOf('user') }), body);
    if (result.success) return result.output;
    reportTolerated('pre-registration without a user id', { list: 'pre_registrations' });
    return { userId: null };
  }),
);
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

const ADDRESS_PARTS = ['line1', 'line2', 'city', 'region', 'postalCode'] as const;

/**
 * One form field read as text (the steps prefill their inputs with it). The spec gives the
 * fields no shape, so a number, a phone object (`{number}`) and an address object (its lines
 * joined) read as the text they hold; anything else is dropped and reported, so one field the
 * app cannot read never fails the whole form.
 */
const text = (field: string) => v.optional(v.pipe(v.unknown(), v.transform(readText(field))));

function readText(field: string) {
  return (value: unknown): string | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (typeof value === 'object' && !Array.isArray(value)) {
      const parts = value as Record<string, unknown>;
      if (typeof parts.number === 'string') return parts.number;
      const lines = ADDRESS_PARTS.map((part) => parts[part]).filter(
        (part): part is string => typeof part === 'string' && part.trim() !== '',
      );
      if (lines.length > 0) return lines.join(', ');
    }
    reportTolerated('form field not read as text', { list: 'registration', field });
    return null;
  };
}

/** The registration form as the server holds it (product.md 3); every field may be missing. */
export const RegistrationFormSchema = v.object({
  id: v.nullish(idOf('registration')),
  app: text('app'),
  preferredName: text('preferred_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  last4Ssn: text('last_4_ssn'),
  employmentStatus: text('employment_status'),
  jobTitle: text('job_title'),
  typeOfBusiness: text('type_of_business'),
  employerName: text('employer_name'),
  employerPhoneNumber: text('employer_phone_number'),
  employerAddress: text('employer_address'),
  email: text('email'),
  residence: text('residence'),
  citizenship: text('citizenship'),
  onboardingPromotionIds: tolerantList(idOf('promotion'), 'registration.onboarding_promotion_ids'),
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
  }).then(sessionAnswered);
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
      // The form's id goes back as the server gave it, number or string (api/ids.ts).
      ...(patch.id ? { id: wireId('registration', patch.id) } : {}),
      ...(patch.policyAcceptances
        ? { policyAcceptances: wirePolicyAcceptances(patch.policyAcceptances) }
        : {}),
      ...(patch.onboardingPromotionIds
        ? {
            onboardingPromotionIds: patch.onboardingPromotionIds.map((id) =>
              wireId('promotion', id),
            ),
          }
        : {}),
    },
    schema: null,
    action: 'update your registration',
    signal,
  });
}

const PENDING_FIELDS_LIST = 'registration_status.pending_fields';

/**
 * pending_fields, read tolerantly: `true`/`false` for a field owed or not, a list of ids for the
 * onboarding promotions (or any other listed field); any other value is ignored and reported.
 */
/** The kind of the ids a pending field lists (policies to accept, promotions to choose). */
const pendingFieldIdKind = (field: string): IdKind =>
  /polic/i.test(field) ? 'policy' : /promotion/i.test(field) ? 'promotion' : 'other';

const PendingFieldsSchema = tolerantKey((value): PendingFields => {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    reportTolerated('pending fields not an object', { list: PENDING_FIELDS_LIST });
    return {};
  }
  const fields: PendingFields = {};
  for (const [field, owed] of Object.entries(value)) {
    if (typeof owed === 'boolean') fields[field] = owed;
    else if (Array.isArray(owed))
      fields[field] = v.parse(
        tolerantList(idOf(pendingFieldIdKind(field)), `${PENDING_FIELDS_LIST}.${field}`),
        owed,
      );
    else reportTolerated('unknown pending-field value ignored', { field, type: typeof owed });
  }
  return fields;
});

const stringList = (list: string) => tolerantList(v.string(), `registration_status.${list}`);

/**
 * The registration status that drives onboarding routing (product.md 4.2, wire-decisions
 * "Shapes"). The account exists whenever it is read, so it is read tolerantly (issue 8 item 7,
 * decision 007): an unknown status reads as contact_support_required (the patron is sent to
 * contact support, never to "Oops"), an unknown email-verification status as none, and a null or
 * malformed list item is dropped; each is reported.
 */
export const RegistrationStatusSchema = v.object({
  status: tolerantPicklist(REGISTRATION_STATUSES, 'status', 'contact_support_required' as const),
  // Any string: the status derivation maps a reason it does not know to DEFAULT.
  kycFailureReason: v.nullish(v.string(), null),
  pendingFields: PendingFieldsSchema,
  pendingKycProviders: stringList('pending_kyc_providers'),
  pendingPolicies: tolerantList(PolicySchema, 'registration_status.pending_policies'),
  emailVerificationStatus: tolerantPicklist(
    EMAIL_VERIFICATION_STATUSES,
    'email_verification_status',
    null,
  ),
  isDuplicateUser: v.nullish(v.boolean(), false),
  acceptedPolicies: tolerantList(
    v.object({ policyId: idOf('policy') }),
    'registration_status.accepted_policies',
  ),
  executedKycProviders: stringList('executed_kyc_providers'),
});
export type RegistrationStatus = v.InferOutput<typeof RegistrationStatusSchema>;

/** Reads the registration status; the onboarding machine derives the next step from it. */
export function getRegistrationStatus({ signal }: CallOptions = {}): Promise<RegistrationStatus> {
  return apiRequest('/i/registration_status', {
    schema: RegistrationStatusSchema,
    action: 'get your registration status',
    signal,
  }).then(sessionAnswered);
}

// The spec does not show these two shapes; `{email}` / `{username}` in and `{available}` out is
// our choice (wire-decisions style), kept in this one place. Both run before the account, and so
// any session, exists: a 401 is a failed check (which does not block, decision 007), never a
// session lost to inactivity (QA 5); a suspension is still the session's to show.
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
    notifyAuthFailure: 'suspension',
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
    notifyAuthFailure: 'suspension',
    signal,
  });
}
