import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { ProviderSession, Scan } from '../api/jumio';
import { documents as copy } from '../copy/spec/documents';
import { type HandedOver, NO_NEW_TAB } from './hand-over';
import { type KycInput, kycMachine, POLL_INTERVAL_MS, SLOW_POLLS } from './kyc.machine';
import type { Seen } from './status-seen';

const SESSION: ProviderSession = {
  id: 'acct-1',
  accountId: 'acct-1',
  sdkToken: 'sdk',
  webUrl: 'https://provider.example/capture',
};
const scan = (status: Scan['status'], failureReason: string | null = null): Scan => ({
  id: 'scan-9',
  status,
  failureReason,
  insertedAt: null,
});

interface Fakes {
  /** What each poll answers, in order; the last one repeats. */
  polls?: Scan[];
  created?: Scan;
  found?: Scan | null;
  handOver?: () => Promise<HandedOver | undefined>;
  startFails?: Error;
  /** What the registration status read after a failed scan in sign-up answers. */
  status?: Seen | Error;
}

function start(input: Partial<KycInput> = {}, fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const calls = { started: 0, polled: [] as string[], found: 0, handedOver: 0, statusReads: 0 };
  const polls = [...(fakes.polls ?? [scan('success')])];
  const machine = kycMachine.provide({
    actors: {
      findScan: fromPromise(async () => {
        calls.found += 1;
        return fakes.found ?? null;
      }),
      startScan: fromPromise(async () => {
        calls.started += 1;
        if (fakes.startFails) throw fakes.startFails;
        return { session: SESSION, scan: fakes.created ?? scan('pending') };
      }),
      handOver: fromPromise(async () => {
        calls.handedOver += 1;
        return (await fakes.handOver?.()) ?? NO_NEW_TAB;
      }),
      pollScan: fromPromise(async ({ input }: { input: { scanId: string } }) => {
        calls.polled.push(input.scanId);
        return (polls.length > 1 ? polls.shift() : polls[0]) as Scan;
      }),
      readStatus: fromPromise(async () => {
        calls.statusReads += 1;
        const status = fakes.status ?? SHOWN_FOR;
        if (status instanceof Error) throw status;
        return status;
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      inSignUp: true,
      failureRoute: '/kyc/failure',
      resume: false,
      returnUrl: null,
      ...input,
    },
  }).start();
  return { actor, clock, calls };
}

/** The registration status the sign-up derived the ID page from. */
const SHOWN_FOR: Seen = {
  status: 'document_verification_required',
  reason: null,
  owes: '[[],[],false]',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the identity scan (product.md 4.4)', () => {
  it('starts in initial and goes to submitted on start', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('initial');
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().value).toBe('submitted');
  });

  it('hands the capture over, reads the scan at once, then polls it every 5000 ms until it succeeds', async () => {
    const { actor, clock, calls } = start(
      {},
      { polls: [scan('pending'), scan('pending'), scan('success')] },
    );
    actor.send({ type: 'start' });
    await waitFor(actor, () => calls.polled.length === 1);
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
    expect(calls.handedOver).toBe(1);

    clock.increment(POLL_INTERVAL_MS - 1);
    await settle();
    expect(calls.polled).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, () => calls.polled.length === 2);
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));

    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.polled).toEqual(['scan-9', 'scan-9', 'scan-9']);
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it('in sign-up, a failure goes back to the registration status (which names the error page)', async () => {
    const { actor, clock } = start({}, { polls: [scan('failure', 'id_expired')] });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
    expect(actor.getSnapshot().context.scan?.failureReason).toBe('id_expired');
  });

  it('outside sign-up, success stays to say "Document verified successfully!" until the patron continues', async () => {
    const { actor, clock } = start({ inSignUp: false });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'continue' });
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  for (const reason of ['id_not_readable', 'selfie_invalid', 'id_not_uploaded', null])
    it(`outside sign-up, a failure a new capture may cure (${reason}) shows the error and may be tried again`, async () => {
      const { actor, clock, calls } = start(
        { inSignUp: false },
        { polls: [scan('failure', reason)] },
      );
      actor.send({ type: 'start' });
      await waitFor(actor, (s) => s.matches('pending'));
      clock.increment(POLL_INTERVAL_MS);
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe(copy.notValidated);
      expect(actor.getSnapshot().context.verdict).toBeNull();
      actor.send({ type: 'start' });
      await waitFor(actor, () => calls.started === 2);
    });

  // QA 14: an underage or denied verdict is not a lighting problem, and a new capture cannot cure it.
  for (const [reason, verdict] of [
    ['id_underage', 'ID_UNDERAGE'],
    ['unsupported_country', 'ID_DENIED'],
    ['id_expired', 'ID_EXPIRED'],
    ['id_fraud', 'ID_FAILURE'],
    ['admin_rejected', 'ID_FAILURE'],
    ['a_reason_the_spec_does_not_list', 'ID_FAILURE'],
  ] as const)
    it(`outside sign-up, a ${reason} verdict gives its errorType (${verdict}) and no retry`, async () => {
      const { actor, clock, calls } = start(
        { inSignUp: false },
        { polls: [scan('failure', reason)] },
      );
      actor.send({ type: 'start' });
      await waitFor(actor, (s) => s.matches('pending'));
      clock.increment(POLL_INTERVAL_MS);
      await waitFor(actor, (s) => s.matches('refused'));
      expect(actor.getSnapshot().context.verdict).toBe(verdict);
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(actor.getSnapshot().can({ type: 'start' })).toBe(false);
      actor.send({ type: 'start' });
      expect(calls.started).toBe(1);
      expect(actor.getSnapshot().matches('refused')).toBe(true);
    });

  describe('in sign-up, a failure a new capture may cure (QA 17)', () => {
    async function failUnreadable(input: Partial<KycInput>, status?: Seen | Error) {
      const started = start(input, { polls: [scan('failure', 'id_not_readable')], status });
      started.actor.send({ type: 'start' });
      await waitFor(started.actor, (s) => s.matches('pending'));
      started.clock.increment(POLL_INTERVAL_MS);
      return started;
    }

    it('with the registration status still the one the page was derived from, shows the error and may be tried again', async () => {
      const { actor, calls } = await failUnreadable({ shownFor: SHOWN_FOR });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(calls.statusReads).toBe(1);
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().context.error).toBe(copy.notValidated);
      expect(actor.getSnapshot().can({ type: 'start' })).toBe(true);
      actor.send({ type: 'start' });
      expect(actor.getSnapshot().value).toBe('submitted');
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it('a status read that fails keeps the page too, with the error', async () => {
      const { actor } = await failUnreadable({ shownFor: SHOWN_FOR }, new Error('offline'));
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe(copy.notValidated);
    });

    it('with the status moved on (a failure reason, another step), goes back to the registration status', async () => {
      const moved: Seen = { ...SHOWN_FOR, reason: 'id_not_readable' };
      const { actor } = await failUnreadable({ shownFor: SHOWN_FOR }, moved);
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
    });

    it('without the status the page was derived from, goes back to the registration status', async () => {
      const { actor } = await failUnreadable({ shownFor: null });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
    });
  });

  it('in sign-up, a verdict too goes back to the registration status', async () => {
    const { actor, clock } = start({}, { polls: [scan('failure', 'id_underage')] });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/continue_registration' });
  });

  it('any other value ends on the failure route', async () => {
    const { actor, clock } = start(
      { failureRoute: '/web/signup/user_verification_error' },
      { polls: [scan('unknown')] },
    );
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ route: '/web/signup/user_verification_error' });
  });

  it('a scan received as success at once needs no polling', async () => {
    const { actor, calls } = start({}, { created: scan('success') });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.status === 'done');
    // The hand-over still runs first: the capture happens on the provider's side.
    expect(calls.handedOver).toBe(1);
    expect(calls.polled).toEqual([]);
  });

  it('stops polling when the patron leaves the page and polls again on return', async () => {
    const { actor, clock, calls } = start({}, { polls: [scan('pending')] });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
    expect(calls.polled).toHaveLength(1); // the read right after the capture
    actor.send({ type: 'page.left' });
    clock.increment(POLL_INTERVAL_MS * 3);
    await settle();
    expect(calls.polled).toHaveLength(1);
    actor.send({ type: 'page.entered' });
    await waitFor(actor, () => calls.polled.length === 2);
  });

  it('keeps polling after a failed poll', async () => {
    let first = true;
    const clock = new SimulatedClock();
    const machine = kycMachine.provide({
      actors: {
        startScan: fromPromise(async () => ({ session: SESSION, scan: scan('pending') })),
        handOver: fromPromise(async () => NO_NEW_TAB),
        pollScan: fromPromise(async () => {
          if (first) {
            first = false;
            throw new Error('offline');
          }
          return scan('success');
        }),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: { inSignUp: true, failureRoute: '/kyc/failure', resume: false, returnUrl: null },
    }).start();
    actor.send({ type: 'start' });
    await waitFor(actor, () => !first);
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('after a reload finds the pending scan and polls it, without starting a new one', async () => {
    const { actor, clock, calls } = start({ resume: true }, { found: scan('pending') });
    await waitFor(actor, (s) => s.matches('pending'));
    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.started).toBe(0);
    expect(calls.polled).toEqual(['scan-9']);
  });

  it('offers a new capture once a scan left unfinished at the provider has stayed pending for SLOW_POLLS polls (QA 8)', async () => {
    const { actor, clock, calls } = start(
      { resume: true, inSignUp: false },
      { found: scan('pending'), polls: [scan('pending')] },
    );
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
    for (let poll = 1; poll < SLOW_POLLS; poll += 1) {
      clock.increment(POLL_INTERVAL_MS);
      await waitFor(actor, () => calls.polled.length === poll);
      await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
      expect(actor.getSnapshot().can({ type: 'start' })).toBe(false);
    }
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().matches('pending')).toBe(true);

    clock.increment(POLL_INTERVAL_MS);
    await waitFor(actor, () => calls.polled.length === SLOW_POLLS);
    await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
    expect(actor.getSnapshot().can({ type: 'start' })).toBe(true);
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(calls.started).toBe(1);
    expect(calls.handedOver).toBe(1);
    // The new scan counts its own polls: no new start is offered at once.
    expect(actor.getSnapshot().context.polls).toBeLessThan(SLOW_POLLS);
  });

  it('resuming takes up only a pending scan: a finished one is left to the registration status', async () => {
    const { actor, calls } = start({ resume: true }, { found: scan('failure', 'id_expired') });
    await waitFor(actor, (s) => s.matches('initial'));
    expect(calls.polled).toEqual([]);
  });

  it('the simulated provider page ends the hand-over with capture.done', async () => {
    const { actor } = start(
      {},
      { handOver: () => new Promise(() => {}), created: scan('pending') },
    );
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.hasTag('capturing'));
    actor.send({ type: 'capture.done' });
    expect(actor.getSnapshot().matches('pending')).toBe(true);
  });

  it('resuming with no scan waits for the patron to start', async () => {
    const { actor, calls } = start({ resume: true }, { found: null });
    await waitFor(actor, (s) => s.matches('initial'));
    expect(calls.found).toBe(1);
  });

  it('a hand-over that fails (cancelled capture, no native function) shows the error and waits', async () => {
    const { actor } = start({}, { handOver: () => Promise.reject(new Error('cancelled')) });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('initial') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(copy.notValidated);
  });

  it("a page the server's answer gives that may not be opened is the call's failure, not the capture's (QA 17)", async () => {
    const generic = 'Oops, something went wrong! Please try again!';
    const refused = new ApiError({ code: 'UNKNOWN_ERROR', message: generic, action: 'open' });
    const { actor } = start({}, { handOver: () => Promise.reject(refused) });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('initial') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(generic);
    expect(actor.getSnapshot().can({ type: 'start' })).toBe(true);
  });

  it('a failed start keeps the message and waits for another try', async () => {
    const { actor } = start({}, { startFails: new Error('Could not start your identity check!') });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.matches('initial') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Could not start your identity check!');
  });

  // QA 10: in a frame the provider's page opens in a new tab, which a pop-up blocker may refuse.
  describe("the provider's page opened in a new tab (a frame)", () => {
    const inNewTab = async (): Promise<HandedOver> => ({ newTabUrl: SESSION.webUrl });

    it('keeps its address while the scan is pending, so the page can open it again', async () => {
      const { actor } = start(
        { inSignUp: false },
        { handOver: inNewTab, polls: [scan('pending')] },
      );
      actor.send({ type: 'start' });
      await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
      expect(actor.getSnapshot().context.newTabUrl).toBe(SESSION.webUrl);
    });

    it.each([
      ['succeeds', scan('success'), 'success'],
      ['fails', scan('failure', 'id_not_readable'), 'failed'],
      ['is refused', scan('failure', 'id_expired'), 'refused'],
    ] as const)('forgets it once the scan %s', async (_, outcome, state) => {
      const { actor, clock } = start({ inSignUp: false }, { handOver: inNewTab, polls: [outcome] });
      actor.send({ type: 'start' });
      await waitFor(actor, (s) => s.matches('pending'));
      clock.increment(POLL_INTERVAL_MS);
      await waitFor(actor, (s) => s.matches(state));
      expect(actor.getSnapshot().context.newTabUrl).toBeNull();
    });

    it('forgets it when the check starts again after SLOW_POLLS polls', async () => {
      let handOvers = 0;
      const { actor, clock, calls } = start(
        { inSignUp: false },
        {
          // The second hand-over waits, so the state it starts in can be seen.
          handOver: () => (++handOvers === 1 ? inNewTab() : new Promise(() => {})),
          polls: [scan('pending')],
        },
      );
      actor.send({ type: 'start' });
      await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
      for (let poll = 2; poll <= SLOW_POLLS; poll += 1) {
        clock.increment(POLL_INTERVAL_MS);
        await waitFor(actor, () => calls.polled.length === poll);
        await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
      }
      expect(actor.getSnapshot().context.newTabUrl).toBe(SESSION.webUrl);
      actor.send({ type: 'start' });
      await waitFor(actor, (s) => s.hasTag('capturing'));
      expect(actor.getSnapshot().context.newTabUrl).toBeNull();
    });

    it('has none when the hand-over opened no tab (top level, native, sandbox)', async () => {
      const { actor } = start({ inSignUp: false }, { polls: [scan('pending')] });
      actor.send({ type: 'start' });
      await waitFor(actor, (s) => s.matches({ pending: 'waiting' }));
      expect(actor.getSnapshot().context.newTabUrl).toBeNull();
    });
  });

  it('the native failure callback ends the hand-over', async () => {
    const { actor } = start({}, { handOver: () => new Promise(() => {}) });
    actor.send({ type: 'start' });
    await waitFor(actor, (s) => s.hasTag('capturing'));
    actor.send({ type: 'capture.failed' });
    expect(actor.getSnapshot().value).toBe('initial');
    expect(actor.getSnapshot().context.error).toBe(copy.notValidated);
  });
});
