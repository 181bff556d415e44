import type { AnyActorRef, InspectionEvent } from 'xstate';
import { redact } from '../redact';

/**
 * What the QA panel's live view shows (issue 15 item 2), recorded in the page from the actors'
 * inspection events, with no network at all: every actor (systemId, machine, current state
 * value, status, parent) and the last 100 events with their payloads redacted by field name
 * (src/redact.ts), as the Stately inspector would get them.
 */
export const EVENT_LIMIT = 100;

export interface ActorRow {
  sessionId: string;
  systemId: string | null;
  /** What the panel calls it: its systemId, else its invoke id, else its session id. */
  name: string;
  machine: string;
  parentId: string | null;
  state: string;
  status: string;
  /** The live actor, for its machine's chart (never leaves the page). */
  ref: AnyActorRef;
}

export interface EventRow {
  seq: number;
  at: number;
  actor: string;
  type: string;
  payload: string;
}

export interface QaRecorder {
  inspect: (event: InspectionEvent) => void;
  actors: () => ActorRow[];
  events: () => EventRow[];
  subscribe: (listener: () => void) => () => void;
  /** Adds a listener to every inspection event (the Stately inspector, once opened). */
  forward: (listener: (event: InspectionEvent) => void) => void;
}

const stateOf = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

const machineOf = (ref: AnyActorRef): string => {
  const logic = (ref as unknown as { logic?: { id?: string; config?: unknown } }).logic;
  // A machine has an id; the other logic an invoke runs (a promise, a callback) has none.
  return logic?.id ?? (logic && 'config' in logic ? 'call' : 'actor');
};

// An invoked call has no systemId: its invoke id (`loadReferenceData`) names it, else its session.
const labelOf = (ref: AnyActorRef | undefined): string =>
  ref ? ((ref as { systemId?: string }).systemId ?? ref.id ?? ref.sessionId) : '?';

function payloadOf(event: { type: string }): string {
  try {
    const { type: _type, ...rest } = redact(JSON.parse(JSON.stringify(event))) as Record<
      string,
      unknown
    >;
    return Object.keys(rest).length > 0 ? JSON.stringify(rest) : '';
  } catch {
    return '';
  }
}

/** The panel's view waits for idle time where the browser has it (with a deadline), else 50 ms. */
const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 50);
};

export function createQaRecorder(limit = EVENT_LIMIT): QaRecorder {
  const actors = new Map<string, ActorRow>();
  const events: EventRow[] = [];
  const listeners = new Set<() => void>();
  const forwards = new Set<(event: InspectionEvent) => void>();
  let seq = 0;
  let scheduled = false;
  // Each event's payload is copied and redacted later, when the browser is idle: done as the event
  // was sent, it ran inside the step the patron waits for (issue 17 item 2), a few ms a step for
  // the big answers (the regions, the policies). Read before the rows are.
  const unread: { row: EventRow; event: { type: string } }[] = [];
  const readPayloads = () => {
    for (const { row, event } of unread.splice(0)) row.payload = payloadOf(event);
  };
  const changed = () => {
    if (scheduled) return;
    scheduled = true;
    // Many events arrive in one burst: the view renders once after it.
    whenIdle(() => {
      scheduled = false;
      readPayloads();
      for (const listener of listeners) listener();
    });
  };
  const rowOf = (ref: AnyActorRef): ActorRow => {
    let row = actors.get(ref.sessionId);
    if (!row) {
      const parent = (ref as { _parent?: AnyActorRef })._parent;
      row = {
        sessionId: ref.sessionId,
        systemId: (ref as { systemId?: string }).systemId ?? null,
        name: labelOf(ref),
        machine: machineOf(ref),
        parentId: parent?.sessionId ?? null,
        state: '',
        status: 'active',
        ref,
      };
      actors.set(ref.sessionId, row);
    }
    return row;
  };
  return {
    inspect(inspection) {
      for (const forward of forwards) forward(inspection);
      if (inspection.type === '@xstate.actor') rowOf(inspection.actorRef as AnyActorRef);
      else if (inspection.type === '@xstate.snapshot') {
        const row = rowOf(inspection.actorRef as AnyActorRef);
        // An actor announces itself before its systemId is set: take it from a later snapshot.
        row.systemId ??= (inspection.actorRef as { systemId?: string }).systemId ?? null;
        row.name = labelOf(inspection.actorRef as AnyActorRef);
        const snapshot = inspection.snapshot as { value?: unknown; status?: string };
        row.state = stateOf(snapshot.value);
        row.status = snapshot.status ?? row.status;
      } else if (inspection.type === '@xstate.event') {
        seq += 1;
        const row: EventRow = {
          seq,
          at: Date.now(),
          actor: labelOf(inspection.actorRef as AnyActorRef),
          type: inspection.event.type,
          payload: '',
        };
        events.push(row);
        unread.push({ row, event: inspection.event });
        if (events.length > limit) events.splice(0, events.length - limit);
        if (unread.length > limit) unread.splice(0, unread.length - limit);
      } else return;
      changed();
    },
    actors: () => [...actors.values()],
    events: () => {
      readPayloads();
      return [...events];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forward: (listener) => forwards.add(listener),
  };
}
