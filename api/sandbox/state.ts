/**
 * The sandbox's server model: reference data (policies, countries, regions, flags, codes), the
 * users, the one current session, and the rules that move a registration on. Plain TypeScript,
 * no msw, so the rules can be read and tested without HTTP. The state is JSON in a StorageLike
 * under `sandbox:state`, so a browser reload keeps the sandbox user (docs/sandbox.md).
 */

import {
  type EmailVerificationStatus,
  FEATURE_FLAGS,
  type KycFailureReason,
  type RegistrationStatusValue,
  SUPPORTED_REGION_CODES,
} from '../domain';
import type { SandboxIdentity } from './identity-state';
import type { SandboxPreferences, SandboxWallet } from './preferences-state';
import { POLICIES, PROMOTIONAL_CONSENT_POLICY_ID, type SandboxPolicy } from './reference-data';
import type { Scenario, StatusPatch } from './scenarios';

/** The storage port the state persists through: sessionStorage in the browser, a map in Node. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The key the whole sandbox state lives under. */
export const SANDBOX_STORAGE_KEY = 'sandbox:state';

/** Creates an in-memory StorageLike for Node and tests. */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** The storage the Node sandbox uses when none is given, shared so `resetSandbox()` can clear it. */
export const sandboxMemoryStorage: StorageLike = createMemoryStorage();

// ---------------------------------------------------------------------------------------------
// Reference data

/** The default code for email verification and SMS when a scenario names none. */
export const DEFAULT_CODE = '123456';

/** The one link token the sandbox honours (email links, SMS and phone-number lookups by token). */
export const VALID_LINK_TOKEN = 'valid-token';

/** The wire shape of a policy: `{id, type, name, version, url, content}` (wire-decisions "Shapes"). */
export function wirePolicy(policy: SandboxPolicy) {
  const { id, type, name, version, url, content } = policy;
  return { id, type, name, version, url, content };
}

/** Looks a policy up by id. */
export function findPolicy(id: string): SandboxPolicy | undefined {
  return POLICIES.find((policy) => policy.id === id);
}

/** Countries the lists call returns; US and CA are the supported ones (contract.md 9). */
export const COUNTRIES = [
  { code: 'US', name: 'United States', demonym: 'American', icon: '🇺🇸' },
  { code: 'CA', name: 'Canada', demonym: 'Canadian', icon: '🇨🇦' },
  { code: 'MX', name: 'Mexico', demonym: 'Mexican', icon: '🇲🇽' },
  { code: 'GB', name: 'United Kingdom', demonym: 'British', icon: '🇬🇧' },
  { code: 'IE', name: 'Ireland', demonym: 'Irish', icon: '🇮🇪' },
  { code: 'IN', name: 'India', demonym: 'Indian', icon: '🇮🇳' },
] as const;

const REGION_NAMES: Record<(typeof SUPPORTED_REGION_CODES)[number], string> = {
  'CA-ON': 'Ontario',
  'CA-AB': 'Alberta',
  'US-AZ': 'Arizona',
  'US-CO': 'Colorado',
  'US-DC': 'District of Columbia',
  'US-IA': 'Iowa',
  'US-IL': 'Illinois',
  'US-IN': 'Indiana',
  'US-KS': 'Kansas',
  'US-LA': 'Louisiana',
  'US-MA': 'Massachusetts',
  'US-MD': 'Maryland',
  'US-MI': 'Michigan',
  'US-NJ': 'New Jersey',
  'US-NY': 'New York',
  'US-NC': 'North Carolina',
  'US-OH': 'Ohio',
  'US-PA': 'Pennsylvania',
  'US-TN': 'Tennessee',
  'US-VA': 'Virginia',
  'US-WV': 'West Virginia',
  'US-KY': 'Kentucky',
};

// Our choice (the spec names only NJ's rule by implication): a handful of regions demand email
// verification so that both branches of product 4.3 can be walked.
const EMAIL_VERIFICATION_REGIONS: ReadonlySet<string> = new Set([
  'US-NJ',
  'US-NY',
  'US-PA',
  'US-MA',
  'CA-ON',
]);

/** A region as the lists call returns it (wire-decisions "Paths the spec does not give"). */
export interface SandboxRegion {
  iso_3166_2_code: string;
  name: string;
  country_code: string;
  require_email_verification: boolean;
  is_betting_region: boolean;
}

/** Every supported region plus one non-betting region, which the client must leave out (contract.md 9). */
export const REGIONS: readonly SandboxRegion[] = [
  ...SUPPORTED_REGION_CODES.map((code) => ({
    iso_3166_2_code: code,
    name: REGION_NAMES[code],
    country_code: code.slice(0, 2),
    require_email_verification: EMAIL_VERIFICATION_REGIONS.has(code),
    is_betting_region: true,
  })),
  {
    iso_3166_2_code: 'US-CA',
    name: 'California',
    country_code: 'US',
    require_email_verification: false,
    is_betting_region: false,
  },
];

/** Job titles the occupation search looks through. */
export const OCCUPATIONS = [
  'Accountant',
  'Architect',
  'Bartender',
  'Chef',
  'Civil Engineer',
  'Dentist',
  'Electrician',
  'Firefighter',
  'Graphic Designer',
  'Lawyer',
  'Mechanical Engineer',
  'Nurse',
  'Pharmacist',
  'Pilot',
  'Police Officer',
  'Professional Athlete',
  'Software Engineer',
  'Sports Agent',
  'Sports Official',
  'Teacher',
  'Team Coach',
  'Web Developer',
] as const;

/** Occupations a regulator bars from betting (the list behind `?blacklist=true`). */
export const BLACKLISTED_OCCUPATIONS = [
  'Professional Athlete',
  'Sports Agent',
  'Sports Official',
  'Team Coach',
] as const;

/** What a promotion-code check answers (contract.md 3 "Promotion code check"). */
export interface PromotionCodeStatus {
  available: boolean;
  type: 'promotion' | 'referral' | null;
  message: string | null;
}

const PROMOTION_CODES: Record<string, PromotionCodeStatus> = {
  WELCOME100: { available: true, type: 'promotion', message: null },
  'FRIEND-ABC': { available: true, type: 'referral', message: null },
  EXPIRED2023: { available: false, type: 'promotion', message: 'This promotion has expired' },
};

/** Looks a promotion or referral code up, case-insensitively; unknown codes are unavailable. */
export function promotionCodeStatus(code: string): PromotionCodeStatus {
  return (
    PROMOTION_CODES[code.trim().toUpperCase()] ?? {
      available: false,
      type: null,
      message: 'This code does not exist',
    }
  );
}

/** The onboarding promotions Play Your Way offers; scenarios refer to them by id. */
export const PLAY_YOUR_WAY_PROMOTIONS = [
  {
    id: 'promo-1',
    title: 'Bet $5, Get $200 in Bonus Bets',
    description: 'Place a $5 bet and receive $200 in bonus bets, win or lose.',
  },
  {
    id: 'promo-2',
    title: 'Casino Lossback up to $500',
    description: 'Get back your net casino losses for your first 24 hours, up to $500.',
  },
  {
    id: 'promo-3',
    title: 'Parlay Profit Boost',
    description: 'A 50% profit boost on your first parlay of three legs or more.',
  },
] as const;

/** Flag defaults before a scenario's overrides. */
export const DEFAULT_FEATURE_FLAGS: Record<string, boolean> = {
  [FEATURE_FLAGS.referralCode]: true,
  [FEATURE_FLAGS.visitLimitsPage]: false,
  [FEATURE_FLAGS.useJumioWebSdk]: true,
};

/** Login of the seeded patron, who exists in every fresh sandbox (docs/sandbox.md "Test data"). */
export const SEED_PATRON = {
  username: 'sandbox_patron',
  email: 'patron@example.com',
  password: 'Password1',
  phoneNumber: '2015550123',
} as const;

// ---------------------------------------------------------------------------------------------
// State

/** A registered user. Never holds the password (only its digest) nor the SSN digits. */
export interface SandboxUser {
  id: string;
  createdAt: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  passwordDigest: string;
  phoneNumber: string | null;
  phoneVerified: boolean;
  receiveLoginEmails: boolean;
  strongAuthEnabled: boolean;
  receivePromotionalEmails: boolean;
  promotionCode: string | null;
  referralCode: string | null;
  regionCode: string | null;
  registeredRegions: string[];
  /** Registration form values other than the identity fields above, by wire key. */
  form: Record<string, unknown>;
  last4SsnProvided: boolean;
  status: RegistrationStatusValue;
  kycFailureReason: KycFailureReason | null;
  emailVerificationStatus: EmailVerificationStatus;
  isDuplicateUser: boolean;
  pendingFields: Record<string, true | string[]>;
  pendingKycProviders: string[];
  executedKycProviders: string[];
  /** Policies owed beyond the sign-up ones (assigned by the scenario). */
  extraPolicyIds: string[];
  acceptedPolicyIds: string[];
  emailVerificationRequests: number;
  mediaAppState: { betting_app: boolean; media_app: boolean } | null;
  /** Responsible-gaming limits; absent until the first limit call (see limitsOf). */
  limits?: SandboxLimits;
  /** Identity captures; absent until the first identity call (identity-calls.ts). */
  identity?: SandboxIdentity;
  /** Email and marketing preferences; absent until the first preferences call (preferences-calls.ts). */
  preferences?: SandboxPreferences;
  /** The wallet; absent until the first balance or wallet call (preferences-calls.ts). */
  wallet?: SandboxWallet;
}

/** SMS bookkeeping per user: send times (for the rate limit) and wrong pins (for the lock). */
export interface SmsCounters {
  sentAt: number[];
  wrongPins: number;
}

/** Everything the sandbox remembers between requests (and reloads). */
export interface SandboxState {
  version: 1;
  scenario: string;
  nextUserNumber: number;
  users: SandboxUser[];
  /** The one current session: which user is logged in. The cookie value itself is never kept. */
  sessionUserId: string | null;
  statusSequenceIndex: number;
  forcedErrorsServed: Record<string, number>;
  sms: Record<string, SmsCounters>;
  /** Whether the scenario's `patronStatus` has been applied to the seeded patron. */
  patronScripted?: boolean;
}

/** Digests a password with FNV-1a (32 bit) over salt and password: enough to check a sandbox login, never reversible to the text. */
export function passwordDigest(password: string, salt: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`${salt}\u0000${password}`)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Whether a password matches the user's stored digest. */
export function checkPassword(user: SandboxUser, password: string): boolean {
  return passwordDigest(password, user.id) === user.passwordDigest;
}

/** Builds a user with every registration field empty; callers fill in what they know. */
export function newUser(
  id: string,
  fields: Pick<SandboxUser, 'firstName' | 'lastName' | 'username' | 'email'> & {
    password: string;
  },
  now: number,
): SandboxUser {
  const { password, ...identity } = fields;
  return {
    id,
    createdAt: now,
    ...identity,
    passwordDigest: passwordDigest(password, id),
    phoneNumber: null,
    phoneVerified: false,
    receiveLoginEmails: false,
    strongAuthEnabled: false,
    receivePromotionalEmails: false,
    promotionCode: null,
    referralCode: null,
    regionCode: null,
    registeredRegions: [],
    form: {},
    last4SsnProvided: false,
    status: 'created',
    kycFailureReason: null,
    emailVerificationStatus: 'SKIPPED',
    isDuplicateUser: false,
    pendingFields: {},
    pendingKycProviders: [],
    executedKycProviders: [],
    extraPolicyIds: [],
    acceptedPolicyIds: [],
    emailVerificationRequests: 0,
    mediaAppState: null,
  };
}

const SEED_PATRON_ID = 'sandbox-patron';

function seedPatron(): SandboxUser {
  const patron = newUser(
    SEED_PATRON_ID,
    {
      firstName: 'Sandy',
      lastName: 'Patron',
      username: SEED_PATRON.username,
      email: SEED_PATRON.email,
      password: SEED_PATRON.password,
    },
    0,
  );
  return {
    ...patron,
    phoneNumber: SEED_PATRON.phoneNumber,
    phoneVerified: true,
    regionCode: 'US-NJ',
    registeredRegions: ['US-NJ'],
    last4SsnProvided: true,
    status: 'complete',
    emailVerificationStatus: 'VERIFIED',
    acceptedPolicyIds: POLICIES.filter((policy) => policy.required).map((policy) => policy.id),
  };
}

/** A fresh state for a scenario: no session, only the seeded patron. */
export function freshState(scenarioName: string): SandboxState {
  return {
    version: 1,
    scenario: scenarioName,
    nextUserNumber: 1,
    users: [seedPatron()],
    sessionUserId: null,
    statusSequenceIndex: 0,
    forcedErrorsServed: {},
    sms: {},
  };
}

/** Applies the scenario's `patronStatus` (and `patronSignedIn`) to the seeded patron, once per fresh state. */
export function scriptSeedPatron(state: SandboxState, scenario: Scenario): void {
  if (state.patronScripted || !(scenario.patronStatus || scenario.patronSignedIn)) return;
  const patron = state.users.find((user) => user.id === SEED_PATRON_ID);
  if (patron && scenario.patronStatus) applyStatusPatch(patron, scenario.patronStatus);
  if (patron && scenario.patronSignedIn) state.sessionUserId = patron.id;
  state.patronScripted = true;
}

/** Reads the state for a scenario; a missing, unreadable or other-scenario state starts afresh. */
export function loadState(storage: StorageLike, scenarioName: string): SandboxState {
  const raw = storage.getItem(SANDBOX_STORAGE_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<SandboxState>;
      // Switching scenario mid-session would mix one script's counters with another's users.
      if (parsed.version === 1 && parsed.scenario === scenarioName) return parsed as SandboxState;
    } catch {
      // A corrupt entry is replaced, as a server would start from a clean database.
    }
  }
  return freshState(scenarioName);
}

/** Writes the state back after a request changed it. */
export function saveState(storage: StorageLike, state: SandboxState): void {
  storage.setItem(SANDBOX_STORAGE_KEY, JSON.stringify(state));
}

/** Forgets every user and the session (tests call it between cases); defaults to the shared Node storage. */
export function resetSandbox(storage: StorageLike = sandboxMemoryStorage): void {
  storage.removeItem(SANDBOX_STORAGE_KEY);
}

/** The logged-in user, if any. */
export function sessionUser(state: SandboxState): SandboxUser | null {
  return state.users.find((user) => user.id === state.sessionUserId) ?? null;
}

/** The user a link token stands for: the newest account, since the sandbox "mails" only the last sign-up. */
export function latestUser(state: SandboxState): SandboxUser | null {
  return state.users.reduce<SandboxUser | null>(
    (latest, user) => (latest === null || user.createdAt >= latest.createdAt ? user : latest),
    null,
  );
}

/** Finds a user by email or username, case-insensitively. */
export function findUserByLogin(state: SandboxState, login: string): SandboxUser | undefined {
  const wanted = login.trim().toLowerCase();
  return state.users.find(
    (user) => user.email.toLowerCase() === wanted || user.username.toLowerCase() === wanted,
  );
}

/** Whether an email is already used by a user or listed as existing by the scenario. */
export function emailTaken(state: SandboxState, scenario: Scenario, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return (
    state.users.some((user) => user.email.toLowerCase() === wanted) ||
    (scenario.existingEmails ?? []).some((taken) => taken.toLowerCase() === wanted)
  );
}

/** Whether a username is already used by a user or listed as existing by the scenario. */
export function usernameTaken(state: SandboxState, scenario: Scenario, username: string): boolean {
  const wanted = username.trim().toLowerCase();
  return (
    state.users.some((user) => user.username.toLowerCase() === wanted) ||
    (scenario.existingUsernames ?? []).some((taken) => taken.toLowerCase() === wanted)
  );
}

/** Whether a region demands email verification at sign-up. */
export function regionRequiresEmailVerification(regionCode: string | null): boolean {
  return REGIONS.some(
    (region) => region.iso_3166_2_code === regionCode && region.require_email_verification,
  );
}

// ---------------------------------------------------------------------------------------------
// Registration rules

/** The required policies the user has still to accept, sign-up ones first. */
export function owedPolicies(user: SandboxUser): SandboxPolicy[] {
  return POLICIES.filter(
    (policy) =>
      policy.required &&
      (policy.atSignUp || user.extraPolicyIds.includes(policy.id)) &&
      !user.acceptedPolicyIds.includes(policy.id),
  );
}

/** Records acceptances; accepting promotional consent also opts into promotional email. */
export function acceptPolicies(user: SandboxUser, policyIds: readonly string[]): void {
  for (const id of policyIds) {
    if (!user.acceptedPolicyIds.includes(id)) user.acceptedPolicyIds.push(id);
    if (id === PROMOTIONAL_CONSENT_POLICY_ID) user.receivePromotionalEmails = true;
  }
}

/** Applies a scenario's registration-status script to a user (after pre-registration). */
export function applyStatusPatch(user: SandboxUser, patch: StatusPatch): void {
  if (patch.status !== undefined) user.status = patch.status;
  if (patch.kyc_failure_reason !== undefined) user.kycFailureReason = patch.kyc_failure_reason;
  if (patch.email_verification_status !== undefined)
    user.emailVerificationStatus = patch.email_verification_status;
  if (patch.is_duplicate_user !== undefined) user.isDuplicateUser = patch.is_duplicate_user;
  if (patch.pending_fields !== undefined) user.pendingFields = { ...patch.pending_fields };
  if (patch.pending_kyc_providers !== undefined)
    user.pendingKycProviders = [...patch.pending_kyc_providers];
  if (patch.executed_kyc_providers !== undefined)
    user.executedKycProviders = [...patch.executed_kyc_providers];
  if (patch.pending_policies !== undefined) {
    const owed = patch.pending_policies;
    user.extraPolicyIds = owed.filter((id) => !findPolicy(id)?.atSignUp);
    // A scenario may re-owe a sign-up policy (a new version published since the submit).
    user.acceptedPolicyIds = user.acceptedPolicyIds.filter((id) => !owed.includes(id));
  }
}

// The statuses in which the server is still collecting data; only these move on by themselves.
const COLLECTING_STATUSES: ReadonlySet<RegistrationStatusValue> = new Set([
  'created',
  'email_verified',
  'partial_pii',
]);

/** Moves a registration to the scenario's final status once nothing is owed (contract.md 7, docs/sandbox.md). */
export function advanceRegistration(user: SandboxUser, scenario: Scenario): void {
  if (!COLLECTING_STATUSES.has(user.status) || user.isDuplicateUser) return;
  const nothingOwed =
    Object.keys(user.pendingFields).length === 0 &&
    owedPolicies(user).length === 0 &&
    user.emailVerificationStatus !== 'REQUIRED';
  if (nothingOwed) user.status = scenario.finalStatus ?? 'complete';
}

/** Marks the email verified and moves `created` on to `email_verified` (product 4.2). */
export function verifyEmail(user: SandboxUser, scenario: Scenario): void {
  user.emailVerificationStatus = 'VERIFIED';
  if (user.status === 'created') user.status = 'email_verified';
  advanceRegistration(user, scenario);
}

/** The wire registration status, every key of wire-decisions "Shapes". */
export interface WireRegistrationStatus {
  status: RegistrationStatusValue;
  kyc_failure_reason: KycFailureReason | null;
  pending_fields: Record<string, true | string[]>;
  pending_kyc_providers: string[];
  pending_policies: ReturnType<typeof wirePolicy>[];
  email_verification_status: EmailVerificationStatus;
  is_duplicate_user: boolean;
  accepted_policies: { policy_id: string }[];
  executed_kyc_providers: string[];
}

/** Renders a user's registration status as GET /i/registration_status answers it. */
export function registrationStatusOf(user: SandboxUser): WireRegistrationStatus {
  return {
    status: user.status,
    kyc_failure_reason: user.kycFailureReason,
    pending_fields: { ...user.pendingFields },
    pending_kyc_providers: [...user.pendingKycProviders],
    pending_policies: owedPolicies(user).map(wirePolicy),
    email_verification_status: user.emailVerificationStatus,
    is_duplicate_user: user.isDuplicateUser,
    accepted_policies: user.acceptedPolicyIds.map((policyId) => ({ policy_id: policyId })),
    executed_kyc_providers: [...user.executedKycProviders],
  };
}

/** A replayed status: the scripted step laid over the user's own status, policies expanded. */
export function scriptedStatus(user: SandboxUser, step: StatusPatch): WireRegistrationStatus {
  const own = registrationStatusOf(user);
  return {
    status: step.status ?? own.status,
    kyc_failure_reason:
      step.kyc_failure_reason !== undefined ? step.kyc_failure_reason : own.kyc_failure_reason,
    pending_fields: step.pending_fields ? { ...step.pending_fields } : own.pending_fields,
    pending_kyc_providers: step.pending_kyc_providers ?? own.pending_kyc_providers,
    pending_policies: step.pending_policies
      ? step.pending_policies.flatMap((id) => {
          const policy = findPolicy(id);
          return policy ? [wirePolicy(policy)] : [];
        })
      : own.pending_policies,
    email_verification_status: step.email_verification_status ?? own.email_verification_status,
    is_duplicate_user: step.is_duplicate_user ?? own.is_duplicate_user,
    accepted_policies: own.accepted_policies,
    executed_kyc_providers: step.executed_kyc_providers ?? own.executed_kyc_providers,
  };
}

// ---------------------------------------------------------------------------------------------
// Responsible-gaming limits (contract.md 7; wire-decisions "Units" and "Limit semantics")

/** The `{type}` of the cashflow-limit paths (product.md 3 "Categories"). */
export const LIMIT_TYPES = ['deposit', 'loss', 'spend', 'max_single_wager'] as const;
/** The `{period}` of the cashflow-limit paths (product.md 3 "Periods"). */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type SandboxLimitType = (typeof LIMIT_TYPES)[number];
export type SandboxLimitPeriod = (typeof LIMIT_PERIODS)[number];

/** One period's limit and the looser value waiting to apply, both in cents (null: none). */
export interface SandboxCashflowLimit {
  limit: number | null;
  pending: number | null;
}

/** The daily time limit in whole hours (null: none) and a looser change waiting to apply. */
export interface SandboxTimeLimit {
  hours: number | null;
  updatedAt: string | null;
  pending: { hours: number | null; appliesAt: string } | null;
}

/** A user's limits, by type and period, and the daily time limit. */
export interface SandboxLimits {
  cashflow: Partial<Record<string, Partial<Record<string, SandboxCashflowLimit>>>>;
  time: SandboxTimeLimit;
}

/** How long a looser limit waits before the patron may confirm it (our choice: the spec gives none). */
export const PENDING_LIMIT_WAIT_MS = 24 * 60 * 60 * 1000;

/** A user's limits, created empty on first use (states saved before limits existed lack them). */
export function limitsOf(user: SandboxUser): SandboxLimits {
  user.limits ??= { cashflow: {}, time: { hours: null, updatedAt: null, pending: null } };
  return user.limits;
}

/**
 * Sets a cashflow limit in cents. The first limit of a period, or a stricter (lower or equal)
 * one, applies at once and drops any pending change; a looser one waits as pending.
 */
export function setCashflowLimit(
  user: SandboxUser,
  type: SandboxLimitType,
  period: SandboxLimitPeriod,
  amount: number,
): 'applied' | 'pending' {
  const limits = limitsOf(user);
  const byPeriod = limits.cashflow[type] ?? {};
  limits.cashflow[type] = byPeriod;
  const entry = byPeriod[period] ?? { limit: null, pending: null };
  byPeriod[period] = entry;
  if (entry.limit === null || amount <= entry.limit) {
    entry.limit = amount;
    entry.pending = null;
    return 'applied';
  }
  entry.pending = amount;
  return 'pending';
}

/** The wire cashflow limits of a type (GET /i/cashflow_limits/{type}); the sandbox has no play, so totals are 0. */
export function wireCashflowLimits(user: SandboxUser, type: SandboxLimitType) {
  const byPeriod = limitsOf(user).cashflow[type] ?? {};
  const of = (period: SandboxLimitPeriod) => byPeriod[period] ?? { limit: null, pending: null };
  return {
    daily_limit: of('daily').limit,
    weekly_limit: of('weekly').limit,
    monthly_limit: of('monthly').limit,
    daily_total: 0,
    weekly_total: 0,
    monthly_total: 0,
    pending_daily_limit: of('daily').pending,
    pending_weekly_limit: of('weekly').pending,
    pending_monthly_limit: of('monthly').pending,
  };
}

/**
 * Sets the daily time limit (whole hours, null for none). A first or stricter limit, or the
 * current value again, applies at once and drops any pending change; a looser one, or removing
 * the limit, waits as pending for `waitMs` (PENDING_LIMIT_WAIT_MS unless the scenario says).
 */
export function setTimeLimit(
  user: SandboxUser,
  hours: number | null,
  now: number,
  waitMs: number = PENDING_LIMIT_WAIT_MS,
): 'applied' | 'pending' {
  const time = limitsOf(user).time;
  const stricter = hours !== null && (time.hours === null || hours < time.hours);
  if (stricter || hours === time.hours) {
    if (hours !== time.hours) time.updatedAt = new Date(now).toISOString();
    time.hours = hours;
    time.pending = null;
    return 'applied';
  }
  time.pending = { hours, appliesAt: new Date(now + waitMs).toISOString() };
  return 'pending';
}

/** The wire time limit (GET and PATCH /i/time_limits); time spent is in minutes (none in the sandbox). */
export function wireTimeLimit(user: SandboxUser, now: number) {
  const { hours, updatedAt, pending } = limitsOf(user).time;
  return {
    daily_time_limit: hours,
    daily_time_spent: 0,
    daily_time_limit_updated_at: updatedAt,
    pending_daily_time_limit: pending?.hours ?? null,
    has_pending_daily_time_limit: pending !== null,
    daily_time_limit_pending_update_time: pending?.appliesAt ?? null,
    is_pending_daily_limit_confirmation_available:
      pending !== null && now >= Date.parse(pending.appliesAt),
  };
}
