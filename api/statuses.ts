/**
 * The registration enumerations of the wire contract (product.md 4.2, contract.md 3 and 9), shared
 * by the response schemas, the sandbox and the route derivation. One list each: every other module
 * derives from these. Apart from api/domain.ts because the first screen never reads them (its
 * chunk holds every export of the modules it imports, decision 012).
 */

export const REGISTRATION_STATUSES = [
  'created',
  'email_verified',
  'partial_pii',
  'pending_completion',
  'pending_manual_kyc',
  'complete',
  'contact_support_required',
  'document_verification_required',
  'document_verification_fallback',
  'document_verification_failed',
  'document_verification_in_progress',
  'document_verification_expired',
  'manual_address',
  'manual_document_collection_required',
  'manual_pii_entry_required',
  'manual_pii_verification_in_progress',
] as const;
export type RegistrationStatusValue = (typeof REGISTRATION_STATUSES)[number];

export const KYC_FAILURE_REASONS = [
  'unsupported_country',
  'unsupported_document',
  'id_expired',
  'id_fraud',
  'id_not_readable',
  'id_not_uploaded',
  'selfie_invalid',
  'id_selfie_mismatch',
  'admin_rejected',
  'failure',
  'id_missing_data',
  'id_invalid_country',
  'id_underage',
] as const;
export type KycFailureReason = (typeof KYC_FAILURE_REASONS)[number];

export const EMAIL_VERIFICATION_STATUSES = ['REQUIRED', 'VERIFIED', 'SKIPPED'] as const;
export type EmailVerificationStatus = (typeof EMAIL_VERIFICATION_STATUSES)[number];

/** The KYC provider whose pending, unexecuted presence starts device risk profiling (product 4.2). */
export const PHONE_FINDER_PROVIDER = 'lexis_nexis_phone_finder';

/** Pending-field keys as the client sees them (camelCased from the wire). */
export const PERSONAL_PENDING_FIELDS = [
  'preferredName',
  'residence',
  'citizenship',
  'phoneNumber',
  'last4Ssn',
  'employmentStatus',
  'jobTitle',
  'typeOfBusiness',
  'employerName',
  'employerPhoneNumber',
  'employerAddress',
] as const;
export type PersonalPendingField = (typeof PERSONAL_PENDING_FIELDS)[number];

/** pending_fields: `true` for a field still owed, or the offered ids for onboarding promotions. */
export type PendingFields = Partial<Record<string, true | string[] | boolean>> & {
  onboardingPromotionIds?: string[];
};

/** Whether a pending field's value says it is still owed: `true`, or a list with ids in it. */
export const isOwed = (value: unknown): boolean =>
  value === true || (Array.isArray(value) && value.length > 0);

/**
 * The suspension types the client routes apart (product.md 4 "Suspended users"): cool_off and
 * duplicate_user have pages of their own; self_exclusion stands for every other type (the
 * generic suspension page).
 */
export const SUSPENSION_TYPES = ['cool_off', 'duplicate_user', 'self_exclusion'] as const;
