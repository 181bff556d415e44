import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { network as networkCopy } from '../copy/spec/network';
import { depositAckMachine } from './deposit-ack.machine';

describe('the deposit acknowledgement machine', () => {
  it('records the answer once, then hands the app back to its deposit', async () => {
    let calls = 0;
    let wentBack = 0;
    const actor = createActor(
      depositAckMachine.provide({
        actors: {
          acknowledge: fromPromise(async () => {
            calls += 1;
          }),
        },
        actions: { goBackToDeposit: () => (wentBack += 1) },
      }),
    ).start();
    actor.send({ type: 'acknowledge' });
    actor.send({ type: 'acknowledge' });
    await waitFor(actor, (s) => s.matches('acknowledged'));
    expect(calls).toBe(1);
    expect(wentBack).toBe(1);
  });

  it('shows the failure and lets the patron try again', async () => {
    let fail = true;
    const actor = createActor(
      depositAckMachine.provide({
        actors: {
          acknowledge: fromPromise(async () => {
            if (fail) throw new Error(networkCopy.generic);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'acknowledge' });
    await waitFor(actor, (s) => s.matches('asking') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(networkCopy.generic);
    fail = false;
    actor.send({ type: 'acknowledge' });
    await waitFor(actor, (s) => s.matches('acknowledged'));
  });
});
