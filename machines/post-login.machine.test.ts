import { createActor, fromPromise, waitFor } from 'xstate';
import type { RegistrationStatus } from '../api/registration';
import { network as networkCopy } from '../copy/spec/network';
import type { RoutePath } from './paths';
import { postLoginMachine } from './post-login.machine';
import { registrationStatus } from './step-input.fixture';

const finished = registrationStatus({ status: 'complete' });

function start(
  fetch: () => Promise<RegistrationStatus>,
  regionRequiresEmailVerification = true,
  page: RoutePath | null = null,
) {
  const calls = vi.fn(fetch);
  const machine = postLoginMachine.provide({
    actors: {
      fetchLoginAnswer: fromPromise(async () => ({
        status: await calls(),
        regionRequiresEmailVerification,
      })),
    },
  });
  return { actor: createActor(machine, { input: { layout: 'web', page } }).start(), calls };
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

  it('asks for the email code only where the region asks for a verified email (product.md 4.3)', async () => {
    const required = { ...finished, emailVerificationStatus: 'REQUIRED' as const };
    const asked = start(async () => required, true);
    await waitFor(asked.actor, (s) => s.status === 'done');
    expect(asked.actor.getSnapshot().output).toEqual({ route: '/login/email_verification' });
    const notAsked = start(async () => required, false);
    await waitFor(notAsked.actor, (s) => s.status === 'done');
    expect(notAsked.actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it('stays on a welcome page opened directly when the answer names it (QA 6)', async () => {
    const owing = {
      ...finished,
      pendingPolicies: [{ id: 'p', type: 't', name: 'P', version: '1', url: null, content: null }],
    };
    const { actor } = start(async () => owing, true, '/web/welcome_policies');
    await waitFor(actor, (s) => s.matches('staying'));
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('goes where the answer says from a welcome page whose message does not apply (QA 6)', async () => {
    const { actor } = start(async () => finished, true, '/web/welcome_policies');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });
});
