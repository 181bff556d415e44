import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { POLL_INTERVAL_MS } from './kyc.machine';
import { owedOf, type Seen, statusWatchMachine } from './status-watch.machine';
import { registrationStatus } from './step-input.fixture';

function start(answers: (Seen | Error)[], first: Seen | null = null) {
  const clock = new SimulatedClock();
  let reads = 0;
  const actor = createActor(
    statusWatchMachine.provide({
      actors: {
        readStatus: fromPromise(async () => {
          const answer = answers[Math.min(reads, answers.length - 1)] as Seen | Error;
          reads += 1;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { clock, input: { first } },
  ).start();
  return { actor, clock, reads: () => reads };
}

const IN_PROGRESS: Seen = { status: 'document_verification_in_progress', reason: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('waiting for the server', () => {
  it('compares with the status the page was derived from: one that moved before the first read moves on (QA 8)', async () => {
    const derivedFrom: Seen = { status: 'created', reason: null };
    const { actor } = start([IN_PROGRESS], derivedFrom);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });

    const same = start([derivedFrom], derivedFrom);
    await waitFor(same.actor, (s) => s.matches('waiting'));
    expect(same.actor.getSnapshot().status).toBe('active');
  });

  it('reads the status every 5000 ms and continues once it moves', async () => {
    const { actor, clock, reads } = start([
      IN_PROGRESS,
      IN_PROGRESS,
      { status: 'complete', reason: null },
    ]);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(reads()).toBe(1);
    clock.increment(POLL_INTERVAL_MS - 1);
    await settle();
    expect(reads()).toBe(1);
    clock.increment(1);
    await waitFor(actor, () => reads() === 2);
    await waitFor(actor, (s) => s.matches('waiting'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it('a failure reason that appears counts as a move', async () => {
    const { actor, clock } = start([
      { status: 'document_verification_failed', reason: null },
      { status: 'document_verification_failed', reason: 'id_expired' },
    ]);
    await waitFor(actor, (s) => s.matches('waiting'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('owing a field or a policy, or being found a duplicate, counts as a move (QA 5)', async () => {
    const created = registrationStatus({ status: 'created' });
    const seen = (status: typeof created): Seen => ({
      status: status.status,
      reason: null,
      owes: owedOf(status),
    });
    for (const later of [
      { ...created, pendingFields: { last4Ssn: true } },
      { ...created, pendingFields: { raceAndGender: true } },
      {
        ...created,
        pendingPolicies: [
          { id: '7', type: 't', name: 'T', version: '2', url: null, content: null },
        ],
      },
      { ...created, isDuplicateUser: true },
    ]) {
      const { actor, clock } = start([seen(created), seen(created), seen(later)]);
      await waitFor(actor, (s) => s.matches('waiting'));
      clock.increment(POLL_INTERVAL_MS);
      await waitFor(actor, (s) => s.matches('waiting'));
      expect(actor.getSnapshot().status).toBe('active');
      clock.increment(POLL_INTERVAL_MS);
      await waitFor(actor, (s) => s.status === 'done');
    }
  });

  it('reads at once on "Check again"', async () => {
    const { actor, reads } = start([IN_PROGRESS]);
    await waitFor(actor, (s) => s.matches('waiting'));
    actor.send({ type: 'check' });
    await waitFor(actor, () => reads() === 2);
  });

  it('the reads every interval are silent: never busy, so the page neither says "Checking…" nor disables "Check again" (QA 12)', async () => {
    const { actor, clock, reads } = start([IN_PROGRESS]);
    const busy: boolean[] = [];
    actor.subscribe((s) => busy.push(s.hasTag('busy')));
    await waitFor(actor, (s) => s.matches('waiting'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, () => reads() === 2);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(busy).not.toContain(true);
    expect(actor.getSnapshot().context.answer).toBeNull();
  });

  it('"Check again" is busy while it reads, then says nothing changed, until the page is left (QA 12)', async () => {
    const { actor, clock, reads } = start([IN_PROGRESS]);
    await waitFor(actor, (s) => s.matches('waiting'));
    actor.send({ type: 'check' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.answer).toBe('unchanged');
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, () => reads() === 3);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.answer).toBe('unchanged');
    actor.send({ type: 'page.left' });
    expect(actor.getSnapshot().context.answer).toBeNull();
  });

  it('a failed "Check again" says so (QA 12)', async () => {
    const { actor } = start([IN_PROGRESS, new Error('offline')]);
    await waitFor(actor, (s) => s.matches('waiting'));
    actor.send({ type: 'check' });
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.answer).toBe('failed');
  });

  it('a failed read is tried again at the next interval', async () => {
    const { actor, clock, reads } = start([
      IN_PROGRESS,
      new Error('offline'),
      { status: 'complete', reason: null },
    ]);
    await waitFor(actor, (s) => s.matches('waiting'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, () => reads() === 2);
    await waitFor(actor, (s) => s.matches('waiting'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('stops reading when the page is left, and reads again on return', async () => {
    const { actor, clock, reads } = start([IN_PROGRESS]);
    await waitFor(actor, (s) => s.matches('waiting'));
    actor.send({ type: 'page.left' });
    clock.increment(POLL_INTERVAL_MS * 4);
    await settle();
    expect(reads()).toBe(1);
    actor.send({ type: 'page.entered' });
    await waitFor(actor, () => reads() === 2);
  });
});
