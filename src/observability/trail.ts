import type { InspectionEvent } from 'xstate';
import { type Plain, plainFields, systemIdOf } from './scrub';

/**
 * The redacted trail of the machines that led to an error (issue 16 item 5): the last 50
 * transitions (machine, state reached, event type, and only the ids, enums and statuses of the
 * event), and the registration statuses the onboarding machine has seen, in order. Every error
 * report carries both, so QA can replay the path against the sandbox.
 */
export const TRAIL_LENGTH = 50;

export interface TrailEntry {
  machine: string;
  state: string;
  event: string;
  data?: Record<string, Plain>;
}

export interface Trail {
  inspect: (event: InspectionEvent) => void;
  entries: () => TrailEntry[];
  statusPath: () => string[];
}

const stateOf = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

export function createTrail(limit = TRAIL_LENGTH): Trail {
  const entries: TrailEntry[] = [];
  const statuses: string[] = [];
  return {
    inspect(inspection) {
      if (inspection.type !== '@xstate.snapshot') return;
      const snapshot = inspection.snapshot as { value?: unknown; context?: unknown };
      const machine =
        systemIdOf(inspection.actorRef) ??
        (inspection.actorRef as { logic?: { id?: string } }).logic?.id ??
        'actor';
      const data = plainFields(inspection.event);
      delete data.type;
      entries.push({
        machine,
        state: stateOf(snapshot.value),
        event: inspection.event.type,
        ...(Object.keys(data).length > 0 ? { data } : {}),
      });
      if (entries.length > limit) entries.splice(0, entries.length - limit);
      // The onboarding machine's context holds the registration status the server last sent.
      const status = (snapshot.context as { status?: { status?: unknown } } | undefined)?.status
        ?.status;
      if (typeof status === 'string' && statuses.at(-1) !== status) statuses.push(status);
    },
    entries: () => entries.map((entry) => ({ ...entry })),
    statusPath: () => [...statuses],
  };
}
