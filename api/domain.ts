/**
 * Enumerations of the wire contract (product.md 3 and 4.2, contract.md 3 and 9), shared by the
 * response schemas, the sandbox and the machines. One list each: every other module derives from these.
 */

// The registration enumerations live in api/statuses.ts: only code that runs once the account
// exists reads them, so they stay out of the first screen's chunk (decision 012).
export type {
  EmailVerificationStatus,
  KycFailureReason,
  PendingFields,
  PersonalPendingField,
  RegistrationStatusValue,
} from './statuses';

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

/** Whether a code is one of the supported regions (product.md 3 and 5). */
export const isSupportedRegion = (code: string | null): code is RegionCode =>
  code !== null && (SUPPORTED_REGION_CODES as readonly string[]).includes(code);
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
/**
 * Every parameter of the entry URL that the authorize hand-off carries back: the spec's set and
 * the rest of an authorization request (RFC 6749 4.1.1 `state` and `scope`, OpenID Connect's
 * `nonce`), which the spec's list lacks: kept from the entry URL when it carries them and handed
 * back to the authorize URL (or the frame's oauthAuthorize) as they came, so a relying party's
 * `state` check still holds after the sign-up. Never added to the API calls, whose `oauth` set is
 * the spec's (contract.md 7).
 */
export const AUTHORIZE_PARAM_NAMES = [...OAUTH_PARAM_NAMES, 'state', 'scope', 'nonce'] as const;
export type OAuthParamName = (typeof AUTHORIZE_PARAM_NAMES)[number];
export type OAuthParams = Partial<Record<OAuthParamName, string>>;

export const FEATURE_FLAGS = {
  referralCode: 'referral_code',
  visitLimitsPage: 'visit_limits_page',
  useJumioWebSdk: 'use_jumio_web_sdk',
} as const;
