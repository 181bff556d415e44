/**
 * Enumerations of the wire contract (product.md 3 and 4.2, contract.md 3 and 9), shared by the
 * response schemas, the sandbox and the machines. One list each: every other module derives from these.
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

/**
 * This client's own build version (product.md 1, contract.md 3: "the app's own version is
 * 25.12.1"). The one place it is written: whatever sends or shows the version reads it here.
 */
export const BUILD_VERSION = '25.12.1';

export const PLATFORMS = ['ios', 'android', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Supported regions (product.md 3). US-DEFAULT and CA-DEFAULT exist but are not selectable. */
export const SUPPORTED_REGION_CODES = [
  'CA-ON',
  'CA-AB',
  'US-AZ',
  'US-CO',
  'US-DC',
  'US-IA',
  'US-IL',
  'US-IN',
  'US-KS',
  'US-LA',
  'US-MA',
  'US-MD',
  'US-MI',
  'US-NJ',
  'US-NY',
  'US-NC',
  'US-OH',
  'US-PA',
  'US-TN',
  'US-VA',
  'US-WV',
  'US-KY',
] as const;
export type RegionCode = (typeof SUPPORTED_REGION_CODES)[number];
export type CountryCode = 'US' | 'CA';

export const countryOfRegion = (region: RegionCode): CountryCode =>
  region.startsWith('CA-') ? 'CA' : 'US';

/** OAuth parameters read once from the entry URL and kept for the session (contract.md 7). */
export const OAUTH_PARAM_NAMES = [
  'response_type',
  'client_id',
  'redirect_uri',
  'code_challenge',
  'code_challenge_method',
  'shared_id',
] as const;
export type OAuthParamName = (typeof OAUTH_PARAM_NAMES)[number];
export type OAuthParams = Partial<Record<OAuthParamName, string>>;

export const FEATURE_FLAGS = {
  referralCode: 'referral_code',
  visitLimitsPage: 'visit_limits_page',
  useJumioWebSdk: 'use_jumio_web_sdk',
} as const;
