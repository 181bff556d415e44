import { describe, expect, it, vi } from 'vitest';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { AnalyticsEvent } from '../analytics';
import {
  createFlowRegistry,
  type DraftStore,
  defineFlow,
  type FlowDraft,
  type FlowPorts,
} from './registry';

// A small flow: asks a port-provided service for a greeting, announces it, then ends naming a route.
const greetingMachine = setup({
  types: {} as {
    input: { name: string };
    context: { name: string; greeting: string | null };
    output: { route: '/email_verification/success' };
    emitted: { type: 'analytics' } & AnalyticsEvent;
  },
  actors: {
    greet: fromPromise<string, { name: string }>(async () => {
      throw new Error('the registry did not provide greet');
    }),
  },
}).createMachine({
  id: 'greeting',
  context: ({ input }) => ({ name: input.name, greeting: null }),
  initial: 'greeting',
  states: {
    greeting: {
      invoke: {
        src: 'greet',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'done', actions: assign({ greeting: ({ event }) => event.output }) },
      },
    },
    done: {
      type: 'final',
      entry: emit({
        type: 'analytics' as const,
        name: 'confirm_email_complete' as const,
        properties: { method: 'link' },
      }),
      output: { route: '/email_verification/success' },
    },
  },
  output: ({ event }) => event.output as { route: '/email_verification/success' },
});

interface TestPorts extends FlowPorts {
  greet: (name: string) => Promise<string>;
}

function registryWith(ports: Partial<TestPorts> = {}) {
  const load = vi.fn(async () => greetingMachine);
  const tracked: AnalyticsEvent[] = [];
  const greet = ports.greet ?? (async (name: string) => `hello ${name}`);
  const flows = {
    greeting: defineFlow({
      systemId: 'greetingFlow',
      load,
      provide: (machine, given) =>
        machine.provide({
          actors: {
            greet: fromPromise(({ input }) => (given as TestPorts).greet(input.name)),
          },
        }),
    }),
  };
  const registry = createFlowRegistry(flows, {
    track: (event) => tracked.push(event),
    greet,
  } as TestPorts);
  return { registry, load, tracked };
}

describe('the flow registry', () => {
  it('creates a flow once: a second ensure returns the same actor and loads nothing more', async () => {
    const { registry, load } = registryWith();

    const [first, second] = await Promise.all([
      registry.ensure('greeting', { name: 'Ada' }),
      registry.ensure('greeting', { name: 'Grace' }),
    ]);
    const third = await registry.ensure('greeting', { name: 'Linus' });

    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.getSnapshot().context.name).toBe('Ada');
  });

  it('restarts a flow: the old run stops, a new one starts with the new input', async () => {
    const { registry } = registryWith({ greet: () => new Promise(() => {}) });
    const first = await registry.ensure('greeting', { name: 'Ada' });

    const second = await registry.restart('greeting', { name: 'Grace' });

    expect(second).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(second.getSnapshot().context.name).toBe('Grace');
    expect(registry.get('greeting')).toBe(second);
  });

  it('hands its latest run, waiting for one still loading, and nothing when there is none', async () => {
    const { registry } = registryWith({ greet: () => new Promise(() => {}) });
    expect(await registry.latest('greeting')).toBeUndefined();
    const first = await registry.ensure('greeting', { name: 'Ada' });

    const starting = registry.restart('greeting', { name: 'Grace' });
    // Before the new run exists, `get` knows none; `latest` waits for it.
    expect(registry.get('greeting')).toBeUndefined();
    const latest = await registry.latest('greeting');

    expect(latest).toBe(await starting);
    expect(latest).not.toBe(first);
  });

  it('runs the flow under its systemId, so the inspector and the actor system find it', async () => {
    const { registry } = registryWith({ greet: () => new Promise(() => {}) });

    const actor = await registry.ensure('greeting', { name: 'Ada' });

    expect(actor.system.get('greetingFlow')).toBe(actor);
    expect(registry.get('greeting')).toBe(actor);
  });

  it('provides the ports its owner gave to the flow machine', async () => {
    const greet = vi.fn(async (name: string) => `welcome, ${name}`);
    const { registry } = registryWith({ greet });

    const actor = await registry.ensure('greeting', { name: 'Ada' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));

    expect(greet).toHaveBeenCalledWith('Ada');
    expect(actor.getSnapshot().context.greeting).toBe('welcome, Ada');
  });

  it('hands the analytics a flow emits to the analytics port', async () => {
    const { registry, tracked } = registryWith();
    const actor = await registry.ensure('greeting', { name: 'Ada' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));

    expect(tracked).toEqual([{ name: 'confirm_email_complete', properties: { method: 'link' } }]);
  });

  it('tells its listeners about each flow it starts, and knows no flow before that', async () => {
    const { registry } = registryWith({ greet: () => new Promise(() => {}) });
    const started: string[] = [];
    registry.onStart((id) => started.push(id));

    expect(registry.get('greeting')).toBeUndefined();
    await registry.ensure('greeting', { name: 'Ada' });
    await registry.ensure('greeting', { name: 'Ada' });

    expect(started).toEqual(['greeting']);
  });

  it('stops every running flow and forgets it, so the next visit starts afresh', async () => {
    const { registry, load } = registryWith({ greet: () => new Promise(() => {}) });
    const actor = await registry.ensure('greeting', { name: 'Ada' });

    registry.stopAll();

    expect(actor.getSnapshot().status).toBe('stopped');
    expect(registry.get('greeting')).toBeUndefined();
    const again = await registry.ensure('greeting', { name: 'Grace' });
    expect(again).not.toBe(actor);
    expect(again.getSnapshot().context.name).toBe('Grace');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries the load again on the next visit when the chunk did not arrive', async () => {
    const { registry, load } = registryWith();
    load.mockRejectedValueOnce(new Error('chunk failed'));

    await expect(registry.ensure('greeting', { name: 'Ada' })).rejects.toThrow('chunk failed');
    const actor = await registry.ensure('greeting', { name: 'Ada' });

    expect(actor.getSnapshot().context.name).toBe('Ada');
  });

  it("keeps a flow's draft for the next run, and forgets it when a run finishes (decision 076)", async () => {
    const saved = new Map<string, FlowDraft>();
    const drafts: DraftStore = {
      read: (key) => saved.get(key) ?? null,
      write: (key, draft) => (draft ? saved.set(key, draft) : saved.delete(key)),
    };
    const editing = setup({
      types: {} as {
        input: { savedDraft?: FlowDraft | null };
        context: { note: string };
        events: { type: 'note.change'; value: string } | { type: 'finish' };
      },
    }).createMachine({
      context: ({ input }) => ({ note: input.savedDraft?.note ?? '' }),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'note.change': { actions: assign({ note: ({ event }) => event.value }) },
            finish: 'done',
          },
        },
        done: { type: 'final' },
      },
    });
    const registry = createFlowRegistry(
      {
        note: defineFlow({
          systemId: 'noteFlow',
          load: async () => editing,
          draft: ({ context }) => ({ note: context.note }),
        }),
      },
      { track: () => {}, drafts },
    );

    const first = await registry.ensure('note', {});
    first.send({ type: 'note.change', value: 'typed before the reload' });
    expect(saved.get('flow:noteFlow')).toEqual({ note: 'typed before the reload' });

    const second = await registry.restart('note', {});
    expect(second.getSnapshot().context.note).toBe('typed before the reload');
    second.send({ type: 'finish' });
    expect(saved.has('flow:noteFlow')).toBe(false);
  });
});
