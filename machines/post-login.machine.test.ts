import { createActor, fromPromise, waitFor } from 'xstate';
import type { RegistrationStatus } from '../api/registration';
import { network as networkCopy } from '../copy/spec/network';
import { postLoginMachine } from './post-login.machine';
import { registrationStatus } from './step-input.fixture';

const finished = registrationStatus({ status: 'complete' });

function start(fetch: () => Promise<RegistrationStatus>) {
  const calls = vi.fn(fetch);
  const machine = postLoginMachine.provide({
    actors: { fetchRegistrationStatus: fromPromise(() => calls()) },
  });
  return { actor: createActor(machine, { input: { layout: 'web' } }).start(), calls };
}

describe('the welcome-back flow', () => {
  it('reads the login answer once and ends on the page it names', async () => {
    const { actor, calls } = start(async () => ({
      ...finished,
      pendingPolicies: [{ id: 'p', type: 't', name: 'P', version: '1', url: null, content: null }],
    }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ route: '/web/welcome_policies' });
  });

  it('shows a failure and reads again on retry', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw new Error(networkCopy.generic);
      return finished;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(networkCopy.generic);
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });
});
