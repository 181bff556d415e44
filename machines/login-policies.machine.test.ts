import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { LoginPolicy } from '../api/login-policies';
import { form as formCopy } from '../copy/ours/sign-up';
import { policies as policiesCopy } from '../copy/spec/policies';
import { loginPoliciesMachine } from './login-policies.machine';

const policy = (id: string, more: Partial<LoginPolicy> = {}): LoginPolicy => ({
  id,
  type: id === 'terms' ? 'terms_and_condition' : 'house_rules',
  name: id,
  version: '1',
  url: null,
  content: `${id} text`,
  modalType: null,
  ...more,
});

function start(
  policies: LoginPolicy[] | (() => Promise<LoginPolicy[]>),
  accept: (ids: string[]) => Promise<void> = async () => {},
  savedDraft: Record<string, string> | null = null,
) {
  const accepted = vi.fn(accept);
  const openDeposits = vi.fn();
  const machine = loginPoliciesMachine.provide({
    actors: {
      loadPolicies: fromPromise(typeof policies === 'function' ? policies : async () => policies),
      acceptPolicies: fromPromise(({ input }) => accepted(input.policyIds)),
    },
    actions: { openDeposits },
  });
  return { actor: createActor(machine, { input: { savedDraft } }).start(), accepted, openDeposits };
}

const acceptAll = (actor: ReturnType<typeof start>['actor'], ids: string[]) => {
  for (const policyId of ids) actor.send({ type: 'policy.toggle', policyId, accepted: true });
  actor.send({ type: 'policies.submit' });
};

describe('the policies owed at login', () => {
  it('refuses a submit until every policy is ticked, and sends nothing meanwhile', async () => {
    const { actor, accepted } = start([policy('terms'), policy('rules')]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'policy.toggle', policyId: 'terms', accepted: true });
    actor.send({ type: 'policies.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe(formCopy.policiesRequired);
    expect(accepted).not.toHaveBeenCalled();
  });

  it('posts every shown policy, then opens the RG_LIMITS modal by default', async () => {
    const { actor, accepted } = start([policy('terms'), policy('rules')]);
    await waitFor(actor, (s) => s.matches('editing'));
    acceptAll(actor, ['rules', 'terms']);
    await waitFor(actor, (s) => s.matches('modal'));
    expect(accepted).toHaveBeenCalledWith(['terms', 'rules']);
    expect(actor.getSnapshot().context.modal).toBe('RG_LIMITS');
    actor.send({ type: 'modal.accept' });
    expect(actor.getSnapshot().output).toEqual({ route: '/rg/deposit_limits' });
  });

  it('goes on with the continue flow when the modal is put off', async () => {
    const { actor } = start([policy('terms')]);
    await waitFor(actor, (s) => s.matches('editing'));
    acceptAll(actor, ['terms']);
    await waitFor(actor, (s) => s.matches('modal'));
    actor.send({ type: 'modal.dismiss' });
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it('opens the deposit page for a DEPOSITS modal, then continues', async () => {
    const { actor, openDeposits } = start([policy('terms', { modalType: 'DEPOSITS' })]);
    await waitFor(actor, (s) => s.matches('editing'));
    acceptAll(actor, ['terms']);
    await waitFor(actor, (s) => s.matches('modal'));
    actor.send({ type: 'modal.accept' });
    expect(openDeposits).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it('skips the modal for a policy that asks for none (the continue flow)', async () => {
    const { actor } = start([policy('terms', { modalType: 'none' })]);
    await waitFor(actor, (s) => s.matches('editing'));
    acceptAll(actor, ['terms']);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it('keeps the ticks and says so when the acceptances cannot be submitted', async () => {
    const { actor } = start([policy('terms')], async () => {
      throw new ApiError({ code: 'HTTP_ERROR', message: 'x', action: 'submit', status: 500 });
    });
    await waitFor(actor, (s) => s.matches('editing'));
    acceptAll(actor, ['terms']);
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(policiesCopy.submitFailed);
    expect(actor.getSnapshot().context.acceptedIds).toEqual(['terms']);
  });

  it('shows the load failure with a retry that reads again', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new Error(policiesCopy.termsFailed);
      return [policy('terms')];
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(policiesCopy.termsFailed);
    fail = false;
    actor.send({ type: 'policies.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('continues at once when nothing is owed any more', async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it("starts from a reload's ticks, for the policies still owed only (QA 6)", async () => {
    const { actor } = start([policy('terms'), policy('rg')], async () => {}, {
      terms: 'true',
      gone: 'true',
    });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.acceptedIds).toEqual(['terms']);
  });
});
