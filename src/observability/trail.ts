import type { InspectionEvent } from 'xstate';
import { type FeatureFlag, isFlagEnabled } from '../../api/lists';
import type { RegistrationStatus } from '../../api/registration';
import { type Plain, plainFields, systemIdOf } from './scrub';

/**
 * The redacted trail of the machines that led to an error (issue 16 item 5): the last 50
 * transitions (machine, state reached, event type, and only the ids, enums and statuses of the
 * event), and the registration statuses the onboarding machine has seen, in order, each with
 * what the route derivation reads (pending field names, policy ids, providers, the failure
 * reason: no personal data), plus the layout and the feature flags. Every error report carries
 * it; the QA panel replays it against the sandbox (api/sandbox/replay.ts).
 */
export const TRAIL_LENGTH = 50;

export interface TrailEntry {
  machine: string;
  state: string;
  event: string;
  data?: Record<string, Plain>;
}

/** One registration status as the derivation saw it (wire-independent names, camelCase). */
export interface StatusStep {
  status: string;
  emailVerificationStatus: string | null;
  kycFailureReason: string | null;
  /** The pending fields owed (`true`), by name; promotion lists keep their ids. */
  pendingFields: Record<string, true | Array<string | number>>;
  pendingPolicies: Array<string | number>;
  pendingKycProviders: string[];
  executedKycProviders: string[];
  isDuplicateUser: boolean;
}

export interface TrailReport {
  events: TrailEntry[];
  /** The statuses in the order the onboarding machine saw them (their `status` values). */
  statusPath: string[];
  /** The same statuses with what the derivation read: enough to replay the path. */
  statusSteps: StatusStep[];
  layout: string | null;
  featureFlags: Record<string, boolean>;
}

export interface Trail {
  inspect: (event: InspectionEvent) => void;
  entries: () => TrailEntry[];
  statusPath: () => string[];
  report: () => TrailReport;
}

const stateOf = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

export function stepOf(status: Partial<RegistrationStatus> & { status: string }): StatusStep {
  const pendingFields: StatusStep['pendingFields'] = {};
  for (const [field, owed] of Object.entries(status.pendingFields ?? {}))
    if (owed === true) pendingFields[field] = true;
    else if (Array.isArray(owed)) pendingFields[field] = [...owed];
  return {
    status: status.status,
    emailVerificationStatus: status.emailVerificationStatus ?? null,
    kycFailureReason: status.kycFailureReason ?? null,
    pendingFields,
    pendingPolicies: (status.pendingPolicies ?? []).map((policy) => policy.id),
    pendingKycProviders: [...(status.pendingKycProviders ?? [])],
    executedKycProviders: [...(status.executedKycProviders ?? [])],
    isDuplicateUser: status.isDuplicateUser ?? false,
  };
}

interface OnboardingLike {
  status?: (Partial<RegistrationStatus> & { status: string }) | null;
  layout?: string;
  reference?: { flags: FeatureFlag[] } | null;
}

/** An entry as recorded: its event is scrubbed when the trail is first read. */
interface Recorded {
  entry: TrailEntry;
  event: { type: string } | null;
}

/** The ids, enums and statuses of an event, its type left out. */
function dataOf(event: { type: string }): Record<string, Plain> | null {
  const data = plainFields(event);
  delete data.type;
  return Object.keys(data).length > 0 ? data : null;
}

export function createTrail(limit = TRAIL_LENGTH): Trail {
  // Scrubbing each event as it passes ran inside the step the patron waits for (issue 17 item 2:
  // the big answers, the regions and the policies, a few ms a step); a trail is read only for a
  // report or the QA panel, so its events are scrubbed then, once each.
  const recorded: Recorded[] = [];
  const entries = (): TrailEntry[] =>
    recorded.map((item) => {
      if (item.event) {
        const data = dataOf(item.event);
        if (data) item.entry.data = data;
        item.event = null;
      }
      return { ...item.entry };
    });
  const steps: StatusStep[] = [];
  let last = '';
  let layout: string | null = null;
  let featureFlags: Record<string, boolean> = {};
  const trail: Trail = {
    inspect(inspection) {
      if (inspection.type !== '@xstate.snapshot') return;
      const snapshot = inspection.snapshot as { value?: unknown; context?: unknown };
      const machine =
        systemIdOf(inspection.actorRef) ??
        (inspection.actorRef as { logic?: { id?: string } }).logic?.id ??
        'actor';
      recorded.push({
        entry: { machine, state: stateOf(snapshot.value), event: inspection.event.type },
        event: inspection.event,
      });
      if (recorded.length > limit) recorded.splice(0, recorded.length - limit);
      if (machine !== 'onboarding') return;
      // The onboarding machine's context: the status the server last sent, the layout, the flags.
      const context = (snapshot.context ?? {}) as OnboardingLike;
      if (typeof context.layout === 'string') layout = context.layout;
      if (context.reference)
        featureFlags = Object.fromEntries(
          context.reference.flags.map((flag) => [
            flag.name,
            isFlagEnabled(context.reference?.flags ?? [], flag.name),
          ]),
        );
      if (context.status && typeof context.status.status === 'string') {
        const step = stepOf(context.status);
        const key = JSON.stringify(step);
        if (key !== last) {
          last = key;
          steps.push(step);
        }
      }
    },
    entries,
    statusPath: () => steps.map((step) => step.status).filter((s, i, all) => s !== all[i - 1]),
    report: () => ({
      events: trail.entries(),
      statusPath: trail.statusPath(),
      statusSteps: steps.map((step) => structuredClone(step)),
      layout,
      featureFlags: { ...featureFlags },
    }),
  };
  return trail;
}
