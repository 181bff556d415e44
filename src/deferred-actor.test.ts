import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, assign, createActor, setup } from 'xstate';
import { deferActor, type FirstView } from './deferred-actor';

// Decision 073: the stand-in an actor is while its machine loads. What it shows, what it holds,
// and how it hands over.

const counter = setup({
  types: {
    context: {} as { typed: string; submitted: number },
    events: {} as { type: 'type'; text: string } | { type: 'submit' },
  },
}).createMachine({
  context: { typed: '', submitted: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        type: { actions: assign({ typed: ({ context, event }) => context.typed + event.text }) },
        // A submit counts only once something was typed: the replay's order matters.
        submit: {
          guard: ({ context }) => context.typed !== '',
          actions: assign({ submitted: ({ context }) => context.submitted + 1 }),
        },
      },
    },
  },
});
type CounterActor = ActorRefFrom<typeof counter>;
type Snapshot = ReturnType<CounterActor['getSnapshot']>;

const view = (typed: string) =>
  ({ status: 'active', context: { typed, submitted: 0 } }) as Snapshot;
const firstView: FirstView<Snapshot, { type: 'type'; text: string } | { type: 'submit' }> = {
  initial: view(''),
  started: (snapshot) => ({ ...snapshot, value: 'started' }) as unknown as Snapshot,
  apply: (snapshot, event) =>
    event.type === 'type' ? view(snapshot.context.typed + event.text) : snapshot,
};

describe('an actor whose machine has not loaded yet', () => {
  it('shows its first view, and what the events sent meanwhile change of it', () => {
    const { actor } = deferActor<CounterActor>(firstView);
    const seen: string[] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context.typed));
    expect(actor.getSnapshot().context.typed).toBe('');
    actor.send({ type: 'type', text: 'A' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'type', text: 'da' });
    expect(actor.getSnapshot().context.typed).toBe('Ada');
    // A submit changes nothing of the view: it waits for the machine.
    expect(seen).toEqual(['A', 'Ada']);
  });

  it('hands over: started, the events replayed in order, every subscriber moved once', () => {
    const deferred = deferActor<CounterActor>(firstView);
    const { actor } = deferred;
    const seen: Snapshot[] = [];
    const subscription = actor.subscribe({ next: (snapshot) => seen.push(snapshot) });
    actor.start();
    expect(actor.getSnapshot().value as string).toBe('started');
    actor.send({ type: 'submit' });
    actor.send({ type: 'type', text: 'Ada' });
    actor.send({ type: 'submit' });
    seen.length = 0;

    const real = createActor(counter);
    deferred.attach(real);
    expect(real.getSnapshot().status).toBe('active');
    // The first submit came before anything was typed, as the machine sees it too.
    expect(real.getSnapshot().context).toEqual({ typed: 'Ada', submitted: 1 });
    expect(seen).toEqual([real.getSnapshot()]);
    // From now on the stand-in is the machine's actor.
    expect(actor.getSnapshot()).toBe(real.getSnapshot());
    actor.send({ type: 'type', text: '!' });
    expect(real.getSnapshot().context.typed).toBe('Ada!');
    expect(seen.at(-1)?.context.typed).toBe('Ada!');
    expect(actor.id).toBe(real.id);
    subscription.unsubscribe();
    actor.send({ type: 'type', text: '?' });
    expect(seen.at(-1)?.context.typed).toBe('Ada!');
    real.stop();
  });

  it('does not start a machine nobody started, and a stopped stand-in takes none', () => {
    const unstarted = deferActor<CounterActor>(firstView);
    const real = createActor(counter);
    unstarted.attach(real);
    expect(real.getSnapshot().status).toBe('active');
    expect((real as unknown as { _processingStatus: number })._processingStatus).toBe(0);

    const stopped = deferActor<CounterActor>(firstView);
    stopped.actor.send({ type: 'type', text: 'A' });
    stopped.actor.stop();
    expect(stopped.stopped).toBe(true);
    const unused = createActor(counter);
    stopped.attach(unused);
    expect(unused.getSnapshot().context.typed).toBe('');
    expect(stopped.actor.getSnapshot().context.typed).toBe('A');
  });

  it('a subscriber that left before the hand-over is not moved', () => {
    const deferred = deferActor<CounterActor>(firstView);
    const seen: string[] = [];
    deferred.actor.subscribe((snapshot) => seen.push(snapshot.context.typed)).unsubscribe();
    deferred.actor.send({ type: 'type', text: 'A' });
    const real = createActor(counter).start();
    deferred.attach(real);
    real.send({ type: 'type', text: 'B' });
    expect(seen).toEqual([]);
    real.stop();
  });

  it('moves the subscribers when the caller says, the machine answering for itself meanwhile', () => {
    const deferred = deferActor<CounterActor>(firstView);
    const seen: string[] = [];
    deferred.actor.subscribe((snapshot) => seen.push(snapshot.context.typed));
    deferred.actor.send({ type: 'type', text: 'A' });
    seen.length = 0;
    const later: (() => void)[] = [];
    const real = createActor(counter).start();
    deferred.attach(real, (work) => later.push(work));
    deferred.actor.send({ type: 'type', text: 'da' });
    expect(deferred.actor.getSnapshot().context.typed).toBe('Ada');
    expect(seen).toEqual([]);
    for (const work of later) work();
    expect(seen).toEqual(['Ada']);
    real.send({ type: 'type', text: '!' });
    expect(seen).toEqual(['Ada', 'Ada!']);
    real.stop();
  });
});
