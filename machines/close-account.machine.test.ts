import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { network as networkCopy } from '../copy/spec/network';
import { closeAccountMachine } from './close-account.machine';

function run(
  close: () => Promise<void>,
  suspensionNow: () => Promise<string | null> = () => Promise.resolve(null),
) {
  let calls = 0;
  const actor = createActor(
    closeAccountMachine.provide({
      actors: {
        closeAccount: fromPromise(async () => {
          calls += 1;
          return close();
        }),
        suspensionNow: fromPromise(suspensionNow),
      },
    }),
  );
  const logouts: unknown[] = [];
  actor.on('session.logout', (event) => logouts.push(event));
  actor.start();
  return { actor, calls: () => calls, logouts };
}

describe('closing the account', () => {
  it('asks "Are you sure?" before anything is sent', () => {
    const { actor, calls } = run(async () => {});
    actor.send({ type: 'close.request' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(calls()).toBe(0);
  });

  it('sends nothing when the patron goes back, and asks again next time', () => {
    const { actor, calls } = run(async () => {});
    actor.send({ type: 'close.request' });
    actor.send({ type: 'confirm.back' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    actor.send({ type: 'close.request' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(calls()).toBe(0);
  });

  it('closes once on Yes, then announces the logout to /close_account_confirmation', async () => {
    const { actor, calls, logouts } = run(async () => {});
    actor.send({ type: 'close.request' });
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls()).toBe(1);
    expect(logouts).toEqual([{ type: 'session.logout', to: '/close_account_confirmation' }]);
  });

  it('keeps the session when the closure fails: the generic message, and the patron may try again', async () => {
    let fail = true;
    const { actor, calls, logouts } = run(async () => {
      if (fail) throw new Error('500');
    });
    actor.send({ type: 'close.request' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(networkCopy.generic);
    expect(logouts).toEqual([]);
    fail = false;
    actor.send({ type: 'close.request' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls()).toBe(2);
    expect(logouts).toHaveLength(1);
  });

  it.each([
    ['TIMEOUT_ERROR', networkCopy.timeout('close your account')],
    ['NETWORK_ERROR', networkCopy.connection('close your account')],
  ] as const)(
    'says a %s in its own words: the closure may have gone through (QA 8)',
    async (code, message) => {
      const { actor } = run(async () => {
        throw new ApiError({ code, message, action: 'close your account' });
      });
      actor.send({ type: 'close.request' });
      actor.send({ type: 'confirm.yes' });
      await waitFor(actor, (s) => s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe(message);
    },
  );

  // QA 14 (decision 088): a closure whose answer never came may have gone through.
  it.each([
    ['closed', 'the account is closed: the logout', 1],
    [null, 'no suspension: the timeout says so', 0],
    ['cool_off', 'another suspension: the timeout says so', 0],
  ] as const)('asks the registration status after a timeout: %s, %s', async (found, _, logs) => {
    const message = networkCopy.timeout('close your account');
    const { actor, calls, logouts } = run(
      async () => {
        throw new ApiError({ code: 'TIMEOUT_ERROR', message, action: 'close your account' });
      },
      () => Promise.resolve(found),
    );
    actor.send({ type: 'close.request' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.status === 'done' || s.context.error !== null);
    expect(calls()).toBe(1);
    expect(logouts).toHaveLength(logs);
    expect(actor.getSnapshot().context.error).toBe(logs ? null : message);
  });

  it("shows the first message of a refusal's errors map (QA 14)", async () => {
    const { actor } = run(async () => {
      throw new ApiError({
        code: 'HTTP_ERROR',
        message: networkCopy.generic,
        action: 'close your account',
        status: 422,
        fieldErrors: { base: 'You have a pending withdrawal' },
      });
    });
    actor.send({ type: 'close.request' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('You have a pending withdrawal');
  });
});
