import type { Actor, AnyStateMachine, InputFrom, InspectionEvent, SnapshotFrom } from 'xstate';
import type { AnalyticsEvent } from '../analytics';

/**
 * The flow registry (decision 008): the app's flows beyond sign-up, each a machine that loads on
 * demand and runs as one long-lived actor. A route's `beforeLoad` ensures its flow
 * (src/flow-navigation.ts `enterFlow`), the view reaches the actor with `useFlow`
 * (src/flows/use-flow.ts), and a final state's output naming a route becomes a navigation in
 * src/flow-navigation.ts. The registry lives in the router context; its owner (the app's start-up)
 * gives it the ports the flows need.
 */

/** What the registry's owner gives every flow: the browser-side services a machine cannot reach. */
export interface FlowPorts {
  /** The analytics port (src/analytics.ts `track`): a flow's emitted `analytics` events go here. */
  track: (event: AnalyticsEvent) => void;
  /** The inspector's hook when QA turned it on (src/inspector.ts). */
  inspect?: (event: InspectionEvent) => void;
  /** Where a flow's draft waits for a reload (src/session-draft.ts); none keeps nothing. */
  drafts?: DraftStore;
}

/** A flow's draft: text fields by name, as the patron typed them. */
export type FlowDraft = Record<string, string>;

/** Keeps one draft per key for this tab; writing null forgets it. */
export interface DraftStore {
  read(key: string): FlowDraft | null;
  write(key: string, draft: FlowDraft | null): void;
}

/** One flow: its machine, loaded on demand, the systemId it runs under, and how it gets its ports. */
export interface FlowDef<TLogic extends AnyStateMachine = AnyStateMachine> {
  /** The actor's systemId: the inspector and `system.get` find the flow by it. */
  systemId: string;
  /** A dynamic import, so the flow's code is not in the first screen (decision 005). */
  load: () => Promise<TLogic>;
  /** Hands the machine its side effects from the ports (`machine.provide(...)`). */
  provide?(logic: TLogic, ports: FlowPorts): TLogic;
  /**
   * What of a run survives a reload of its page (DESIGN.md: nothing typed is lost on a reload,
   * decision 076): the text fields the patron typed, never a password, an SSN, a code or a token
   * (an allow-list, like the saved sign-up's). The next run gets them back in its input as
   * `savedDraft`; a run that finishes forgets them, and so does a session that ends.
   */
  draft?(snapshot: SnapshotFrom<TLogic>): FlowDraft | null;
}

/** The storage key of a flow's draft; every key with this prefix goes with the session. */
export const FLOW_DRAFT_PREFIX = 'flow:';

/** Keeps the machine type of a definition (so `useFlow` hands back a typed actor). */
export const defineFlow = <TLogic extends AnyStateMachine>(def: FlowDef<TLogic>): FlowDef<TLogic> =>
  def;

/** A table of flows by id. */
export type FlowTable = Record<string, FlowDef>;

/** The machine of a flow of a table. */
export type FlowLogic<T extends FlowTable, Id extends keyof T> =
  T[Id] extends FlowDef<infer TLogic> ? TLogic : never;
/** The running actor of a flow of a table. */
export type FlowActorOf<T extends FlowTable, Id extends keyof T> = Actor<FlowLogic<T, Id>>;
/** The input a flow starts with. */
export type FlowInputOf<T extends FlowTable, Id extends keyof T> = InputFrom<FlowLogic<T, Id>>;

/** The running flows of the app, keyed by flow id; each one is created at most once. */
export interface FlowRegistry<T extends FlowTable> {
  /**
   * The flow's actor, created and started on the first call with this input (the machine loads
   * on demand); later calls return the same actor and ignore their input.
   */
  ensure<Id extends keyof T & string>(
    id: Id,
    input: FlowInputOf<T, Id>,
  ): Promise<FlowActorOf<T, Id>>;
  /**
   * A new run of the flow: the one running (or finished) is stopped and forgotten first. For a
   * page that starts over on each visit (a password reset request after an expired link).
   */
  restart<Id extends keyof T & string>(
    id: Id,
    input: FlowInputOf<T, Id>,
  ): Promise<FlowActorOf<T, Id>>;
  /** The flow's actor once `ensure` has created it, else undefined. */
  get<Id extends keyof T & string>(id: Id): FlowActorOf<T, Id> | undefined;
  /**
   * The flow's latest run once it exists, waiting for one still loading (a page whose entry
   * started a run, left before that run was created): undefined when there is none or its load
   * failed.
   */
  latest<Id extends keyof T & string>(id: Id): Promise<FlowActorOf<T, Id> | undefined>;
  /**
   * Called with each flow just after it starts, a restart's new run included: src/flow-navigation.ts
   * follows their outputs, and `useFlow` moves a mounted view to the new run.
   */
  onStart(
    listener: (id: keyof T & string, actor: FlowActorOf<T, keyof T & string>) => void,
  ): () => void;
  /** Stops every running flow and forgets it (a session that ends takes its flows with it). */
  stopAll(): void;
}

type AnalyticsEmitted = { type: 'analytics' } & AnalyticsEvent;

/**
 * Creates the registry of a flow table, with the ports its owner provides. The app hands a loader
 * of the table (src/flows/flows.ts is a lazy chunk, so no flow's wiring weighs on the first
 * screen); tests may hand the table itself.
 */
export function createFlowRegistry<T extends FlowTable>(
  flows: T | (() => Promise<T>),
  ports: FlowPorts,
): FlowRegistry<T> {
  const table = typeof flows === 'function' ? flows : async () => flows;
  type Id = keyof T & string;
  const pending = new Map<Id, Promise<FlowActorOf<T, Id>>>();
  const running = new Map<Id, FlowActorOf<T, Id>>();
  const listeners = new Set<(id: Id, actor: FlowActorOf<T, Id>) => void>();

  async function create<K extends Id>(id: K, input: FlowInputOf<T, K>) {
    const def = (await table())[id] as FlowDef;
    // XState itself is no part of the first screen (decision 073): it comes with the flow.
    const [loaded, { createActor }] = await Promise.all([def.load(), import('xstate')]);
    const logic = def.provide ? def.provide(loaded, ports) : loaded;
    const draftKey = `${FLOW_DRAFT_PREFIX}${def.systemId}`;
    const keep = def.draft && ports.drafts ? { pick: def.draft, store: ports.drafts } : null;
    const savedDraft = keep?.store.read(draftKey);
    const actor = createActor(logic, {
      input: savedDraft ? { ...(input as object), savedDraft } : input,
      systemId: def.systemId,
      inspect: ports.inspect,
    }) as FlowActorOf<T, K>;
    if (keep)
      actor.subscribe(() => {
        const snapshot = actor.getSnapshot() as SnapshotFrom<AnyStateMachine>;
        keep.store.write(draftKey, snapshot.status === 'done' ? null : keep.pick(snapshot));
      });
    // A flow announces product analytics by emitting them; the port records them.
    actor.on('analytics', ({ type: _type, ...event }: AnalyticsEmitted) =>
      ports.track(event as AnalyticsEvent),
    );
    actor.start();
    running.set(id, actor);
    for (const listener of listeners) listener(id, actor);
    return actor;
  }

  const registry: FlowRegistry<T> = {
    restart(id, input) {
      running.get(id)?.stop();
      running.delete(id);
      pending.delete(id);
      return registry.ensure(id, input);
    },
    ensure(id, input) {
      let actor = pending.get(id);
      if (!actor) {
        actor = create(id, input);
        pending.set(id, actor);
        // A failed load (a chunk that did not arrive) may be retried by the next visit.
        actor.catch(() => pending.delete(id));
      }
      return actor as Promise<FlowActorOf<T, typeof id>>;
    },
    get: (id) => running.get(id) as FlowActorOf<T, typeof id> | undefined,
    latest: (id) =>
      (pending.get(id) ?? Promise.resolve(undefined)).then(
        (actor) => actor as FlowActorOf<T, typeof id> | undefined,
        () => undefined,
      ),
    onStart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stopAll() {
      for (const actor of running.values()) actor.stop();
      running.clear();
      pending.clear();
    },
  };
  return registry;
}
