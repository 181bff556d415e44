import { getAdjacencyMap, getShortestPaths, getSimplePaths } from '@xstate/graph';
import {
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromCallback,
} from 'xstate';

/**
 * Model-based coverage (issue 15 item 5): @xstate/graph walks a machine from each start the model
 * names, feeding it, in every state, the events that state listens for (user events with the
 * model's sample payloads, each invoked call's done and error events with the model's outputs and
 * errors, each delay's timer event). Every edge found becomes a test: the shortest path to its
 * source state plus its event, replayed on a real actor, which must end where the graph says. The
 * transitions and states the replays really took (seen through the inspection API's microsteps)
 * are counted against every transition and state the machine defines.
 */

/** How to drive one machine: where it starts, and the payloads its events and calls carry. */
export interface MachineModel {
  /** Each run starts a fresh actor with one of these inputs (one run with no input by default). */
  inputs?: unknown[];
  /**
   * Runs besides those of `inputs`, each with answers of its own that replace the model's for the
   * calls it names. For a machine whose different answers start the same child: the graph's
   * stand-in system keeps a child's systemId once started, so a second start in one walk throws.
   */
  runs?: RunModel[];
  /** Payload variants per user event type (merged into `{ type }`); `{ type }` alone by default. */
  events?: Record<string, Record<string, unknown>[]>;
  /** Outputs per invoked actor's source name (its done event); `undefined` by default. */
  outputs?: Record<string, unknown[]>;
  /** Errors per invoked actor's source name (its error event); a plain Error by default. */
  errors?: Record<string, unknown[]>;
  /** Implementations the machine needs run alone, besides the stalled calls and dropped messages to its parent. */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /** What tells two snapshots apart; the state value and context by default. */
  serialize?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Stop exploring after this many distinct snapshots per run. */
  limit?: number;
}

/** One run of `MachineModel.runs`: its input, and the answers it gives instead of the model's. */
export interface RunModel {
  input: unknown;
  outputs?: Record<string, unknown[]>;
  errors?: Record<string, unknown[]>;
}

/** The runs of a model: one per input, then its own runs with their answers. */
function runsOf(model: MachineModel): { model: MachineModel; input: unknown }[] {
  const inputs = model.inputs ?? (model.runs ? [] : [undefined]);
  return [
    ...inputs.map((input) => ({ model, input })),
    ...(model.runs ?? []).map((run) => ({
      model: {
        ...model,
        outputs: { ...model.outputs, ...run.outputs },
        errors: { ...model.errors, ...run.errors },
      },
      input: run.input,
    })),
  ];
}

export interface Tally {
  covered: number;
  total: number;
  missing: string[];
}

export interface MachineCoverage {
  machine: string;
  /** Replays run: shortest paths, edges and simple paths, over every run. */
  tests: number;
  shortestPaths: number;
  edgePaths: number;
  /** Simple paths replayed; 0 for a run whose graph is too large to list them. */
  simplePaths: number;
  /** Distinct snapshots the graph found, over every run. */
  snapshots: number;
  states: Tally;
  transitions: Tally;
  /** Replays that did not end in the state the graph predicted. */
  mismatches: string[];
}

const DEFAULT_LIMIT = 4000;

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyStateNode))];
}

/** Every transition the machine defines, event-driven and eventless, with a readable name. */
export function definedTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const named = new Map<AnyTransitionDefinition, string>();
  const nameAll = (list: readonly AnyTransitionDefinition[], prefix: string) => {
    for (const [i, t] of list.entries())
      named.set(t, list.length > 1 ? `${prefix} #${i + 1}` : prefix);
  };
  for (const node of allNodes(machine.root)) {
    for (const [eventType, list] of node.transitions) nameAll(list, `${node.id} ${eventType}`);
    nameAll(node.always ?? [], `${node.id} always`);
  }
  return named;
}

/**
 * Every state node, the root included (a one-state machine has just its root); a history node is
 * no state a snapshot can be in (it stands for the one last left), so it is not counted.
 */
export function definedStates(machine: AnyStateMachine): AnyStateNode[] {
  return allNodes(machine.root).filter((node) => node.type !== 'history');
}

/** The value of a snapshot's context and state that the graph uses to tell snapshots apart. */
function defaultSerialize(snapshot: AnyMachineSnapshot): unknown {
  return [snapshot.value, snapshot.status, snapshot.context];
}

function stableJson(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function') return '[fn]';
    // Errors differ by their fields too (status, code, field messages), not only the message.
    if (v instanceof Error) return `[${v.name}: ${v.message}] ${JSON.stringify({ ...v })}`;
    if (typeof v === 'object' && v !== null) {
      // Actor references and other live objects: their id tells them apart.
      if ('send' in v && 'getSnapshot' in v) return `[actor ${(v as { id?: string }).id ?? ''}]`;
      if (seen.has(v)) return '[cycle]';
      seen.add(v);
    }
    return v;
  });
}

function invokeSource(node: AnyStateNode, invokeId: string): string | undefined {
  for (const candidate of allNodes(node.machine.root))
    for (const invoke of candidate.invoke)
      if (invoke.id === invokeId) return typeof invoke.src === 'string' ? invoke.src : invoke.id;
  return undefined;
}

/** The events the snapshot's active states listen for, with the model's payloads. */
function eventsFor(model: MachineModel, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.status !== 'active') return [];
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[])
    for (const eventType of node.transitions.keys()) types.add(eventType);
  const events: AnyEventObject[] = [];
  for (const type of types) {
    if (type.startsWith('xstate.done.state.') || type === '*') continue;
    if (type.startsWith('xstate.done.actor.')) {
      const src = invokeSource(snapshot.machine.root, type.slice('xstate.done.actor.'.length));
      for (const output of model.outputs?.[src ?? ''] ?? [undefined]) events.push({ type, output });
    } else if (type.startsWith('xstate.error.actor.')) {
      const src = invokeSource(snapshot.machine.root, type.slice('xstate.error.actor.'.length));
      for (const error of model.errors?.[src ?? ''] ?? [new Error('failed')])
        events.push({ type, error });
    } else if (type.startsWith('xstate.after.')) {
      events.push({ type });
    } else {
      for (const payload of model.events?.[type] ?? [{}]) events.push({ ...payload, type });
    }
  }
  return events;
}

/** An actor that never answers, in place of every call the machine invokes. */
const stalled = fromCallback(() => () => undefined);

/** A named action that is `sendParent(...)`: xstate builds it as a send to `#_parent`. */
const isSendParent = (action: unknown) => {
  const send = action as { type?: unknown; to?: unknown } | null;
  return send?.type === 'xstate.sendTo' && send.to === '#_parent';
};
const dropped = () => undefined;

/**
 * The machine as the walk and the replays run it: alone. Every call it invokes stalls, and what
 * it tells a parent is dropped: a step or a form runs as a child in the app, and with no parent
 * `sendParent` throws ("Unable to send event to actor '#_parent'"); the message is the parent's
 * behaviour, not this machine's.
 */
function runAlone(machine: AnyStateMachine, model: MachineModel): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of Object.keys(machine.implementations.actors)) actors[name] = stalled;
  const actions: Record<string, typeof dropped> = {};
  for (const [name, action] of Object.entries(machine.implementations.actions))
    if (isSendParent(action)) actions[name] = dropped;
  return machine.provide({
    ...model.provide,
    actors: { ...actors, ...model.provide?.actors },
    actions: { ...actions, ...model.provide?.actions },
  });
}

interface Edge {
  path: AnyEventObject[];
  expected: AnyMachineSnapshot;
}

/** The traversal options of a run: the events each snapshot listens for, how snapshots differ. */
export function _optionsFor(model: MachineModel, input: unknown) {
  const serialize = model.serialize ?? defaultSerialize;
  const options = {
    events: (snapshot: AnyMachineSnapshot) => eventsFor(model, snapshot),
    serializeState: (snapshot: AnyMachineSnapshot) => stableJson(serialize(snapshot)),
    serializeEvent: (event: AnyEventObject) => stableJson(event),
    limit: model.limit ?? DEFAULT_LIMIT,
    ...(input === undefined ? {} : { input }),
  };
  return options;
}

/** Above this many distinct snapshots a run's simple paths are too many to replay. */
const SIMPLE_PATHS_MAX_SNAPSHOTS = 12;

interface GeneratedTests {
  shortest: Edge[];
  edges: Edge[];
  simple: Edge[];
  snapshots: number;
}

function toEdge(path: { state: unknown; steps: { event: unknown }[] }): Edge {
  return {
    path: path.steps.slice(1).map((step) => step.event as AnyEventObject),
    expected: path.state as AnyMachineSnapshot,
  };
}

/**
 * The tests of one run: the shortest path to each snapshot, each edge of the graph (the shortest
 * path to its source, then its event), and, for a small graph, every simple path.
 */
function generateTests(
  machine: AnyStateMachine,
  model: MachineModel,
  input: unknown,
): GeneratedTests {
  const options = _optionsFor(model, input);
  const shortest = getShortestPaths(machine, options as never).map(toEdge);
  const prefixes = new Map(
    shortest.map((test) => [options.serializeState(test.expected), test.path] as const),
  );
  const adjacency = getAdjacencyMap(machine, options as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }
  >;
  const edges: Edge[] = [];
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const prefix = prefixes.get(from);
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions))
      edges.push({ path: [...prefix, event], expected: state });
  }
  const snapshots = Object.keys(adjacency).length;
  const simple =
    snapshots <= SIMPLE_PATHS_MAX_SNAPSHOTS
      ? getSimplePaths(machine, options as never).map(toEdge)
      : [];
  return { shortest, edges, simple, snapshots };
}

/** Runs every generated test of the model and counts what they covered. */
export function measureCoverage(
  name: string,
  machine: AnyStateMachine,
  model: MachineModel,
): MachineCoverage {
  // provide() builds new state nodes: count the ones the replays run on.
  const runnable = runAlone(machine, model);
  const transitions = definedTransitions(runnable);
  const states = definedStates(runnable);
  const takenTransitions = new Set<string>();
  const reachedStates = new Set<string>();
  const mismatches: string[] = [];
  const counts = { tests: 0, shortestPaths: 0, edgePaths: 0, simplePaths: 0, snapshots: 0 };
  for (const { model: run, input } of runsOf(model)) {
    const generated = generateTests(runnable, run, input);
    counts.shortestPaths += generated.shortest.length;
    counts.edgePaths += generated.edges.length;
    counts.simplePaths += generated.simple.length;
    counts.snapshots += generated.snapshots;
    for (const edge of [...generated.shortest, ...generated.edges, ...generated.simple]) {
      counts.tests += 1;
      const noteStates = (snapshot: AnyMachineSnapshot) => {
        for (const node of snapshot._nodes as AnyStateNode[]) reachedStates.add(node.id);
      };
      const actor = createActor(runnable, {
        ...(input === undefined ? {} : { input }),
        // Microsteps show what a settled snapshot hides: eventless steps and the states they
        // pass through, including those taken while the actor starts.
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep') return;
          if (inspection.actorRef.sessionId !== inspection.rootId) return;
          const step = inspection as unknown as {
            _transitions: AnyTransitionDefinition[];
            snapshot: AnyMachineSnapshot;
          };
          for (const t of step._transitions) {
            const named = transitions.get(t);
            if (named) takenTransitions.add(named);
            // A transition's source was active, even a start state left before any snapshot.
            reachedStates.add(t.source.id);
          }
          noteStates(step.snapshot);
        },
      });
      actor.subscribe({ error: () => undefined });
      actor.start();
      noteStates(actor.getSnapshot());
      for (const event of edge.path) {
        actor.send(event);
        noteStates(actor.getSnapshot());
      }
      const end = actor.getSnapshot();
      if (
        stableJson([end.value, end.status]) !==
        stableJson([edge.expected.value, edge.expected.status])
      )
        mismatches.push(
          `${edge.path.map((e) => e.type).join(' > ')}: ended in ${stableJson(end.value)}, the graph says ${stableJson(edge.expected.value)}`,
        );
      actor.stop();
    }
  }
  const allTransitionNames = [...transitions.values()];
  return {
    machine: name,
    ...counts,
    states: {
      covered: states.filter((s) => reachedStates.has(s.id)).length,
      total: states.length,
      missing: states.filter((s) => !reachedStates.has(s.id)).map((s) => s.id),
    },
    transitions: {
      covered: allTransitionNames.filter((t) => takenTransitions.has(t)).length,
      total: allTransitionNames.length,
      missing: allTransitionNames.filter((t) => !takenTransitions.has(t)),
    },
    mismatches,
  };
}
