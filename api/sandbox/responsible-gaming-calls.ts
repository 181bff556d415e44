import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  limitsOf,
  type SandboxLimitPeriod,
  type SandboxLimitType,
  type SandboxUser,
  wireTimeLimit,
} from './state';
import {
  actor,
  type CallContext,
  type CallTable,
  codedError,
  empty,
  fieldErrors,
  json,
  MESSAGES,
} from './wire';

/**
 * The sandbox's calls of responsible gaming (issue 12): one implementation per row of SANDBOX_CALLS
 * marked `builtBy` (handlers.ts checks that every implemented row has one). Reading and setting a
 * limit are the core's (handlers.ts, built for Set Your Limits); these add the limit statuses,
 * the pending confirm and cancel, and the reality check-in interval, over the same state.
 */

/** What responsible gaming keeps per user beyond the limits (kept on the user, saved with it). */
interface RgState {
  realityCheckSeconds: number | null;
  /** The names of the acknowledgements given (PATCH /i/acks/{name}). */
  acks: string[];
  /** The current cool-off: its length in days and when it ends (ISO 8601). */
  coolOff?: { duration: number; endsAt: string } | null;
  /** The active casino restriction (POST /i/restrictions). */
  casino?: { duration: number | null; lifetime: boolean; expiresAt: string | null } | null;
  /** The self-exclusion asked for (days, null for lifetime). */
  selfExcluded?: { duration: number | null } | null;
  /** Whether the patron closed the account (POST /i/closed_suspensions). */
  closed?: boolean;
  /** Whether a third party's determination suspended the account. */
  thirdParty?: boolean;
  /** The patron ended the cool-off a scenario put the account on (PATCH /i/cool_off/lift). */
  scenarioCoolOffLifted?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isWholeDays = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function rgOf(user: SandboxUser): RgState {
  const holder = user as SandboxUser & { responsibleGaming?: RgState };
  holder.responsibleGaming ??= { realityCheckSeconds: null, acks: [] };
  return holder.responsibleGaming;
}

/**
 * The suspension the patron's own actions put on the account (wire-decisions "Limit semantics":
 * cool-off, self-exclusion and account closure suspend it on the server, and later logged-in
 * calls answer 403 `user_suspended`): a cool-off until it ends, a self-exclusion, a closed
 * account; null when there is none. handlers.ts applies it like a scenario's `suspension`.
 */
export function ownSuspension(user: SandboxUser, now: number): string | null {
  const rg = (user as SandboxUser & { responsibleGaming?: RgState }).responsibleGaming;
  if (rg?.selfExcluded) return 'self_exclusion';
  if (rg?.coolOff && Date.parse(rg.coolOff.endsAt) > now) return 'cool_off';
  if (rg?.closed) return 'closed';
  if (rg?.thirdParty) return 'third_party_determination';
  return null;
}

/**
 * The suspension a logged-in call meets: the scenario's (`suspended-cool-off`...), unless the
 * patron has lifted the scenario's cool-off, else the patron's own (ownSuspension).
 */
export function suspensionOf(
  scenarioType: string | undefined,
  user: SandboxUser | null,
  now: number,
): string | null {
  const rg = (user as (SandboxUser & { responsibleGaming?: RgState }) | null)?.responsibleGaming;
  const lifted = scenarioType === 'cool_off' && rg?.scenarioCoolOffLifted === true;
  if (scenarioType && !lifted) return scenarioType;
  return user ? ownSuspension(user, now) : null;
}

/**
 * The calls a patron on a cool-off may still make besides lifting it: self-exclusion (product.md
 * 4.5, "the cool-off variant uses the cool_off_self_exclusion routes"; decision 077).
 */
export const OPEN_DURING_COOL_OFF: ReadonlySet<string> = new Set([
  'GET /i/self_exclusion_options/{region}',
  'POST /i/self_exclusions',
]);

/** Records a third party's determination, which suspends the account from then on. */
export function suspendByThirdParty(user: SandboxUser): void {
  rgOf(user).thirdParty = true;
}

/** Records a closed account (POST /i/closed_suspensions), which suspends it from then on. */
export function closeAccount(user: SandboxUser): void {
  rgOf(user).closed = true;
}

const isLimitType = (value: string): value is SandboxLimitType =>
  (LIMIT_TYPES as readonly string[]).includes(value);
const isLimitPeriod = (value: string): value is SandboxLimitPeriod =>
  (LIMIT_PERIODS as readonly string[]).includes(value);
const notFound = (what: string) => codedError('not_found', MESSAGES.notFound(what), 404);

/** active when a limit is set, pending when a looser value waits, none otherwise (wire-decisions "Shapes"). */
function cashflowStatus(user: SandboxUser, type: SandboxLimitType): 'active' | 'pending' | 'none' {
  const entries = Object.values(limitsOf(user).cashflow[type] ?? {});
  if (entries.some((entry) => entry?.pending !== null && entry?.pending !== undefined))
    return 'pending';
  return entries.some((entry) => entry?.limit !== null && entry?.limit !== undefined)
    ? 'active'
    : 'none';
}

function timeStatus(user: SandboxUser): 'active' | 'pending' | 'none' {
  const time = limitsOf(user).time;
  if (time.pending) return 'pending';
  return time.hours === null ? 'none' : 'active';
}

/** The pending entry of a type and period, or null when the path is wrong or nothing waits. */
function pendingEntry(ctx: CallContext) {
  const type = ctx.params.type ?? '';
  const period = ctx.params.period ?? '';
  if (!isLimitType(type) || !isLimitPeriod(period)) return null;
  const entry = limitsOf(actor(ctx)).cashflow[type]?.[period];
  return entry && entry.pending !== null ? entry : null;
}

/** The server's own messages for these calls (ours: the spec's catalogue is the client's copy). */
const RG_MESSAGES = {
  pendingNotYet: 'The pending limit cannot be confirmed before its waiting period ends',
  realityCheck: 'Reality check-in interval must be 900 or 1800 seconds',
  duration: 'Duration must be a whole number of days greater than 0',
  restrictionType: 'Only casino restrictions are supported',
  ssnFormat: 'SSN must be the last four digits',
  ssnMismatch: 'The last four digits of your SSN do not match our records',
  selfExclusionPeriod: 'Choose a duration in days, or lifetime',
  restrictionShorter: 'A new restriction must end after the active one',
} as const;

/** The allowed reality check-in intervals, in seconds (contract.md 9). */
const REALITY_CHECK_SECONDS = [900, 1800];

export const RESPONSIBLE_GAMING_CALLS = {
  'GET /i/limit_statuses': (ctx) => {
    const user = actor(ctx);
    return json({
      daily_time_limit: timeStatus(user),
      deposit_limits: cashflowStatus(user, 'deposit'),
      loss_limits: cashflowStatus(user, 'loss'),
      max_single_wager_limit: cashflowStatus(user, 'max_single_wager'),
      spend_limits: cashflowStatus(user, 'spend'),
    });
  },
  'POST /i/cashflow_limits/{type}/{period}/pending': (ctx) => {
    const entry = pendingEntry(ctx);
    if (!entry) return notFound('Pending limit');
    entry.limit = entry.pending;
    entry.pending = null;
    return empty(204);
  },
  'DELETE /i/cashflow_limits/{type}/{period}/pending': (ctx) => {
    const entry = pendingEntry(ctx);
    if (!entry) return notFound('Pending limit');
    entry.pending = null;
    return empty(204);
  },
  'GET /i/time_limits/pending': (ctx) => {
    const user = actor(ctx);
    if (!limitsOf(user).time.pending) return notFound('Pending time limit');
    return json(wireTimeLimit(user, ctx.now));
  },
  // The pending limit applies once its waiting time is over (is_pending_daily_limit_confirmation_available).
  'POST /i/time_limits/pending': (ctx) => {
    const time = limitsOf(actor(ctx)).time;
    if (!time.pending) return notFound('Pending time limit');
    if (ctx.now < Date.parse(time.pending.appliesAt))
      return codedError('pending_limit_not_confirmable', RG_MESSAGES.pendingNotYet);
    time.hours = time.pending.hours;
    time.updatedAt = new Date(ctx.now).toISOString();
    time.pending = null;
    return empty(204);
  },
  'DELETE /i/time_limits/pending': (ctx) => {
    const time = limitsOf(actor(ctx)).time;
    if (!time.pending) return notFound('Pending time limit');
    time.pending = null;
    return empty(204);
  },
  'GET /i/reality_checkin_interval': (ctx) =>
    json({ reality_checkin_interval_seconds: rgOf(actor(ctx)).realityCheckSeconds }),
  'POST /i/reality_checkin_interval': (ctx) => {
    const seconds = ctx.body.reality_checkin_interval_seconds;
    if (typeof seconds !== 'number' || !REALITY_CHECK_SECONDS.includes(seconds))
      return fieldErrors({ reality_checkin_interval_seconds: [RG_MESSAGES.realityCheck] });
    rgOf(actor(ctx)).realityCheckSeconds = seconds;
    return empty(202);
  },
  // An acknowledgement by name (the deposit acknowledgement, decision 031): recorded, 204.
  'PATCH /i/acks/{name}': (ctx) => {
    const rg = rgOf(actor(ctx));
    const name = ctx.params.name ?? '';
    if (!rg.acks.includes(name)) rg.acks.push(name);
    return empty(204);
  },
  // A cool-off of whole days (wire-decisions "Units"). The client logs the patron out next.
  'POST /i/cool_offs': (ctx) => {
    const duration = ctx.body.duration;
    if (!isWholeDays(duration)) return fieldErrors({ duration: [RG_MESSAGES.duration] });
    rgOf(actor(ctx)).coolOff = {
      duration,
      endsAt: new Date(ctx.now + duration * DAY_MS).toISOString(),
    };
    return json({ duration }, 201);
  },
  // Ends the cool-off early; 404 coded not_found when there is none (contract.md 8).
  'PATCH /i/cool_off/lift': (ctx) => {
    const rg = rgOf(actor(ctx));
    // A suspended-cool-off scenario's cool-off is lifted like the patron's own.
    const scenarioCoolOff =
      ctx.scenario.suspension?.type === 'cool_off' && !rg.scenarioCoolOffLifted;
    if (!rg.coolOff && !scenarioCoolOff) return notFound('Cool off');
    rg.coolOff = null;
    if (scenarioCoolOff) rg.scenarioCoolOffLifted = true;
    return empty(204);
  },
  // A casino restriction for whole days or for life (decision 032). It replaces the active one,
  // so one that would end sooner (a looser restriction) is refused with a 422 (decision 066).
  'POST /i/restrictions': (ctx) => {
    const { type, duration, lifetime } = ctx.body;
    if (type !== 'casino') return fieldErrors({ type: [RG_MESSAGES.restrictionType] });
    if (lifetime !== true && !isWholeDays(duration))
      return fieldErrors({ duration: [RG_MESSAGES.duration] });
    const active = rgOf(actor(ctx)).casino;
    const activeEnd = !active
      ? null
      : active.lifetime
        ? Number.POSITIVE_INFINITY
        : Date.parse(active.expiresAt ?? '');
    const newEnd =
      lifetime === true ? Number.POSITIVE_INFINITY : ctx.now + (duration as number) * DAY_MS;
    if (activeEnd !== null && activeEnd > ctx.now && newEnd < activeEnd)
      return fieldErrors({ duration: [RG_MESSAGES.restrictionShorter] });
    const casino =
      lifetime === true
        ? { duration: null, lifetime: true, expiresAt: null }
        : {
            duration: duration as number,
            lifetime: false,
            expiresAt: new Date(ctx.now + (duration as number) * DAY_MS).toISOString(),
          };
    rgOf(actor(ctx)).casino = casino;
    return json({ type: 'casino', ...wireRestriction(casino) }, 201);
  },
  'GET /i/restrictions/active/{type}': (ctx) => {
    const casino = rgOf(actor(ctx)).casino;
    if (ctx.params.type !== 'casino' || !casino) return notFound('Active restriction');
    return json({ type: 'casino', ...wireRestriction(casino) });
  },
  // The periods on offer per region (docs/sandbox.md): a US state, or a Canadian province; a
  // country's default region (US-DEFAULT, CA-DEFAULT) gets its country's.
  'GET /i/self_exclusion_options/{region}': (ctx) => {
    const canadian = (ctx.params.region ?? '').startsWith('CA-');
    return json({
      self_exclusion_options: canadian ? CA_SELF_EXCLUSION_OPTIONS : US_SELF_EXCLUSION_OPTIONS,
    });
  },
  // A US patron gives the last four SSN digits; SSN_MISMATCH answers the 422 ssn error.
  'POST /i/self_exclusions': (ctx) => {
    const { duration, ssn, lifetime } = ctx.body;
    if (lifetime !== true && !isWholeDays(duration))
      return fieldErrors({ duration: [RG_MESSAGES.selfExclusionPeriod] });
    const region = ctx.request.headers.get('X-Region-Code') ?? '';
    if (!region.startsWith('CA-')) {
      if (typeof ssn !== 'string' || !/^\d{4}$/.test(ssn))
        return fieldErrors({ ssn: [RG_MESSAGES.ssnFormat] });
      if (ssn === SSN_MISMATCH) return fieldErrors({ ssn: [RG_MESSAGES.ssnMismatch] });
    }
    rgOf(actor(ctx)).selfExcluded = { duration: lifetime === true ? null : (duration as number) };
    return json(
      { duration: lifetime === true ? null : duration, lifetime: lifetime === true },
      201,
    );
  },
} satisfies CallTable;

/** Last four SSN digits the sandbox refuses with a 422 on `ssn` (the detour of docs/sandbox.md). */
export const SSN_MISMATCH = '0000';

const US_SELF_EXCLUSION_OPTIONS = [
  { duration: 365, lifetime: false, label: '1 year' },
  { duration: 1825, lifetime: false, label: '5 years' },
  { duration: null, lifetime: true, label: 'Lifetime' },
];
const CA_SELF_EXCLUSION_OPTIONS = [
  { duration: 180, lifetime: false, label: '6 months' },
  { duration: 365, lifetime: false, label: '1 year' },
  { duration: 1825, lifetime: false, label: '5 years' },
  { duration: null, lifetime: true, label: 'Lifetime' },
];

function wireRestriction(casino: NonNullable<RgState['casino']>) {
  return { duration: casino.duration, lifetime: casino.lifetime, expires_at: casino.expiresAt };
}
