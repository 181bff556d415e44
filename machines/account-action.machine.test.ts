import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { network as networkCopy } from '../copy/spec/network';
import { accountActionMachine } from './account-action.machine';

function run(perform: () => Promise<void>) {
  let calls = 0;
  const actor = createActor(
    accountActionMachine.provide({
      actors: {
        perform: fromPromise(async () => {
          calls += 1;
          return perform();
        }),
      },
    }),
    { input: { done: '/continue_registration', failure: 'It failed' } },
  ).start();
  return { actor, calls: () => calls };
}

describe('a confirmed account action', () => {
  it('calls once on confirm and ends on the page its definition names', async () => {
    const { actor, calls } = run(async () => {});
    actor.send({ type: 'confirm' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(calls()).toBe(1);
    expect(done.output).toEqual({ route: '/continue_registration' });
  });

  it('sends nothing more while the call is pending', () => {
    const { actor, calls } = run(() => new Promise(() => {}));
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls()).toBe(1);
  });

  it("shows the action's message on failure and lets the patron try again", async () => {
    let fail = true;
    const { actor, calls } = run(async () => {
      if (fail) throw new Error('500');
    });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('It failed');
    fail = false;
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls()).toBe(2);
  });

  it("says the catalogue's line for a timeout or a lost connection, not the action's message (contract.md 8)", async () => {
    for (const [code, message] of [
      ['TIMEOUT_ERROR', networkCopy.timeout('confirm you are fit to play')],
      ['CONNECTION_ERROR', networkCopy.connection('confirm you are fit to play')],
      ['NETWORK_ERROR', networkCopy.connection('confirm you are fit to play')],
    ] as const) {
      const { actor } = run(async () => {
        throw new ApiError({ code, message, action: 'confirm you are fit to play' });
      });
      actor.send({ type: 'confirm' });
      const failed = await waitFor(actor, (s) => s.context.error !== null);
      expect(failed.context.error).toBe(message);
    }
  });
});
