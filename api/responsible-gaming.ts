import * as v from 'valibot';
import { coolOff as coolOffCopy } from '../copy/spec/cool-off';
import { limits as limitsCopy } from '../copy/spec/limits';
import { selfExclusion as selfExclusionCopy } from '../copy/spec/self-exclusion';
import { apiRequest, type CallOptions } from './client';
import { ApiError, isApiError } from './errors';
import { type CashflowLimitType, type LimitPeriod, limitTypeLabel } from './limits';
import { reportTolerated, tolerantList } from './tolerant';
import { tolerantPicklist } from './tolerant-picklist';
import { WholeNumberSchema } from './whole-number';

/**
 * The responsible-gaming calls beyond reading and setting a limit (api/limits.ts): limit
 * statuses, confirming or cancelling a pending limit, and the reality check-in interval
 * (contract.md 7 "Responsible gaming"). A failure other than a 401 carries the catalogue's message
 * for the call (contract.md 8); a 401 keeps its own, which the session machine acts on.
 */

/** Gives a failure the catalogue's message for the call; a 401 is left as it is. */
export const withCopy = (error: unknown, message: string): unknown =>
  isApiError(error) && error.code !== 'UNAUTHORIZED_ERROR'
    ? new ApiError({ ...error, message, cause: error })
    : error;

/** A limit's status (wire-decisions "Shapes"). */
const LIMIT_STATUSES = ['active', 'pending', 'none'] as const;
export type LimitStatus = (typeof LIMIT_STATUSES)[number];

/**
 * One limit's status; a value outside the set (or none at all) reads as null, unknown, and an
 * unknown value is reported (decision 067): the page then shows no status line rather than a
 * wrong one.
 */
const status = (field: string) => tolerantPicklist(LIMIT_STATUSES, field, null);

/** GET /i/limit_statuses: each limit's status (product.md 3 "Limit statuses"). */
export const LimitStatusesSchema = v.object({
  dailyTimeLimit: status('limit_statuses.daily_time_limit'),
  depositLimits: status('limit_statuses.deposit_limits'),
  lossLimits: status('limit_statuses.loss_limits'),
  maxSingleWagerLimit: status('limit_statuses.max_single_wager_limit'),
  spendLimits: status('limit_statuses.spend_limits'),
});
export type LimitStatuses = v.InferOutput<typeof LimitStatusesSchema>;

/** Reads the status of every limit. */
export function getLimitStatuses({ signal }: CallOptions = {}): Promise<LimitStatuses> {
  return apiRequest('/i/limit_statuses', {
    schema: LimitStatusesSchema,
    action: 'fetch limit statuses',
    signal,
  });
}

const pendingPath = (type: CashflowLimitType, period: LimitPeriod) =>
  `/i/cashflow_limits/${type}/${period}/pending`;

/** POST .../pending: the looser value waiting becomes the limit (204). */
export async function confirmPendingCashflowLimit(
  input: { type: CashflowLimitType; period: LimitPeriod },
  { signal }: CallOptions = {},
): Promise<void> {
  try {
    await apiRequest(pendingPath(input.type, input.period), {
      method: 'POST',
      schema: null,
      action: `confirm ${limitTypeLabel(input.type)} limit`,
      signal,
    });
  } catch (error) {
    throw withCopy(error, limitsCopy.confirmFailed(limitTypeLabel(input.type)));
  }
}

/** DELETE .../pending: the looser value waiting is dropped (204). */
export async function cancelPendingCashflowLimit(
  input: { type: CashflowLimitType; period: LimitPeriod },
  { signal }: CallOptions = {},
): Promise<void> {
  try {
    await apiRequest(pendingPath(input.type, input.period), {
      method: 'DELETE',
      schema: null,
      action: `cancel ${limitTypeLabel(input.type)} limit`,
      signal,
    });
  } catch (error) {
    throw withCopy(error, limitsCopy.cancelFailed(limitTypeLabel(input.type)));
  }
}

/** The path of the pending daily time limit, as contract.md 7 writes it (with its slash). */
export const TIME_LIMIT_PENDING_PATH = '/i/time_limits/pending/';

/** POST /i/time_limits/pending/: the pending daily time limit applies (204). */
export async function confirmPendingTimeLimit({ signal }: CallOptions = {}): Promise<void> {
  try {
    await apiRequest(TIME_LIMIT_PENDING_PATH, {
      method: 'POST',
      schema: null,
      action: 'confirm daily time limit',
      signal,
    });
  } catch (error) {
    throw withCopy(error, limitsCopy.confirmFailed('daily time'));
  }
}

/** DELETE /i/time_limits/pending/: the pending daily time limit is dropped (204). */
export async function cancelPendingTimeLimit({ signal }: CallOptions = {}): Promise<void> {
  try {
    await apiRequest(TIME_LIMIT_PENDING_PATH, {
      method: 'DELETE',
      schema: null,
      action: 'cancel daily time limit',
      signal,
    });
  } catch (error) {
    throw withCopy(error, limitsCopy.cancelFailed('daily time'));
  }
}

/** GET /i/reality_checkin_interval (product.md 3): the interval in seconds, null when none is set. */
export const RealityCheckSchema = v.object({
  realityCheckinIntervalSeconds: v.nullish(WholeNumberSchema, null),
});

/** Reads the reality check-in interval in seconds (null when none is set). */
export async function getRealityCheckInterval({
  signal,
}: CallOptions = {}): Promise<number | null> {
  try {
    const answer = await apiRequest('/i/reality_checkin_interval', {
      schema: RealityCheckSchema,
      action: 'fetch current reality check-in interval',
      signal,
    });
    return answer.realityCheckinIntervalSeconds;
  } catch (error) {
    throw withCopy(error, limitsCopy.fetchRealityCheckFailed);
  }
}

/** POST /i/reality_checkin_interval {reality_checkin_interval_seconds} (202). */
export async function setRealityCheckInterval(
  seconds: number,
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/reality_checkin_interval', {
    method: 'POST',
    body: { realityCheckinIntervalSeconds: seconds },
    schema: null,
    action: 'update your reality check-in interval',
    signal,
  });
}

/** POST /i/cool_offs {duration}: a cool-off of whole days (201); the server suspends the account. */
export async function createCoolOff(duration: number, { signal }: CallOptions = {}): Promise<void> {
  await apiRequest('/i/cool_offs', {
    method: 'POST',
    body: { duration },
    schema: null,
    unauthorizedMessage: coolOffCopy.loggedOut,
    action: 'start your cool off',
    signal,
  });
}

/**
 * PATCH /i/cool_off/lift: ends the current cool-off early (2xx). A 404 means there is none, a 422
 * that it cannot end yet (contract.md 8 gives both messages; the machine chooses).
 */
export async function liftCoolOff({ signal }: CallOptions = {}): Promise<void> {
  await apiRequest('/i/cool_off/lift', {
    method: 'PATCH',
    schema: null,
    unauthorizedMessage: coolOffCopy.loggedOut,
    action: 'end your cool off',
    signal,
  });
}

/** An active restriction (GET /i/restrictions/active/{type}); the shape is ours (decision 032). */
export const RestrictionSchema = v.object({
  type: v.nullish(v.string(), 'casino'),
  /** Whole days; null for a lifetime restriction. */
  duration: v.nullish(v.pipe(v.number(), v.integer()), null),
  lifetime: v.nullish(v.boolean(), false),
  /** When it ends (ISO 8601); null for a lifetime restriction. */
  expiresAt: v.nullish(v.string(), null),
});
export type Restriction = v.InferOutput<typeof RestrictionSchema>;

/** A restriction in force says how long it lasts: days, lifetime or an end. */
const isActive = (restriction: Restriction): boolean =>
  restriction.duration !== null || restriction.lifetime || restriction.expiresAt !== null;

/**
 * The active casino restriction, or null when there is none. The spec does not show the answer
 * (contract.md 7), so every way of saying "none" reads as none: a 404, a 204 or empty body, null,
 * and an object with no duration, no lifetime and no end (decision 007).
 */
export async function getActiveCasinoRestriction({
  signal,
}: CallOptions = {}): Promise<Restriction | null> {
  try {
    const restriction = await apiRequest('/i/restrictions/active/casino', {
      schema: v.nullish(RestrictionSchema, null),
      unauthorizedMessage: coolOffCopy.loggedOut,
      action: 'fetch your casino restriction',
      signal,
    });
    return restriction && isActive(restriction) ? restriction : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** POST /i/restrictions {type: casino, duration, lifetime} (201; decision 032). */
export async function createCasinoRestriction(
  input: { duration: number | null; lifetime: boolean },
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/restrictions', {
    method: 'POST',
    body: { type: 'casino', duration: input.duration, lifetime: input.lifetime },
    schema: null,
    // The casino page is a cool-off page (decision 032): its 401 has the cool-off words.
    unauthorizedMessage: coolOffCopy.loggedOut,
    action: 'disable casino access',
    signal,
  });
}

/**
 * One self-exclusion period (wire-decisions "Shapes"): days, or lifetime with a null duration.
 * An option that is neither lifetime nor a positive whole number of days cannot be offered: it
 * would send a request with no period (product.md 5 "A period or lifetime must be chosen first"),
 * so it is malformed, dropped and reported like any other (QA: `{"foo":1}` showed "0 days").
 */
export const SelfExclusionOptionSchema = v.pipe(
  v.object({
    duration: v.nullish(v.pipe(v.number(), v.integer()), null),
    lifetime: v.nullish(v.boolean(), false),
    label: v.nullish(v.string(), ''),
  }),
  v.check(
    (option) => option.lifetime || (option.duration !== null && option.duration > 0),
    'lifetime, or a duration of a positive whole number of days',
  ),
);
export type SelfExclusionOption = v.InferOutput<typeof SelfExclusionOptionSchema>;

/** What an option chooses: the same period twice is one choice (machines/self-exclusion-draft.ts keys it so too). */
const periodKey = (option: SelfExclusionOption) =>
  option.lifetime ? 'lifetime' : String(option.duration);

/** The options with a period offered twice dropped (the first kept) and reported. */
function withoutDuplicates(options: SelfExclusionOption[]): SelfExclusionOption[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    const key = periodKey(option);
    if (!seen.has(key)) {
      seen.add(key);
      return true;
    }
    // The period is the server's words, not the patron's: it may be reported.
    reportTolerated('duplicate list item dropped', { list: 'self_exclusion_options', period: key });
    return false;
  });
}

// One bad option is dropped (and reported), not the whole list failed (contract audit #8).
const SelfExclusionOptionsSchema = v.object({
  selfExclusionOptions: v.pipe(
    tolerantList(SelfExclusionOptionSchema, 'self_exclusion_options'),
    v.transform(withoutDuplicates),
  ),
});

/** GET /i/self_exclusion_options/{region}: the periods offered in the patron's region. */
export async function getSelfExclusionOptions(
  regionCode: string,
  { signal }: CallOptions = {},
): Promise<SelfExclusionOption[]> {
  try {
    const answer = await apiRequest(`/i/self_exclusion_options/${encodeURIComponent(regionCode)}`, {
      schema: SelfExclusionOptionsSchema,
      unauthorizedMessage: selfExclusionCopy.loggedOut,
      action: 'fetch self exclusion options',
      signal,
    });
    return answer.selfExclusionOptions;
  } catch (error) {
    throw withCopy(error, selfExclusionCopy.optionsFailed);
  }
}

/**
 * POST /i/self_exclusions {duration, ssn, lifetime} (201). `ssn` is the last four digits where
 * the jurisdiction asks for them, else null; it goes in this body only, never anywhere else.
 */
export async function createSelfExclusion(
  input: { duration: number | null; ssn: string | null; lifetime: boolean },
  { signal }: CallOptions = {},
): Promise<void> {
  await apiRequest('/i/self_exclusions', {
    method: 'POST',
    body: { duration: input.duration, ssn: input.ssn, lifetime: input.lifetime },
    schema: null,
    unauthorizedMessage: selfExclusionCopy.loggedOut,
    action: 'submit your self exclusion request',
    signal,
  });
}
