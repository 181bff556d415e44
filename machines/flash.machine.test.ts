import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flashMachine } from './flash.machine';

const started = () => {
  const actor = createActor(flashMachine).start();
  actor.send({ type: 'location.change', path: '/a' });
  return actor;
};

describe('flash messages', () => {
  it('shows success and danger banners and lets the user close one', () => {
    const actor = started();
    actor.send({ type: 'flash.show', kind: 'success', text: 'Saved' });
    actor.send({ type: 'flash.show', kind: 'danger', text: 'Failed' });
    const [first] = actor.getSnapshot().context.messages;
    actor.send({ type: 'flash.dismiss', id: first?.id ?? -1 });
    expect(actor.getSnapshot().context.messages.map((m) => [m.type, m.text])).toEqual([
      ['danger', 'Failed'],
    ]);
  });

  it('clears messages when the location changes', () => {
    const actor = started();
    actor.send({ type: 'flash.show', kind: 'danger', text: 'Failed' });
    actor.send({ type: 'location.change', path: '/b' });
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('keeps a message raised for the page the user is being sent to, then clears it after', () => {
    const actor = started();
    actor.send({ type: 'flash.show', kind: 'danger', text: 'Try again', route: '/b' });
    actor.send({ type: 'location.change', path: '/b' });
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual(['Try again']);
    actor.send({ type: 'location.change', path: '/c' });
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('ignores a location change to the same path and shows a repeated text once', () => {
    const actor = started();
    actor.send({ type: 'flash.show', kind: 'danger', text: 'Failed' });
    actor.send({ type: 'flash.show', kind: 'danger', text: 'Failed' });
    actor.send({ type: 'location.change', path: '/a' });
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });
});

describe('flash types written in either case', () => {
  it('reads SUCCESS and DANGER as success and danger banners', () => {
    const actor = started();
    actor.send({ type: 'flash.show', kind: 'SUCCESS', text: 'Saved' });
    actor.send({ type: 'flash.show', kind: 'DANGER', text: 'Failed' });
    expect(actor.getSnapshot().context.messages.map((m) => [m.type, m.text])).toEqual([
      ['success', 'Saved'],
      ['danger', 'Failed'],
    ]);
  });

  it('shows no banner for a type that is neither success nor danger', () => {
    const actor = started();
    actor.send({ type: 'flash.show', kind: 'warning' as never, text: 'Hmm' });
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });
});
