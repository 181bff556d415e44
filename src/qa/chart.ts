import type { AnyActorRef } from 'xstate';

/**
 * A machine's chart as nested rows for the QA panel (issue 15 item 2): every state, the events it
 * takes and where they lead, and whether it is active now. Read from the live actor's machine,
 * so it needs no generated file and no network.
 */
export interface ChartRow {
  id: string;
  depth: number;
  /** The id of the state this one is nested in (null for the machine itself). */
  parent: string | null;
  key: string;
  active: boolean;
  final: boolean;
  transitions: Array<{ event: string; targets: string[] }>;
}

interface TransitionLike {
  target?: Array<{ key: string }>;
}

interface StateNodeLike {
  key: string;
  id: string;
  path: string[];
  type: string;
  states: Record<string, StateNodeLike>;
  transitions?: Map<string, TransitionLike[]>;
}

/** XState's generated event names, as the charts in docs/statecharts/ write them. */
export function readableEvent(event: string): string {
  if (event.startsWith('xstate.done.actor.')) return 'onDone';
  if (event.startsWith('xstate.error.actor.')) return 'onError';
  if (event.startsWith('xstate.after.')) return `after ${event.split('.')[2] ?? ''}`.trim();
  return event;
}

export function chartRows(ref: AnyActorRef): ChartRow[] {
  const root = (ref as unknown as { logic?: { root?: StateNodeLike } }).logic?.root;
  if (!root) return [];
  const snapshot = ref.getSnapshot() as { matches?: (value: unknown) => boolean };
  const rows: ChartRow[] = [];
  const visit = (node: StateNodeLike, depth: number, parent: string | null) => {
    const value = node.path.reduceRight<unknown>(
      (inner, key) => (inner ? { [key]: inner } : key),
      null,
    );
    let active = node.path.length === 0;
    try {
      if (!active) active = Boolean(snapshot.matches?.(value));
    } catch {
      active = false;
    }
    rows.push({
      id: node.id,
      depth,
      parent,
      key: node.path.length === 0 ? `(${node.key})` : node.key,
      active,
      final: node.type === 'final',
      transitions: [...(node.transitions ?? new Map<string, TransitionLike[]>()).entries()].map(
        ([event, candidates]) => ({
          event: readableEvent(event),
          targets: [
            ...new Set(
              candidates.flatMap((candidate) => (candidate.target ?? []).map((t) => t.key)),
            ),
          ],
        }),
      ),
    });
    for (const child of Object.values(node.states ?? {})) visit(child, depth + 1, node.id);
  };
  visit(root, 0, null);
  return rows;
}
