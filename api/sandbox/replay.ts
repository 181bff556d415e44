import * as v from 'valibot';
import { snakeKey } from '../case';
import {
  EMAIL_VERIFICATION_STATUSES,
  KYC_FAILURE_REASONS,
  REGISTRATION_STATUSES,
  SUSPENSION_TYPES,
} from '../statuses';
import { POLICY_IDS, WIRE_PENDING_FIELDS } from './reference-data';
import { type Scenario, ScenarioSchema, type StatusPatch } from './scenarios';

/**
 * A registration-status path the sandbox can play without a rebuild (issue 15 item 3, issue 16
 * item 5): chosen in the QA panel, carried in the URL as `sandbox_replay=...` so it can be shared
 * in a bug report, or read from an error report's trail (src/observability/trail.ts). It becomes
 * an ad-hoc scenario: the seeded patron is signed in with the path's last status, so opening the
 * sign-up lands at once on the page that status leads to.
 */
const IdSchema = v.union([v.string(), v.number()]);

export const ReplayStepSchema = v.object({
  status: v.picklist(REGISTRATION_STATUSES),
  emailVerificationStatus: v.nullish(v.picklist(EMAIL_VERIFICATION_STATUSES), null),
  kycFailureReason: v.nullish(v.string(), null),
  pendingFields: v.optional(
    v.record(v.string(), v.union([v.literal(true), v.array(IdSchema)])),
    {},
  ),
  pendingPolicies: v.optional(v.array(IdSchema), []),
  pendingKycProviders: v.optional(v.array(v.string()), []),
  executedKycProviders: v.optional(v.array(v.string()), []),
  isDuplicateUser: v.optional(v.boolean(), false),
});
export type ReplayStep = v.InferOutput<typeof ReplayStepSchema>;

export const REPLAY_LAYOUTS = ['web', 'mobileWeb'] as const;

export const ReplayPathSchema = v.object({
  steps: v.pipe(v.array(ReplayStepSchema), v.minLength(1)),
  featureFlags: v.optional(v.record(v.string(), v.boolean()), {}),
  suspension: v.nullish(v.picklist(SUSPENSION_TYPES), null),
  layout: v.nullish(v.picklist(REPLAY_LAYOUTS), null),
});
export type ReplayPath = v.InferOutput<typeof ReplayPathSchema>;

/** The URL parameter that carries a path (base64url JSON). */
export const REPLAY_PARAM = 'sandbox_replay';

const WIRE_FIELDS = new Set<string>(WIRE_PENDING_FIELDS);
const KNOWN_POLICIES = new Set<string>(POLICY_IDS);
const KNOWN_REASONS = new Set<string>(KYC_FAILURE_REASONS);

/**
 * A status in the sandbox's wire keys. What the sandbox cannot play (a field, policy or reason a
 * production server knows and it does not) is left out; the panel lists it.
 */
export function wireStatus(step: ReplayStep): StatusPatch {
  const pending_fields: Record<string, true | string[]> = {};
  for (const [field, owed] of Object.entries(step.pendingFields)) {
    const key = snakeKey(field);
    if (WIRE_FIELDS.has(key)) pending_fields[key] = owed === true ? true : owed.map(String);
  }
  return {
    status: step.status,
    email_verification_status: step.emailVerificationStatus ?? 'VERIFIED',
    kyc_failure_reason:
      step.kycFailureReason && KNOWN_REASONS.has(step.kycFailureReason)
        ? (step.kycFailureReason as StatusPatch['kyc_failure_reason'])
        : null,
    pending_fields: pending_fields as StatusPatch['pending_fields'],
    pending_policies: step.pendingPolicies
      .map(String)
      .filter((id) => KNOWN_POLICIES.has(id)) as StatusPatch['pending_policies'],
    pending_kyc_providers: step.pendingKycProviders,
    executed_kyc_providers: step.executedKycProviders,
    is_duplicate_user: step.isDuplicateUser,
  };
}

/** What of a step the sandbox cannot play, in words for the panel. */
export function unplayable(step: ReplayStep): string[] {
  const left: string[] = [];
  for (const field of Object.keys(step.pendingFields))
    if (!WIRE_FIELDS.has(snakeKey(field))) left.push(`pending field ${field}`);
  for (const id of step.pendingPolicies)
    if (!KNOWN_POLICIES.has(String(id))) left.push(`policy ${id}`);
  if (step.kycFailureReason && !KNOWN_REASONS.has(step.kycFailureReason))
    left.push(`failure reason ${step.kycFailureReason}`);
  return left;
}

// FNV-1a: a short, stable name per path, so a new path starts a fresh sandbox state.
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The ad-hoc scenario of a path: the patron signed in, at the path's last status. */
export function scenarioFromReplay(path: ReplayPath): Scenario {
  const last = path.steps.at(-1) as ReplayStep;
  return v.parse(ScenarioSchema, {
    name: `replay-${digest(JSON.stringify(path))}`,
    description: `Replay: the seeded patron, signed in, at ${path.steps.map((s) => s.status).join(' → ')}${path.suspension ? `, suspended (${path.suspension})` : ''}.`,
    featureFlags: path.featureFlags,
    patronStatus: wireStatus(last),
    patronSignedIn: true,
    ...(path.suspension ? { suspension: { type: path.suspension } } : {}),
  });
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromBase64Url = (value: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(value.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)),
  );

export const encodeReplay = (path: ReplayPath): string => toBase64Url(JSON.stringify(path));

/** The path a URL parameter carries, or null when it is missing or not a valid path. */
export function decodeReplay(value: string | null | undefined): ReplayPath | null {
  if (!value) return null;
  try {
    const result = v.safeParse(ReplayPathSchema, JSON.parse(fromBase64Url(value)));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/**
 * The path an error report carries (the `trail` metadata of src/observability/trail.ts), from the
 * report as the ingestion received it or as the error-reporting dashboard shows it: the first
 * object anywhere in it with `statusSteps`. Null when there is none.
 */
export function replayFromReport(text: string): { path: ReplayPath; page: string | null } | null {
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    return null;
  }
  let page: string | null = null;
  const find = (value: unknown): ReplayPath | null => {
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (typeof record.context === 'string' && record.context.startsWith('/'))
      page ??= record.context;
    if (Array.isArray(record.statusSteps) && record.statusSteps.length > 0) {
      const result = v.safeParse(ReplayPathSchema, {
        steps: record.statusSteps,
        featureFlags: record.featureFlags ?? {},
        layout: REPLAY_LAYOUTS.includes(record.layout as 'web') ? record.layout : null,
      });
      if (result.success) return result.output;
    }
    for (const inner of Object.values(record)) {
      const found = find(inner);
      if (found) return found;
    }
    return null;
  };
  const path = find(report);
  return path ? { path, page } : null;
}
