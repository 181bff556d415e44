/**
 * Every route path of product.md 2.2 (the /web set) and 2.3 (the non-prefixed set), with the
 * capability that owns its screen. The router registers exactly these; docs/routes.md is rendered
 * from them; the route derivation only ever returns one of them. Where the spec names a page but
 * not its path, the path here is our choice (docs/routes.md says which).
 */

export type Capability =
  | 'foundation'
  | 'signup'
  | 'identity'
  | 'login'
  | 'password'
  | 'sms'
  | 'responsible-gaming'
  | 'account'
  | 'preferences';

// The const type parameters keep each path a literal, so RoutePath below is the union of them.
const web = <const P extends readonly string[]>(capability: Capability, ...paths: P) =>
  paths.map((p) => [`/web/${p}`, capability] as const) as {
    readonly [I in keyof P]: readonly [`/web/${P[I]}`, Capability];
  };
const bare = <const P extends readonly string[]>(capability: Capability, ...paths: P) =>
  paths.map((p) => [`/${p}`, capability] as const) as {
    readonly [I in keyof P]: readonly [`/${P[I]}`, Capability];
  };

// Path -> owning capability, in the order the spec lists them.
const ROUTE_TABLE = [
  // product.md 2.2: the /web set, rendered inside the progress layout
  ...web('login', 'login/policies', 'welcome', 'welcome_back', 'welcome_policies'),
  ...web('account', 'contact_support', 'fit_to_play', 'id_check_required', 'race_and_gender'),
  ...web('foundation', 'signup', 'signup/create_account'),
  ...web('signup', 'signup/email_verification'),
  ...web('identity', 'signup/id_verification', 'signup/idv_fallback'),
  ...web('signup', 'signup/initial_set_limits', 'signup/pii'),
  ...web(
    'identity',
    'signup/name',
    'signup/manual_pii_processing',
    'signup/address',
    'signup/birthdate',
    'signup/race_and_gender',
    'signup/failed_kyc',
  ),
  ...web('signup', 'signup/fine_details'),
  ...web(
    'identity',
    'signup/user_verification',
    'signup/user_verification_error',
    'signup/user_verification_processing',
    'signup/user_verification_pending',
    'signup/idv_sdk_upload',
    'signup/missing_address',
  ),
  ...web('signup', 'signup/disabled'),
  ...web('identity', 'signup/pending_manual_kyc'),
  ...web('signup', 'signup/play_your_way'),
  ...web(
    'account',
    'suspended',
    'suspended/cool_off',
    'suspended/business_decision_closure',
    'suspended/duplicate_user',
    'suspended/self_exclusion',
    'suspended/closed',
    'suspended/duplicated',
    'suspended/wallet_scheme',
  ),
  ...web('responsible-gaming', 'rg_daily_time_limit_exceeded'),
  ...web('sms', 'locked/password', 'sms/reset_password', 'sms/pin_required'),
  ...web('password', 'password_reset_request'),
  ...web('identity', 'kyc/upload', 'kyc/processing', 'kyc/pending'),

  // product.md 2.3: the non-prefixed set
  ...bare(
    'account',
    'close_account',
    'close_account_confirmation',
    'contact_support',
    'cool_off_expired',
    'cool_off_renew',
    'dge_level_2_ack',
    'fit_to_play',
    'igo_user_pii_confirmation',
    'igo_user_pii_confirmation/contact_support',
    'dormant_account',
    'native/go_back',
    'race_and_gender',
  ),
  ...bare('signup', 'continue_registration'),
  ...bare('sms', 'locked/password'),
  ...bare(
    'login',
    'login',
    'login/id_check_required',
    'login/policies',
    'login/welcome',
    'login/welcome_back',
    'login/welcome_policies',
    'login/email_verification',
  ),
  ...bare(
    'password',
    'password_reset_request',
    'password_reset_request/sent',
    'password_reset_link_expired',
    'user/change_password/password',
  ),
  ...bare(
    'preferences',
    'user_preferences',
    'user_preferences/document_upload',
    'user_preferences/email',
  ),
  ...bare(
    'foundation',
    'signup',
    'signup/email',
    'signup/username',
    'signup/password',
    'signup/promo_code',
  ),
  ...bare(
    'signup',
    'signup/email_verification',
    'signup/employment_details',
    'signup/initial_set_limits',
    'signup/interstitial',
    'signup/phone_number',
    'signup/policies',
    'signup/preferred_name',
    'signup/residence_citizenship',
    'signup/ssn',
    'signup/disabled',
    'signup/download',
    'signup/play_your_way',
  ),
  ...bare(
    'identity',
    'signup/failed_kyc',
    'signup/idv/document_upload',
    'signup/idv/web_sdk_upload',
    'signup/idv/fallback',
    'signup/idv/failure',
    'signup/idv/id_denied',
    'signup/idv/id_expired',
    'signup/idv/id_underage',
    'signup/idv/pending',
    'signup/idv/processing',
    'signup/manual_pii_processing',
    'signup/name',
    'signup/address',
    'signup/birthdate',
    'signup/race_and_gender',
    'signup/pending_manual_kyc',
    'signup/v2/missing_address',
  ),
  ...bare(
    'sms',
    'sms/pin_locked',
    'sms/unable_to_send_code',
    'sms/pin_required',
    'sms/reset_password',
    'sms/reset_password_done',
  ),
  ...bare(
    'identity',
    'kyc/failure',
    'kyc/id_denied',
    'kyc/id_expired',
    'kyc/id_underage',
    'kyc/pending',
    'kyc/processing',
  ),
  ...bare(
    'account',
    'suspended',
    'suspended/business_decision_closure',
    'suspended/duplicate_user',
    'suspended/cool_off',
    'suspended/closed',
    'suspended/duplicated',
    'suspended/self_exclusion',
    'suspended/wallet_scheme',
    'suspended/responsible_gaming',
  ),
  ...bare(
    'responsible-gaming',
    'rg/deposit_ack',
    'rg/casino_cool_off_period',
    'rg/cool_off_period',
    'rg/daily_time_limit',
    'rg/daily_time_limit_exceeded',
    'rg/deposit_limits',
    'rg/loading',
    'rg/loss_limits',
    'rg/max_single_wager_limit',
    'rg/spend_limits',
    'rg/reality_checkin_interval',
    'rg/self_exclusion',
    'rg/self_exclusion/period',
    'rg/self_exclusion/personal',
    'rg/self_exclusion/waivers',
    'cool_off_self_exclusion',
    'cool_off_self_exclusion/period',
    'cool_off_self_exclusion/personal',
    'cool_off_self_exclusion/waivers',
  ),
  ...bare(
    'signup',
    'email_verification',
    'email_verification/failed',
    'email_verification/success',
  ),
] as const;

/** A registered route path: the union of the literal paths above, so the compiler checks every use. */
export type RoutePath = (typeof ROUTE_TABLE)[number][0];

/** Path -> owning capability, in the order the spec lists them. */
export const ROUTE_OWNERS: ReadonlyMap<RoutePath, Capability> = new Map(ROUTE_TABLE);

/** Every registered path, each once, in the spec's order (the router registers exactly these). */
export const ALL_PATHS: readonly RoutePath[] = [...ROUTE_OWNERS.keys()];

/** True when a string (an address bar, a server answer) is a registered path. */
export const isRoutePath = (path: string): path is RoutePath => ROUTE_OWNERS.has(path as RoutePath);

/** True for the suspended pages, which a 401 never redirects away from (product.md 2.9). */
export const isSuspendedPath = (path: string): boolean => /^(\/web)?\/suspended(\/|$)/.test(path);
