/**
 * The sandbox as msw handlers: every call of contract.md 7, answered in the wire's own terms
 * (snake_case, status codes and error bodies of spec/wire-decisions.md). One table,
 * SANDBOX_CALLS, lists them all; the handlers and docs/sandbox.md are both built from it, so a
 * call cannot be answered without being documented, nor documented without an answer.
 */

import { delay, type HttpHandler, http } from 'msw';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { network as networkCopy } from '../../copy/spec/network';
import { PHONE_FINDER_PROVIDER } from '../statuses';
import { ACCOUNT_CALLS } from './account-calls';
import { IDENTITY_CALLS } from './identity-calls';
import { LOGIN_CALLS, RESET_TOKENS, resetLinkAccess } from './login-calls';
import { MANUAL_PII_CALLS } from './manual-pii-calls';
import { PREFERENCES_CALLS } from './preferences-calls';
import { POLICIES, WIRE_PENDING_FIELDS } from './reference-data';
import {
  OPEN_DURING_COOL_OFF,
  RESPONSIBLE_GAMING_CALLS,
  suspensionOf,
} from './responsible-gaming-calls';
import type { Scenario } from './scenarios';
import {
  acceptPolicies,
  advanceRegistration,
  applyStatusPatch,
  BLACKLISTED_OCCUPATIONS,
  COUNTRIES,
  DEFAULT_CODE,
  DEFAULT_FEATURE_FLAGS,
  emailTaken,
  findPolicy,
  LIMIT_PERIODS,
  LIMIT_TYPES,
  latestUser,
  loadState,
  newUser,
  OCCUPATIONS,
  owedPolicies,
  PLAY_YOUR_WAY_PROMOTIONS,
  promotionCodeStatus,
  REGIONS,
  regionRequiresEmailVerification,
  registrationStatusOf,
  type SandboxLimitPeriod,
  type SandboxLimitType,
  type SandboxState,
  type SandboxUser,
  type StorageLike,
  sandboxMemoryStorage,
  saveState,
  scriptedStatus,
  scriptSeedPatron,
  sessionUser,
  setCashflowLimit,
  setTimeLimit,
  usernameTaken,
  VALID_LINK_TOKEN,
  verifyEmail,
  wireCashflowLimits,
  wirePolicy,
  wireTimeLimit,
} from './state';
import {
  actor,
  type Body,
  type CallContext,
  codedError,
  EMAIL_PATTERN,
  empty,
  errorCollector,
  fieldErrors,
  type Implementation,
  isBlank,
  json,
  MAX_NAME_LENGTH,
  MESSAGES,
  present,
  randomToken,
  regionHeader,
  TEN_DIGITS,
  text,
  USERNAME_PATTERN,
  unauthorized,
  withSessionCookie,
} from './wire';

// ---------------------------------------------------------------------------------------------
// The table

/** Who may make a call: anyone, anyone (answer depends on the session), a session, or a session or link token. */
export type SandboxAuth = 'none' | 'optional' | 'session' | 'session-or-token';

/** The issue that completes each call, as the coverage table names it. */
export const ISSUES = {
  foundation: '2 (foundation)',
  signUp: '3 (sign-up journey)',
  identity: '10 (identity)',
  login: '11 (login and account)',
  responsibleGaming: '12 (responsible gaming)',
  preferences: '13 (preferences)',
  qualityGates: '17 (quality gates)',
  later: 'later issue',
} as const;
type Issue = (typeof ISSUES)[keyof typeof ISSUES];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One row of SANDBOX_CALLS; `suspendable` calls answer 403 for a suspended session. */
export interface SandboxCall {
  method: Method;
  path: string;
  implemented: boolean;
  issue: Issue;
  auth: SandboxAuth;
  suspendable: boolean;
}

// Const type parameters keep each method and path literal, so IMPLEMENTATIONS can be typed
// against the table and a missing or stray implementation fails to compile.
const built = <const M extends Method, const P extends string>(
  method: M,
  path: P,
  auth: SandboxAuth,
  suspendable: boolean = auth !== 'none',
) => ({ method, path, implemented: true as const, issue: ISSUES.foundation, auth, suspendable });

// Every call of contract.md 7 is implemented (issue 17 item 6): a row the sandbox does not answer
// would be `implemented: false` and answer 501 (the coverage doc and its test list it).

/** A row implemented by a later issue than the foundation, named with the issue that built it. */
const builtBy = <const M extends Method, const P extends string>(
  issue: Issue,
  method: M,
  path: P,
  auth: SandboxAuth,
  suspendable: boolean = auth !== 'none',
) => ({ method, path, implemented: true as const, issue, auth, suspendable });

/** Every call of contract.md 7 (and the wire-decisions paths), with what the sandbox does about it. */
export const SANDBOX_CALLS = [
  // Registration and verification
  built('POST', '/i/pre_registrations', 'none'),
  built('GET', '/i/registration', 'session'),
  built('PATCH', '/i/registration', 'session'),
  built('GET', '/i/registration_status', 'session'),
  built('POST', '/i/registrations', 'session'),
  built('POST', '/i/email_availability', 'none'),
  built('POST', '/i/username_availability', 'none'),
  built('POST', '/i/email_verifications', 'session'),
  built('GET', '/i/email_verifications', 'none'),
  built('POST', '/i/email_verification_requests', 'session'),
  built('POST', '/i/lexis_nexis/phone_finder_verifications', 'session'),
  built('GET', '/i/pending_policies', 'optional'),
  built('GET', '/i/pending_policies/{id}', 'none'),
  built('POST', '/i/policy_acceptances', 'session'),
  built('PATCH', '/i/media_app_state', 'session'),
  built('PATCH', '/i/user_registered_regions', 'session'),
  builtBy(ISSUES.identity, 'GET', '/i/race_and_gender_options', 'session'),
  builtBy(ISSUES.identity, 'POST', '/i/registration/race_and_gender_selections', 'session'),
  built('GET', '/i/occupations', 'none'),
  built('GET', '/i/phone_numbers', 'session-or-token'),
  // The named acknowledgement before the pattern, so msw matches it first.
  builtBy(ISSUES.login, 'PATCH', '/i/acks/dge_level_2_ack', 'session'),
  builtBy(ISSUES.responsibleGaming, 'PATCH', '/i/acks/{name}', 'session'),
  builtBy(ISSUES.login, 'POST', '/i/acks', 'session'),
  // Lists
  built('GET', '/i/feature_flags', 'none'),
  built('GET', '/i/countries', 'none'),
  built('GET', '/i/regions', 'none'),
  // SMS
  built('POST', '/i/sms/send_one_time_code', 'session-or-token'),
  built('PATCH', '/i/sms/verify_one_time_code', 'session-or-token'),
  // Password
  builtBy(ISSUES.login, 'POST', '/i/password_reset_requests', 'none'),
  builtBy(ISSUES.login, 'POST', '/internal/password_reset_requests', 'none'),
  builtBy(ISSUES.login, 'POST', '/password_reset_requests', 'none'),
  builtBy(ISSUES.login, 'POST', '/i/password_resets', 'none'),
  // Preferences
  builtBy(ISSUES.preferences, 'GET', '/i/email_preferences', 'session-or-token'),
  builtBy(ISSUES.preferences, 'PATCH', '/i/email_preferences', 'session-or-token'),
  builtBy(ISSUES.preferences, 'GET', '/i/marketing_inducements_preference', 'session-or-token'),
  builtBy(ISSUES.preferences, 'PATCH', '/i/marketing_inducements_preference', 'session-or-token'),
  builtBy(ISSUES.preferences, 'GET', '/i/user_available_balance', 'session'),
  // The mailer's own endpoint: the link token (or the session) proves who unsubscribes.
  builtBy(ISSUES.preferences, 'POST', '/optimail/unsubscribe', 'session-or-token'),
  // Responsible gaming
  builtBy(ISSUES.signUp, 'GET', '/i/cashflow_limits/{type}', 'session'),
  builtBy(ISSUES.signUp, 'POST', '/i/cashflow_limits/{type}/{period}', 'session'),
  builtBy(
    ISSUES.responsibleGaming,
    'DELETE',
    '/i/cashflow_limits/{type}/{period}/pending',
    'session',
  ),
  builtBy(
    ISSUES.responsibleGaming,
    'POST',
    '/i/cashflow_limits/{type}/{period}/pending',
    'session',
  ),
  builtBy(ISSUES.signUp, 'GET', '/i/time_limits', 'session'),
  builtBy(ISSUES.signUp, 'PATCH', '/i/time_limits', 'session'),
  builtBy(ISSUES.responsibleGaming, 'GET', '/i/time_limits/pending', 'session'),
  builtBy(ISSUES.responsibleGaming, 'DELETE', '/i/time_limits/pending', 'session'),
  builtBy(ISSUES.responsibleGaming, 'POST', '/i/time_limits/pending', 'session'),
  builtBy(ISSUES.responsibleGaming, 'GET', '/i/limit_statuses', 'session'),
  builtBy(ISSUES.responsibleGaming, 'GET', '/i/reality_checkin_interval', 'session'),
  builtBy(ISSUES.responsibleGaming, 'POST', '/i/reality_checkin_interval', 'session'),
  builtBy(ISSUES.responsibleGaming, 'GET', '/i/self_exclusion_options/{region}', 'session'),
  builtBy(ISSUES.responsibleGaming, 'POST', '/i/self_exclusions', 'session'),
  builtBy(ISSUES.responsibleGaming, 'POST', '/i/cool_offs', 'session'),
  // Lifting a cool-off is what a cooled-off patron does, so the suspension cannot block it.
  builtBy(ISSUES.responsibleGaming, 'PATCH', '/i/cool_off/lift', 'session', false),
  builtBy(ISSUES.responsibleGaming, 'POST', '/i/restrictions', 'session'),
  builtBy(ISSUES.responsibleGaming, 'GET', '/i/restrictions/active/{type}', 'session'),
  builtBy(ISSUES.login, 'POST', '/i/closed_suspensions', 'session'),
  // Reactivation is how a dormant (suspended) account comes back.
  builtBy(ISSUES.login, 'DELETE', '/i/dormant_accounts', 'session', false),
  // Exposed only: no page of the spec makes these; the sandbox answers them (issue 17 item 6).
  builtBy(ISSUES.qualityGates, 'POST', '/i/third_party_determination_suspensions', 'session'),
  builtBy(ISSUES.login, 'POST', '/i/fit_to_play', 'session'),
  builtBy(ISSUES.preferences, 'POST', '/i/betting_region', 'session'),
  builtBy(ISSUES.login, 'GET', '/i/igo_user_pii', 'session'),
  builtBy(ISSUES.login, 'PATCH', '/i/igo_user_pii', 'session'),
  builtBy(ISSUES.qualityGates, 'POST', '/regulators/{region}/exclusion_lists', 'none'),
  // Promotions
  built('GET', '/i/promotions/codes/{code}/status', 'none'),
  built('POST', '/i/promotion_code_availability', 'none'),
  built('GET', '/i/promotions/play_your_way', 'none'),
  // Identity (Jumio)
  builtBy(ISSUES.identity, 'POST', '/i/jumio/accounts', 'session'),
  builtBy(ISSUES.identity, 'GET', '/i/jumio/netverify_scans', 'session'),
  builtBy(ISSUES.identity, 'POST', '/i/jumio/netverify_scans', 'session'),
  builtBy(ISSUES.identity, 'GET', '/i/jumio/netverify_scans/{id}', 'session'),
  builtBy(ISSUES.identity, 'POST', '/i/jumio/initiate_document_verification', 'session'),
  builtBy(ISSUES.identity, 'GET', '/i/jumio/document_verifications', 'session'),
  builtBy(ISSUES.identity, 'POST', '/i/jumio/document_verifications', 'session'),
  builtBy(ISSUES.identity, 'GET', '/i/jumio/document_verifications/{id}', 'session'),
  // Auth and devices
  builtBy(ISSUES.login, 'POST', '/oauth/token', 'none'),
  // A navigation never reaches the service worker (scripts/serve.mjs plays the page); a fetch
  // of it does, and gets the parameters it was given.
  builtBy(ISSUES.qualityGates, 'GET', '/oauth/authorize', 'none'),
  // A logged-in call like any other: a suspended session's logout answers 403 user_suspended
  // (wire-decisions "Limit semantics"), which the client reads as a completed logout.
  built('POST', '/api/logout', 'session'),
  builtBy(ISSUES.login, 'POST', '/api/devices', 'none'),
  builtBy(ISSUES.login, 'GET', '/api/devices/{id}/push_notification_preferences', 'none'),
  builtBy(ISSUES.login, 'GET', '/api/login_preferences', 'none'),
  builtBy(ISSUES.login, 'POST', '/api/biometrics_authentications', 'session'),
  builtBy(ISSUES.login, 'DELETE', '/api/biometrics_authentications/{id}', 'session'),
  builtBy(ISSUES.login, 'GET', '/api/biometrics_authentications/{id}/challenge_code', 'none'),
  builtBy(ISSUES.login, 'POST', '/api/link_auth_tokens', 'session'),
  builtBy(ISSUES.login, 'GET', '/api/link_auth_tokens/{id}/user', 'none'),
  builtBy(ISSUES.login, 'DELETE', '/internal/users/{id}/media_link', 'none'),
  builtBy(ISSUES.login, 'POST', '/internal/users/{id}/media_link', 'none'),
] as const;

type Row = (typeof SANDBOX_CALLS)[number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;
/** A call as scenarios name it: "METHOD /path" with the table's path template. */
export type SandboxCallKey = KeyOf<Row>;
type ImplementedKey = KeyOf<Extract<Row, { implemented: true }>>;

/** The "METHOD /path" key of a table row, as scenarios and 501 bodies name it. */
export function callKeyOf(call: Pick<SandboxCall, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}

const SMS_MESSAGES: Record<string, string> = {
  invalid_number: 'The phone number cannot receive a code',
  max_send_attempts: 'Too many codes were sent. Please wait a minute and try again.',
  sms_pin_locked: 'Too many incorrect codes. The account is locked.',
};

function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** A phone object `{number}` of 10 digits, `null` for none, or undefined when malformed. */
function parsePhone(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value === 'object' && value !== null && 'number' in value) {
    const number = (value as { number: unknown }).number;
    if (typeof number === 'string' && TEN_DIGITS.test(number)) return number;
  }
  return undefined;
}

/** Policy ids from `[{policy_id}]` (wire-decisions) or a bare id list (contract.md 7 PATCH). */
function parsePolicyIds(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids: string[] = [];
  for (const item of value) {
    const id =
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null
          ? (item as { policy_id?: unknown }).policy_id
          : undefined;
    if (typeof id !== 'string' && typeof id !== 'number') return undefined;
    ids.push(String(id));
  }
  return ids;
}

function checkPolicyIds(
  errors: ReturnType<typeof errorCollector>,
  value: unknown,
): string[] | undefined {
  const ids = parsePolicyIds(value);
  if (ids === undefined) {
    errors.add('policy_acceptances', MESSAGES.noPolicies);
    return undefined;
  }
  for (const id of ids) {
    if (!findPolicy(id)) errors.add('policy_acceptances', MESSAGES.unknownPolicy(id));
  }
  return ids;
}

function checkName(
  errors: ReturnType<typeof errorCollector>,
  body: Body,
  key: string,
  label: string,
) {
  const value = text(body[key]);
  if (!value) errors.add(key, MESSAGES.blank(label));
  else if (value.length > MAX_NAME_LENGTH)
    errors.add(key, MESSAGES.tooLong(label, MAX_NAME_LENGTH));
}

// ---------------------------------------------------------------------------------------------
// Implementations

function preRegister(ctx: CallContext): Response {
  const { body, state, scenario, request, now } = ctx;
  const errors = errorCollector();

  const requiredText: [string, string][] = [
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
    ['username', 'Username'],
    ['email', 'Email'],
    ['password', 'Password'],
  ];
  for (const [key, label] of requiredText) {
    if (isBlank(body[key])) errors.add(key, MESSAGES.required(label));
  }
  for (const [key, label] of requiredText) {
    if (key.endsWith('_name') && (text(body[key]) ?? '').length > MAX_NAME_LENGTH)
      errors.add(key, MESSAGES.tooLong(label, MAX_NAME_LENGTH));
  }

  const email = text(body.email) ?? '';
  if (email && !EMAIL_PATTERN.test(email)) errors.add('email', MESSAGES.emailFormat);
  else if (email && emailTaken(state, scenario, email))
    errors.add('email', emailVerificationCopy.emailInUse);

  const username = text(body.username) ?? '';
  if (username && !USERNAME_PATTERN.test(username)) errors.add('username', MESSAGES.usernameFormat);
  else if (username && usernameTaken(state, scenario, username))
    errors.add('username', MESSAGES.usernameTaken);

  const password = typeof body.password === 'string' ? body.password : '';
  if (password && !meetsPasswordRule(password)) errors.add('password', MESSAGES.passwordRule);

  const phone = present(body, 'phone_number') ? parsePhone(body.phone_number) : null;
  if (phone === undefined) errors.add('phone_number', MESSAGES.phone);

  for (const key of ['receive_login_emails', 'strong_auth_enabled']) {
    if (present(body, key) && typeof body[key] !== 'boolean') errors.add(key, MESSAGES.boolean);
  }
  // Two-step verification sends its codes by SMS, so it needs a number to send them to.
  if (body.strong_auth_enabled === true && !phone)
    errors.add('strong_auth_enabled', MESSAGES.strongAuthNeedsPhone);

  const policyIds = checkPolicyIds(errors, body.policy_acceptances ?? []) ?? [];
  for (const policy of POLICIES) {
    if (policy.atSignUp && policy.required && !policyIds.includes(policy.id))
      errors.add('policy_acceptances', MESSAGES.mustAccept(policy.name));
  }

  const codes = [
    ['promotion_code', 'promotion'],
    ['referral_code', 'referral'],
  ] as const;
  for (const [key, type] of codes) {
    const code = text(body[key]);
    if (!code) continue;
    const status = promotionCodeStatus(code);
    if (!status.available || status.type !== type)
      errors.add(key, (!status.available && status.message) || networkCopy.invalidCode);
  }

  if (errors.has()) return fieldErrors(errors.errors);

  const id = `sandbox-user-${state.nextUserNumber}`;
  state.nextUserNumber += 1;
  const user = newUser(
    id,
    {
      firstName: text(body.first_name) ?? '',
      lastName: text(body.last_name) ?? '',
      username,
      email,
      password,
    },
    now,
  );
  user.phoneNumber = phone ?? null;
  user.receiveLoginEmails = body.receive_login_emails === true;
  user.strongAuthEnabled = body.strong_auth_enabled === true;
  user.promotionCode = text(body.promotion_code) || null;
  user.referralCode = text(body.referral_code) || null;
  user.regionCode = regionHeader(request);
  if (user.regionCode) user.registeredRegions = [user.regionCode];
  // Without a scripted value the region decides, as product 4.3 describes.
  user.emailVerificationStatus = regionRequiresEmailVerification(user.regionCode)
    ? 'REQUIRED'
    : 'SKIPPED';
  acceptPolicies(user, policyIds);
  applyStatusPatch(user, scenario.afterPreRegistration ?? {});
  // A server that owes nothing does not leave the registration at `created`.
  advanceRegistration(user, scenario);

  state.users.push(user);
  state.sessionUserId = user.id;
  state.statusSequenceIndex = 0;
  return withSessionCookie(json({ user_id: user.id }, 201), randomToken());
}

const FORM_KEYS = [
  'preferred_name',
  'residence',
  'citizenship',
  'employment_status',
  'job_title',
  'type_of_business',
  'employer_name',
  'employer_phone_number',
  'employer_address',
] as const;

function registrationForm(user: SandboxUser) {
  const formValues = Object.fromEntries(FORM_KEYS.map((key) => [key, user.form[key] ?? null]));
  return {
    id: user.id,
    app: null,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    ...formValues,
    // The digits are never kept (DESIGN.md: no SSN in storage), so they are never echoed.
    last_4_ssn: null,
    onboarding_promotion_ids: user.form.onboarding_promotion_ids ?? [],
    errors: {},
  };
}

const EMPLOYMENT_STATUSES = ['employed', 'self_employed', 'unemployed', 'retired', 'student'];
const NOT_WORKING = new Set(['unemployed', 'retired', 'student']);
const EMPLOYER_FIELDS = [
  'job_title',
  'type_of_business',
  'employer_name',
  'employer_phone_number',
  'employer_address',
];
// Identity details may change only while the server is still collecting them.
const PII_EDITABLE = new Set([
  'created',
  'email_verified',
  'partial_pii',
  'manual_address',
  'manual_pii_entry_required',
]);
const MINIMUM_AGE = 21;

function checkAddress(errors: ReturnType<typeof errorCollector>, value: unknown) {
  if (typeof value !== 'object' || value === null) {
    errors.add('address', MESSAGES.address('line 1'));
    return;
  }
  const address = value as Body;
  const parts: [string, string][] = [
    ['line_1', 'line 1'],
    ['city', 'city'],
    ['region', 'region'],
    ['postal_code', 'postal code'],
  ];
  for (const [key, label] of parts) {
    if (isBlank(address[key])) errors.add('address', MESSAGES.address(label));
  }
  const country = text(address.country_code);
  if (country !== 'US' && country !== 'CA') errors.add('address', MESSAGES.addressCountry);
  const postal = text(address.postal_code) ?? '';
  const postalOk =
    country === 'CA'
      ? /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(postal)
      : /^\d{5}(-\d{4})?$/.test(postal);
  if (postal && !postalOk) errors.add('address', MESSAGES.postalCode);
}

function checkBirthdate(errors: ReturnType<typeof errorCollector>, value: unknown, now: number) {
  const raw = text(value) ?? '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const date = match ? new Date(`${raw}T00:00:00Z`) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) {
    errors.add('birthdate', MESSAGES.birthdate);
    return;
  }
  const today = new Date(now);
  const adult = new Date(
    Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()),
  );
  if (date > adult) errors.add('birthdate', MESSAGES.underage);
}

function patchRegistration(ctx: CallContext): Response {
  const { body, state, scenario, now } = ctx;
  const user = actor(ctx);
  const errors = errorCollector();

  if ((present(body, 'address') || present(body, 'birthdate')) && !PII_EDITABLE.has(user.status))
    return codedError('forbidden', MESSAGES.piiLocked, 403);

  // contract.md 7 lists the form's id among the fields: when sent, it must be this one's.
  if (present(body, 'id') && String(body.id) !== String(user.id))
    errors.add('id', MESSAGES.notThisRegistration);
  if (present(body, 'first_name')) checkName(errors, body, 'first_name', 'First name');
  if (present(body, 'last_name')) checkName(errors, body, 'last_name', 'Last name');
  if (present(body, 'preferred_name')) checkName(errors, body, 'preferred_name', 'Preferred name');
  if (present(body, 'email')) {
    const email = text(body.email) ?? '';
    if (!EMAIL_PATTERN.test(email)) errors.add('email', MESSAGES.emailFormat);
    else if (email.toLowerCase() !== user.email.toLowerCase() && emailTaken(state, scenario, email))
      errors.add('email', emailVerificationCopy.emailInUse);
  }
  for (const key of ['residence', 'citizenship']) {
    if (present(body, key) && !COUNTRIES.some((country) => country.code === body[key]))
      errors.add(key, MESSAGES.country);
  }
  if (present(body, 'last_4_ssn') && !/^\d{4}$/.test(String(body.last_4_ssn)))
    errors.add('last_4_ssn', MESSAGES.ssn);
  if (
    present(body, 'employment_status') &&
    !EMPLOYMENT_STATUSES.includes(String(body.employment_status))
  )
    errors.add('employment_status', MESSAGES.employmentStatus);
  const employerLabels: [string, string][] = [
    ['job_title', 'Job title'],
    ['type_of_business', 'Type of business'],
    ['employer_name', 'Employer name'],
  ];
  for (const [key, label] of employerLabels) {
    if (present(body, key) && isBlank(body[key])) errors.add(key, MESSAGES.blank(label));
  }
  if (present(body, 'employer_phone_number')) {
    const value = body.employer_phone_number;
    const number = typeof value === 'string' ? value : parsePhone(value);
    if (typeof number !== 'string' || !TEN_DIGITS.test(number))
      errors.add('employer_phone_number', MESSAGES.phone);
  }
  if (present(body, 'employer_address')) {
    const value = body.employer_address;
    const ok =
      typeof value === 'object' && value !== null
        ? !isBlank((value as Body).line_1)
        : !isBlank(value);
    if (!ok) errors.add('employer_address', MESSAGES.blank('Employer address'));
  }
  if (present(body, 'phone_number') && parsePhone(body.phone_number) === undefined)
    errors.add('phone_number', MESSAGES.phone);
  if (present(body, 'onboarding_promotion_ids')) {
    const ids = body.onboarding_promotion_ids;
    const offered = user.pendingFields.onboarding_promotion_ids;
    const allowed = Array.isArray(offered)
      ? offered
      : PLAY_YOUR_WAY_PROMOTIONS.map((promotion) => promotion.id as string);
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || !allowed.includes(id)))
      errors.add('onboarding_promotion_ids', MESSAGES.promotionOnOffer);
  }
  const policyIds = present(body, 'policy_acceptances')
    ? checkPolicyIds(errors, body.policy_acceptances)
    : [];
  if (present(body, 'address')) checkAddress(errors, body.address);
  if (present(body, 'birthdate')) checkBirthdate(errors, body.birthdate, now);

  if (errors.has()) return fieldErrors(errors.errors);

  if (present(body, 'first_name')) user.firstName = text(body.first_name) ?? user.firstName;
  if (present(body, 'last_name')) user.lastName = text(body.last_name) ?? user.lastName;
  if (present(body, 'email')) user.email = text(body.email) ?? user.email;
  if (present(body, 'phone_number')) {
    const phone = parsePhone(body.phone_number) ?? null;
    if (phone !== user.phoneNumber) user.phoneVerified = false;
    user.phoneNumber = phone;
  }
  if (present(body, 'last_4_ssn')) user.last4SsnProvided = true;
  for (const key of [...FORM_KEYS, 'onboarding_promotion_ids', 'address', 'birthdate']) {
    if (present(body, key)) user.form[key] = body[key];
  }
  acceptPolicies(user, policyIds ?? []);

  // A phone number is only settled by an SMS verification, never by being typed.
  const settled = WIRE_PENDING_FIELDS.filter(
    (field) => field !== 'phone_number' && present(body, field),
  );
  if (NOT_WORKING.has(String(body.employment_status))) settled.push(...EMPLOYER_FIELDS);
  for (const field of settled) delete user.pendingFields[field];

  if (
    present(body, 'address') &&
    (user.status === 'manual_address' || user.status === 'manual_pii_entry_required')
  )
    user.status = 'manual_pii_verification_in_progress';
  advanceRegistration(user, scenario);
  return empty(204);
}

function registrationStatus(ctx: CallContext): Response {
  const { state, scenario } = ctx;
  const user = actor(ctx);
  const sequence = scenario.statusSequence;
  if (!sequence) return json(registrationStatusOf(user));
  const index = Math.min(state.statusSequenceIndex, sequence.length - 1);
  state.statusSequenceIndex = Math.min(index + 1, sequence.length - 1);
  return json(scriptedStatus(user, sequence[index] ?? {}));
}

function sendOneTimeCode(ctx: CallContext): Response {
  const { body, state, scenario, now } = ctx;
  const user = actor(ctx);
  if (body.channel !== 'sms' && body.channel !== 'call')
    return fieldErrors({ channel: [MESSAGES.channel] });
  const scripted = scenario.smsSendError;
  if (scripted) return codedError(scripted, SMS_MESSAGES[scripted] ?? MESSAGES.internal);
  if (!user.phoneNumber) return codedError('invalid_number', SMS_MESSAGES.invalid_number ?? '');
  const counters = state.sms[user.id] ?? { sentAt: [], wrongPins: 0 };
  state.sms[user.id] = counters;
  // Our rate limit: three codes a minute, which is what "Please wait a minute" implies (contract.md 8).
  const recent = counters.sentAt.filter((sentAt) => now - sentAt < 60_000);
  if (recent.length >= 3)
    return codedError('max_send_attempts', SMS_MESSAGES.max_send_attempts ?? '');
  counters.sentAt = [...recent, now];
  return json({});
}

const PIN_ATTEMPTS = 5;

function verifyOneTimeCode(ctx: CallContext): Response {
  const { body, state, scenario } = ctx;
  const user = actor(ctx);
  const scripted = scenario.smsVerifyError;
  if (scripted) return codedError(scripted, SMS_MESSAGES[scripted] ?? MESSAGES.internal);
  const counters = state.sms[user.id] ?? { sentAt: [], wrongPins: 0 };
  state.sms[user.id] = counters;
  const locked = () => codedError('sms_pin_locked', SMS_MESSAGES.sms_pin_locked ?? '');
  // The reset link whose account is locked (docs/sandbox.md "Test data").
  if (text(body.token) === RESET_TOKENS.locked) return locked();
  if (counters.wrongPins >= PIN_ATTEMPTS) return locked();
  if (String(body.pin ?? '') !== (scenario.smsCode ?? DEFAULT_CODE)) {
    counters.wrongPins += 1;
    if (counters.wrongPins >= PIN_ATTEMPTS) return locked();
    return fieldErrors({ pin: [emailVerificationCopy.codeInvalid] });
  }
  counters.wrongPins = 0;
  user.phoneVerified = true;
  delete user.pendingFields.phone_number;
  advanceRegistration(user, scenario);
  return empty(202);
}

/** A policy with the scenario's `modal_type` (ours: the modal it asks for once accepted, decision 040). */
const withModal = (policy: ReturnType<typeof wirePolicy>, scenario: Scenario) =>
  scenario.policyModal ? { ...policy, modal_type: scenario.policyModal } : policy;

const isLimitType = (value: string): value is SandboxLimitType =>
  (LIMIT_TYPES as readonly string[]).includes(value);
const isLimitPeriod = (value: string): value is SandboxLimitPeriod =>
  (LIMIT_PERIODS as readonly string[]).includes(value);
const limitNotFound = () => codedError('not_found', MESSAGES.notFound('Limit type or period'), 404);

function postCashflowLimit(ctx: CallContext): Response {
  const user = actor(ctx);
  const type = ctx.params.type ?? '';
  const period = ctx.params.period ?? '';
  if (!isLimitType(type) || !isLimitPeriod(period)) return limitNotFound();
  // wire-decisions "Units": money travels in cents, so an amount is a positive whole number.
  const amount = ctx.body.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    return fieldErrors({ amount: [MESSAGES.limitAmount] });
  setCashflowLimit(user, type, period, amount);
  return empty(204);
}

function patchTimeLimit(ctx: CallContext): Response {
  const user = actor(ctx);
  const hours = ctx.body.daily_time_limit;
  // wire-decisions "Units": whole hours from 1 to 24, or null for no limit; the key is required.
  const valid =
    hours === null ||
    (typeof hours === 'number' && Number.isInteger(hours) && hours >= 1 && hours <= 24);
  if (!present(ctx.body, 'daily_time_limit') || !valid)
    return fieldErrors({ daily_time_limit: [MESSAGES.dailyTimeLimit] });
  setTimeLimit(user, hours as number | null, ctx.now, ctx.scenario.pendingLimitWaitMs);
  return json(wireTimeLimit(user, ctx.now));
}

const CORE_CALLS = {
  'POST /i/pre_registrations': preRegister,
  'GET /i/registration': (ctx) => json(registrationForm(actor(ctx))),
  'PATCH /i/registration': patchRegistration,
  'GET /i/registration_status': registrationStatus,
  'POST /i/registrations': (ctx) => {
    const user = actor(ctx);
    advanceRegistration(user, ctx.scenario);
    return json({ user_id: user.id }, 201);
  },
  'POST /i/email_availability': ({ body, state, scenario }) => {
    const email = text(body.email) ?? '';
    if (!EMAIL_PATTERN.test(email)) return fieldErrors({ email: [MESSAGES.emailFormat] });
    return json({ available: !emailTaken(state, scenario, email) });
  },
  'POST /i/username_availability': ({ body, state, scenario }) => {
    const username = text(body.username) ?? '';
    if (!USERNAME_PATTERN.test(username))
      return fieldErrors({ username: [MESSAGES.usernameFormat] });
    return json({ available: !usernameTaken(state, scenario, username) });
  },
  'POST /i/email_verifications': (ctx) => {
    const user = actor(ctx);
    const code = String(ctx.body.verification_code ?? '').trim();
    if (code !== (ctx.scenario.verificationCode ?? DEFAULT_CODE))
      return fieldErrors({ verification_code: [emailVerificationCopy.codeInvalid] });
    verifyEmail(user, ctx.scenario);
    return json({ email_verification_status: user.emailVerificationStatus });
  },
  'GET /i/email_verifications': ({ url, state, scenario }) => {
    if (url.searchParams.get('verification_token') !== VALID_LINK_TOKEN)
      return codedError('invalid_verification_token', MESSAGES.linkInvalid);
    // The link may be opened in another browser, so without a session it is the newest account's.
    const user = sessionUser(state) ?? latestUser(state);
    if (!user) return codedError('invalid_verification_token', MESSAGES.linkInvalid);
    verifyEmail(user, scenario);
    return json({ email_verification_status: user.emailVerificationStatus });
  },
  'POST /i/email_verification_requests': (ctx) => {
    const user = actor(ctx);
    user.emailVerificationRequests += 1;
    if (user.emailVerificationRequests > 3)
      return codedError('CONTACT_SUPPORT_VERIFICATION_EMAIL', emailVerificationCopy.contactSupport);
    return json({}, 201);
  },
  'POST /i/lexis_nexis/phone_finder_verifications': (ctx) => {
    const user = actor(ctx);
    if (isBlank(ctx.body.session_id)) return fieldErrors({ session_id: [MESSAGES.sessionId] });
    user.pendingKycProviders = user.pendingKycProviders.filter((p) => p !== PHONE_FINDER_PROVIDER);
    if (!user.executedKycProviders.includes(PHONE_FINDER_PROVIDER))
      user.executedKycProviders.push(PHONE_FINDER_PROVIDER);
    return json({}, 201);
  },
  'GET /i/pending_policies': ({ url, user, scenario }) => {
    const type = url.searchParams.get('type');
    // Promotional consent is a choice made once at sign-up, never a debt (docs/sandbox.md).
    const policies = user ? owedPolicies(user) : POLICIES.filter((policy) => policy.atSignUp);
    const wanted = type ? policies.filter((policy) => policy.type === type) : policies;
    return json({ pending_policies: wanted.map((p) => withModal(wirePolicy(p), scenario)) });
  },
  'GET /i/pending_policies/{id}': ({ params, scenario }) => {
    const policy = findPolicy(params.id ?? '');
    if (!policy) return codedError('not_found', MESSAGES.notFound('Policy'), 404);
    return json(withModal(wirePolicy(policy), scenario));
  },
  'POST /i/policy_acceptances': (ctx) => {
    const user = actor(ctx);
    const errors = errorCollector();
    const ids = checkPolicyIds(errors, ctx.body.policy_acceptances);
    if (ids && ids.length === 0) errors.add('policy_acceptances', MESSAGES.noPolicies);
    if (errors.has() || !ids) return fieldErrors(errors.errors);
    acceptPolicies(user, ids);
    advanceRegistration(user, ctx.scenario);
    return json({ accepted_policies: ids.map((id) => ({ policy_id: id })) }, 201);
  },
  'PATCH /i/media_app_state': (ctx) => {
    const user = actor(ctx);
    const { betting_app, media_app } = ctx.body;
    const errors = errorCollector();
    if (typeof betting_app !== 'boolean') errors.add('betting_app', MESSAGES.boolean);
    if (typeof media_app !== 'boolean') errors.add('media_app', MESSAGES.boolean);
    if (typeof betting_app !== 'boolean' || typeof media_app !== 'boolean')
      return fieldErrors(errors.errors);
    user.mediaAppState = { betting_app, media_app };
    return json(user.mediaAppState);
  },
  'PATCH /i/user_registered_regions': (ctx) => {
    const user = actor(ctx);
    const code = text(ctx.body.region_code) || ctx.request.headers.get('X-Region-Code') || '';
    const region = REGIONS.find((r) => r.iso_3166_2_code === code && r.is_betting_region);
    if (!region) return fieldErrors({ region_code: [MESSAGES.region] });
    if (!user.registeredRegions.includes(code)) user.registeredRegions.push(code);
    return json({ user_registered_regions: user.registeredRegions });
  },
  'GET /i/occupations': ({ url }) => {
    if (url.searchParams.get('blacklist') === 'true')
      return json({ occupations: BLACKLISTED_OCCUPATIONS });
    const query = (url.searchParams.get('job_title') ?? '').trim().toLowerCase();
    const found = OCCUPATIONS.filter((title) => title.toLowerCase().includes(query));
    return json({ occupations: found.slice(0, 10) });
  },
  'GET /i/phone_numbers': (ctx) => json({ phone_number: actor(ctx).phoneNumber }),
  'GET /i/feature_flags': ({ scenario }) => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, ...scenario.featureFlags };
    return json({
      feature_flags: Object.entries(flags).map(([name, on]) => ({
        name,
        status: on ? 'enabled' : 'disabled',
        groups: [],
      })),
    });
  },
  'GET /i/countries': () => json({ countries: COUNTRIES }),
  'GET /i/regions': () => json({ regions: REGIONS }),
  'POST /i/sms/send_one_time_code': sendOneTimeCode,
  'PATCH /i/sms/verify_one_time_code': verifyOneTimeCode,
  'GET /i/promotions/codes/{code}/status': ({ params }) =>
    json(promotionCodeStatus(params.code ?? '')),
  'POST /i/promotion_code_availability': ({ body }) => {
    const code = text(body.promotion_code);
    if (!code) return fieldErrors({ promotion_code: [MESSAGES.promotionCode] });
    return json(promotionCodeStatus(code));
  },
  'GET /i/promotions/play_your_way': ({ user }) => {
    // A patron with promotions on offer sees those; anyone else sees the whole catalogue.
    const offered = user?.pendingFields.onboarding_promotion_ids;
    const promotions = Array.isArray(offered)
      ? PLAY_YOUR_WAY_PROMOTIONS.filter((promotion) => offered.includes(promotion.id))
      : PLAY_YOUR_WAY_PROMOTIONS;
    return json({ promotions });
  },
  'GET /i/cashflow_limits/{type}': (ctx) => {
    const type = ctx.params.type ?? '';
    if (!isLimitType(type)) return limitNotFound();
    return json(wireCashflowLimits(actor(ctx), type));
  },
  'POST /i/cashflow_limits/{type}/{period}': postCashflowLimit,
  'GET /i/time_limits': (ctx) => json(wireTimeLimit(actor(ctx), ctx.now)),
  'PATCH /i/time_limits': patchTimeLimit,
  'POST /api/logout': ({ state }) => endSession(state, empty(204)),
} satisfies Partial<Record<SandboxCallKey, Implementation>>;

/** Every implemented call: the core's and each capability's (api/sandbox/*-calls.ts). */
const IMPLEMENTATIONS = {
  ...CORE_CALLS,
  ...IDENTITY_CALLS,
  ...MANUAL_PII_CALLS,
  ...LOGIN_CALLS,
  ...ACCOUNT_CALLS,
  ...RESPONSIBLE_GAMING_CALLS,
  ...PREFERENCES_CALLS,
} satisfies { [K in ImplementedKey]: Implementation };

// ---------------------------------------------------------------------------------------------
// The pipeline every call goes through

/** What createSandboxHandlers needs: the scenario to play and where the state persists. */
export interface SandboxHandlersOptions {
  scenario: Scenario;
  storage?: StorageLike;
}

function latencyFor(scenario: Scenario, key: string): number {
  const latency = scenario.latencyMs;
  if (latency === undefined) return 0;
  return typeof latency === 'number' ? latency : (latency[key] ?? 0);
}

/** The call keys a scenario names (latency, forced errors, hangs); each must exist in SANDBOX_CALLS. */
export function scenarioCallKeys(scenario: Scenario): string[] {
  const latency = typeof scenario.latencyMs === 'object' ? Object.keys(scenario.latencyMs) : [];
  return [
    ...latency,
    ...(scenario.forcedErrors ?? []).map((forced) => forced.call),
    ...(scenario.hangs ?? []),
  ];
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(SANDBOX_CALLS.map(callKeyOf));

function forcedError(state: SandboxState, scenario: Scenario, key: string): Response | null {
  const forced = (scenario.forcedErrors ?? []).find((entry) => entry.call === key);
  if (!forced) return null;
  const served = state.forcedErrorsServed[key] ?? 0;
  // Without `times` the error is permanent: a scenario that forces an error means it.
  if (forced.times !== undefined && served >= forced.times) return null;
  state.forcedErrorsServed[key] = served + 1;
  const body = forced.body ?? {
    error: { code: 'internal_server_error', message: MESSAGES.internal },
  };
  return json(body, forced.status);
}

/** Ends the sandbox's one session and expires its cookie on the given answer. */
function endSession(state: SandboxState, response: Response): Response {
  state.sessionUserId = null;
  state.statusSequenceIndex = 0;
  return withSessionCookie(response, '', 0);
}

function parseBody(raw: string): Body | null {
  if (raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Body)
      : null;
  } catch {
    return null;
  }
}

function respond(call: Row, ctx: Omit<CallContext, 'body' | 'user'>, raw: string): Response {
  const { state, scenario, url } = ctx;
  const key = callKeyOf(call);

  const forced = forcedError(state, scenario, key);
  if (forced) return forced;

  const body = parseBody(raw);
  if (body === null) return codedError('bad_request', MESSAGES.badJson, 400);

  const session = sessionUser(state);
  let user = session;
  if (call.auth === 'session' && !session) return unauthorized();
  if (call.auth === 'session-or-token' && !session) {
    const token = url.searchParams.get('token') ?? text(body.token);
    const resetLink = resetLinkAccess(state, key, token);
    if (resetLink && 'error' in resetLink) return resetLink.error;
    if (token !== VALID_LINK_TOKEN && !resetLink) return unauthorized();
    user = resetLink ? resetLink.user : latestUser(state);
  }
  const suspension = suspensionOf(scenario.suspension?.type, session, ctx.now);
  const openDuringCoolOff = suspension === 'cool_off' && OPEN_DURING_COOL_OFF.has(key);
  if (suspension && session && call.auth !== 'none' && call.suspendable && !openDuringCoolOff) {
    const refused = codedError('user_suspended', MESSAGES.suspended, 403, {
      suspension: { type: suspension },
    });
    // The logout is refused like any logged-in call (wire-decisions "Limit semantics"), but the
    // sandbox still ends its session, so what follows in the browser is signed out as asked.
    return key === 'POST /api/logout' ? endSession(state, refused) : refused;
  }

  if (!call.implemented)
    return json(
      {
        error: {
          code: 'not_implemented',
          message: `The sandbox does not implement ${key} yet`,
          call: key,
        },
      },
      501,
    );
  const implementation = IMPLEMENTATIONS[key as ImplementedKey];
  return implementation({ ...ctx, body, user });
}

const ROUTES = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** Builds the msw handlers of the sandbox for one scenario, over the given storage (the shared in-memory one by default). */
export function createSandboxHandlers(options: SandboxHandlersOptions): HttpHandler[] {
  const { scenario, storage = sandboxMemoryStorage } = options;
  const unknown = scenarioCallKeys(scenario).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0)
    throw new Error(`Scenario ${scenario.name} names unknown calls: ${unknown.join(', ')}`);

  return SANDBOX_CALLS.map((call) => {
    const key = callKeyOf(call);
    // Any origin: the client's base URL is deployment configuration (DESIGN.md "API layer").
    const pattern = `*${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
    return ROUTES[call.method](pattern, async ({ request, params }) => {
      const latency = latencyFor(scenario, key);
      if (latency > 0) await delay(latency);
      if (scenario.hangs?.includes(key)) await delay('infinite');
      // The body is read before the state is loaded: no await may split a load from its save.
      const raw = call.method === 'GET' ? '' : await request.text();
      const state = loadState(storage, scenario.name);
      scriptSeedPatron(state, scenario);
      const response = respond(
        call,
        {
          request,
          url: new URL(request.url),
          params: Object.fromEntries(
            Object.entries(params).map(([name, value]) => [name, String(value ?? '')]),
          ),
          state,
          scenario,
          now: Date.now(),
        },
        raw,
      );
      saveState(storage, state);
      return response;
    });
  });
}
