import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { createTrail, TRAIL_LENGTH } from './trail';

const registration = setup({
  types: {
    context: {} as { status: { status: string } | null; email: string },
    events: {} as
      | { type: 'synced'; status: string; email: string }
      | { type: 'code.change'; code: string; id: number },
  },
}).createMachine({
  id: 'registration',
  context: { status: null, email: '' },
  initial: 'syncing',
  states: {
    syncing: {
      on: {
        synced: {
          target: 'ready',
          actions: assign(({ event }) => ({
            status: { status: event.status },
            email: event.email,
          })),
        },
      },
    },
    ready: {
      on: {
        synced: {
          actions: assign(({ event }) => ({ status: { status: event.status } })),
        },
        'code.change': {},
      },
    },
  },
});

describe('the trail an error report carries', () => {
  it('scrubs an event when the trail is read, not while the machine takes it (issue 17 item 2)', () => {
    const trail = createTrail();
    const actor = createActor(registration, { inspect: trail.inspect }).start();
    let reads = 0;
    actor.send({
      type: 'synced',
      get status() {
        reads += 1;
        return 'created';
      },
      email: 'jo@example.com',
    });
    const taken = reads; // the machine's own assign
    const entry = trail.entries().find((e) => e.event === 'synced');
    expect(reads).toBe(taken + 1);
    expect(entry?.data).toEqual({ status: 'created' });
    expect(JSON.stringify(trail.report())).not.toContain('jo@example.com');
    trail.entries();
    expect(reads).toBe(taken + 1); // once each
  });

  it('records machine, state, event type and only ids and statuses, with the status path', () => {
    const trail = createTrail();
    const actor = createActor(registration, { systemId: 'onboarding', inspect: trail.inspect });
    actor.start();
    actor.send({ type: 'synced', status: 'created', email: 'jo@example.com' });
    actor.send({ type: 'code.change', code: '123456', id: 7 });
    actor.send({ type: 'synced', status: 'pendingKyc', email: 'jo@example.com' });

    const entries = trail.entries();
    expect(entries.map((e) => [e.machine, e.state, e.event])).toEqual([
      ['onboarding', 'syncing', 'xstate.init'],
      ['onboarding', 'ready', 'synced'],
      ['onboarding', 'ready', 'code.change'],
      ['onboarding', 'ready', 'synced'],
    ]);
    expect(entries[1]?.data).toEqual({ status: 'created' });
    expect(entries[2]?.data).toEqual({ id: 7 });
    expect(JSON.stringify(entries)).not.toMatch(/123456|jo@example\.com/);
    expect(trail.statusPath()).toEqual(['created', 'pendingKyc']);
  });

  it(`keeps the last ${TRAIL_LENGTH} transitions`, () => {
    const trail = createTrail();
    const actor = createActor(registration, { inspect: trail.inspect }).start();
    for (let i = 0; i < TRAIL_LENGTH + 10; i += 1)
      actor.send({ type: 'synced', status: `s${i}`, email: '' });
    const entries = trail.entries();
    expect(entries).toHaveLength(TRAIL_LENGTH);
    expect(entries.at(-1)?.data).toEqual({ status: `s${TRAIL_LENGTH + 9}` });
    expect(entries[0]?.machine).toBe('registration');
  });
});
