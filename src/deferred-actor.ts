import type { AnyActorRef, EventFrom, Observer, SnapshotFrom, Subscription } from 'xstate';

/**
 * An actor whose machine has not loaded yet (decision 073). The first screen paints without
 * XState or the sign-up machines; until they arrive, screens read the machine's first view
 * (src/first-view.ts: the same context the machine starts with) through this stand-in, and what
 * they send waits, in order. `attach` hands over to the machine's actor: started if `start()` was
 * called, the events replayed, every subscriber moved to it. From then on the stand-in is the
 * actor: every property is the real one's.
 */
export interface FirstView<TSnapshot, TEvent> {
  /** The snapshot the machine starts with, as far as the screens read it. */
  initial: TSnapshot;
  /** What start() changes of it (the children the machine invokes at once). */
  started?: (snapshot: TSnapshot) => TSnapshot;
  /** What an event sent before the machine runs changes of it (what is typed shows at once). */
  apply?: (snapshot: TSnapshot, event: TEvent) => TSnapshot;
}

export interface Deferred<TActor> {
  /** The actor screens and the app hold, before and after the hand-over. */
  actor: TActor;
  /**
   * Hands over to the machine's actor (ignored once the stand-in was stopped). `when` runs the
   * move of the subscribers, and so the screens' render of the machine's state: the page gives it
   * a task of its own (total blocking time); at once by default.
   */
  attach: (real: TActor, when?: (work: () => void) => void) => void;
  /** True once stop() was called before the hand-over: no machine needs creating. */
  readonly stopped: boolean;
}

interface Subscriber<TSnapshot> {
  next: (snapshot: TSnapshot) => void;
  moved?: Subscription;
}

export function deferActor<TActor extends AnyActorRef>(
  view: FirstView<SnapshotFrom<TActor>, EventFrom<TActor>>,
): Deferred<TActor> {
  type Snapshot = SnapshotFrom<TActor>;
  let real: TActor | null = null;
  let snapshot = view.initial;
  let started = false;
  let stopped = false;
  const waiting: EventFrom<TActor>[] = [];
  const subscribers = new Set<Subscriber<Snapshot>>();
  const show = (next: Snapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    for (const subscriber of [...subscribers]) subscriber.next(snapshot);
  };
  const standIn = {
    getSnapshot: () => snapshot,
    subscribe(observer: Observer<Snapshot> | ((snapshot: Snapshot) => void)): Subscription {
      const subscriber: Subscriber<Snapshot> = {
        next: typeof observer === 'function' ? observer : (value) => observer.next?.(value),
      };
      subscribers.add(subscriber);
      return {
        unsubscribe: () => {
          subscribers.delete(subscriber);
          subscriber.moved?.unsubscribe();
        },
      };
    },
    send(event: EventFrom<TActor>) {
      waiting.push(event);
      if (view.apply) show(view.apply(snapshot, event));
    },
    start() {
      if (started) return;
      started = true;
      if (view.started) show(view.started(snapshot));
    },
    stop() {
      stopped = true;
    },
  };
  const actor = new Proxy(standIn, {
    get(target, key) {
      if (!real) return Reflect.get(target, key);
      const value = Reflect.get(real, key, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
  }) as unknown as TActor;
  return {
    actor,
    get stopped() {
      return stopped;
    },
    attach(machine, when = (work) => work()) {
      if (stopped || real) return;
      real = machine;
      if (started) machine.start();
      for (const event of waiting.splice(0)) machine.send(event);
      // Subscribers moved after the replay see its outcome once, the latest snapshot. One that
      // left meanwhile is gone from the set; one that came meanwhile subscribed to the machine.
      when(() => {
        for (const subscriber of subscribers) subscriber.moved = machine.subscribe(subscriber.next);
        const latest = machine.getSnapshot();
        for (const subscriber of subscribers) subscriber.next(latest);
      });
    },
  };
}
