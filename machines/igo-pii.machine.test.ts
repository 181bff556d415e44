import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { IgoUserPii } from '../api/igo';
import { igoPiiMachine } from './igo-pii.machine';

const PII = { firstName: 'Ada', lastName: 'Lovelace' } as IgoUserPii;

function run(
  fetchPii: () => Promise<IgoUserPii>,
  confirmPii: () => Promise<void> = async () => {},
) {
  return createActor(
    igoPiiMachine.provide({
      actors: { fetchPii: fromPromise(fetchPii), confirmPii: fromPromise(confirmPii) },
    }),
  ).start();
}

describe('the IGO personal details confirmation', () => {
  it('shows the fetched details, and a confirmation continues the account', async () => {
    const actor = run(async () => PII);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().context.pii).toEqual(PII);
    actor.send({ type: 'confirm' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ route: '/continue_registration' });
  });

  it('sends details reported wrong to the contact-support page', async () => {
    const actor = run(async () => PII);
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'wrong' });
    expect(actor.getSnapshot().output).toEqual({
      route: '/igo_user_pii_confirmation/contact_support',
    });
  });

  it('keeps the fetch failure message and fetches again on retry', async () => {
    let fail = true;
    const actor = run(async () => {
      if (fail) throw new Error('Could not get');
      return PII;
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Could not get');
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('showing'));
  });

  it('stays on the details with the confirm failure message', async () => {
    const actor = run(
      async () => PII,
      async () => {
        throw new Error('Could not confirm');
      },
    );
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.matches('showing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Could not confirm');
  });
});
