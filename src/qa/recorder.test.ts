import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { chartRows, readableEvent } from './chart';
import { createQaRecorder, EVENT_LIMIT } from './recorder';

const signIn = setup({
  types: {
    context: {} as { email: string },
    events: {} as { type: 'email.change'; value: string } | { type: 'submit' } | { type: 'back' },
  },
}).createMachine({
  id: 'signIn',
  context: { email: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value }) },
        submit: 'sending',
      },
    },
    sending: { on: { back: 'editing' } },
  },
});

describe('the QA panel’s live view of the machines', () => {
  it('lists every actor with its systemId, machine and state, and the events redacted', async () => {
    vi.useFakeTimers();
    const recorder = createQaRecorder();
    const changes = vi.fn();
    recorder.subscribe(changes);
    const actor = createActor(signIn, { systemId: 'signIn', inspect: recorder.inspect }).start();
    actor.send({ type: 'email.change', value: 'jo@example.com' });
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();

    expect(changes).toHaveBeenCalledTimes(1); // one render for the burst
    expect(
      recorder
        .actors()
        .map(({ systemId, machine, state, status }) => ({ systemId, machine, state, status })),
    ).toEqual([{ systemId: 'signIn', machine: 'signIn', state: 'sending', status: 'active' }]);
    const events = recorder
      .events()
      .map(({ actor: name, type, payload }) => ({ name, type, payload }));
    expect(events).toContainEqual({
      name: 'signIn',
      type: 'email.change',
      payload: '{"value":"[redacted]"}',
    });
    expect(events).toContainEqual({ name: 'signIn', type: 'submit', payload: '' });
    expect(JSON.stringify(recorder.events())).not.toContain('jo@example.com');
  });

  it('copies and redacts a payload when the rows are read, not while the event is sent (issue 17 item 2)', () => {
    const recorder = createQaRecorder();
    const actor = createActor(signIn, { inspect: recorder.inspect }).start();
    let reads = 0;
    const event = {
      type: 'email.change' as const,
      get value() {
        reads += 1;
        return 'jo@example.com';
      },
    };
    actor.send(event);
    expect(reads).toBe(1); // the machine's own assign
    const [row] = recorder.events().filter((e) => e.type === 'email.change');
    expect(reads).toBe(2);
    expect(row?.payload).toBe('{"value":"[redacted]"}');
  });

  it('knows which actor started which (the actor tree)', () => {
    const recorder = createQaRecorder();
    const parent = setup({ actors: { child: signIn } }).createMachine({
      id: 'parent',
      invoke: { src: 'child', systemId: 'child' },
    });
    const actor = createActor(parent, { systemId: 'parent', inspect: recorder.inspect }).start();
    const rows = recorder.actors();
    const child = rows.find((row) => row.systemId === 'child');
    expect(child?.machine).toBe('signIn');
    expect(child?.name).toBe('child');
    expect(child?.parentId).toBe(actor.sessionId);
  });

  it(`keeps the last ${EVENT_LIMIT} events`, () => {
    const recorder = createQaRecorder();
    const actor = createActor(signIn, { inspect: recorder.inspect }).start();
    for (let i = 0; i < EVENT_LIMIT + 20; i += 1) actor.send({ type: 'back' });
    const events = recorder.events();
    expect(events).toHaveLength(EVENT_LIMIT);
    expect(events.at(-1)?.seq).toBeGreaterThan(EVENT_LIMIT);
  });

  it('draws the machine’s chart with the active state and where each event leads', () => {
    const actor = createActor(signIn).start();
    actor.send({ type: 'submit' });
    const rows = chartRows(actor);
    expect(rows.map(({ key, depth, parent, active }) => ({ key, depth, parent, active }))).toEqual([
      { key: '(signIn)', depth: 0, parent: null, active: true },
      { key: 'editing', depth: 1, parent: 'signIn', active: false },
      { key: 'sending', depth: 1, parent: 'signIn', active: true },
    ]);
    expect(rows[1]?.transitions).toContainEqual({ event: 'submit', targets: ['sending'] });
    expect(readableEvent('xstate.done.actor.0.onboarding.booting')).toBe('onDone');
    expect(readableEvent('xstate.error.actor.0.onboarding.booting')).toBe('onError');
    expect(readableEvent('xstate.after.5000.kyc.pending')).toBe('after 5000');
  });
});
