import { adjacencyMapToArray, getAdjacencyMap, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { Restriction } from '../api/responsible-gaming';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { coolOff as coolOffCopy } from '../copy/spec/cool-off';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import { casinoCoolOffMachine } from './casino-cool-off.machine';
import { endsLater, offeredChoices, restrictionOf } from './casino-restriction';
import { COOL_OFF_DAYS, coolOffMachine, parseDuration } from './cool-off.machine';
import { coolOffLiftMachine } from './cool-off-lift.machine';

const httpError = (status: number) =>
  new ApiError({ code: 'HTTP_ERROR', message: networkCopy.generic, action: 'x', status });
const TIMED_OUT = networkCopy.timeout('start your cool off');
function timedOut() {
  return new ApiError({ code: 'TIMEOUT_ERROR', message: TIMED_OUT, action: 'x' });
}
function coolOffRuns() {
  return new ApiError({
    code: 'HTTP_ERROR',
    message: networkCopy.generic,
    action: 'x',
    status: 403,
    serverCode: 'user_suspended',
    suspensionType: 'cool_off',
  });
}

// Every event the cool-off machine can meet, the call's outcomes included (the invoked call's
// done and error events), so the generated paths reach every state and transition.
const COOL_OFF_EVENTS = [
  { type: 'duration.choose', value: '' },
  { type: 'duration.choose', value: '7' },
  { type: 'duration.choose', value: '5' },
  { type: 'cooloff.request' },
  { type: 'confirm.yes' },
  { type: 'confirm.back' },
  { type: 'xstate.done.actor.createCoolOff', output: undefined },
  { type: 'xstate.error.actor.createCoolOff', error: httpError(422) },
  { type: 'xstate.error.actor.createCoolOff', error: new Error(networkCopy.generic) },
  { type: 'xstate.error.actor.createCoolOff', error: timedOut() },
  { type: 'xstate.error.actor.createCoolOff', error: coolOffRuns() },
  { type: 'xstate.done.actor.suspensionNow', output: 'cool_off' },
  { type: 'xstate.done.actor.suspensionNow', output: null },
  { type: 'xstate.error.actor.suspensionNow', error: timedOut() },
] as const;

describe('the cool-off machine: generated paths', () => {
  const paths = getSimplePaths(coolOffMachine, {
    events: COOL_OFF_EVENTS as never,
    // The choice and the messages are what a path can change; the rest is fixed.
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.choice, s.context.fieldError, s.context.error]),
  });

  it('reach every state of the machine', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect([...reached].sort()).toEqual([
      'checkingOutcome',
      'choosing',
      'confirming',
      'created',
      'creating',
    ]);
  });

  it('take every transition of the machine', () => {
    // A transition back to a state already on the path ends no simple path: read them all from
    // the graph's adjacency, which the paths are walked on.
    const adjacency = adjacencyMapToArray(
      getAdjacencyMap(coolOffMachine as AnyStateMachine, {
        events: COOL_OFF_EVENTS as never,
        serializeState: (s) =>
          JSON.stringify([s.value, s.context.choice, s.context.fieldError, s.context.error]),
      }),
    );
    const taken = new Set(
      adjacency
        .filter(({ state, nextState }) => state !== nextState)
        .map(({ state, event }) => `${String(state.value)} ${event.type}`),
    );
    for (const transition of [
      'choosing duration.choose',
      'choosing cooloff.request',
      'confirming confirm.yes',
      'confirming confirm.back',
      'creating xstate.done.actor.createCoolOff',
      'creating xstate.error.actor.createCoolOff',
      'checkingOutcome xstate.done.actor.suspensionNow',
      'checkingOutcome xstate.error.actor.suspensionNow',
    ])
      expect(taken).toContain(transition);
  });

  it('[rule:cool-off-duration] never confirm or send without a whole number of days offered', () => {
    for (const path of paths)
      for (const { state } of path.steps)
        if (state.matches('confirming') || state.matches('creating') || state.matches('created'))
          expect(COOL_OFF_DAYS).toContain(parseDuration(state.context.choice));
    expect(parseDuration('5')).toBeNull();
    expect(parseDuration('7')).toBe(7);
  });

  it("end in the logout after the call succeeded, and show 'Invalid' for a 422", () => {
    const created = paths.filter((path) => path.state.matches('created'));
    expect(created.length).toBeGreaterThan(0);
    // The call's success, or (decision 088) the check after a timeout finding the cool-off, or a
    // cool-off refusal after a timed-out request of this page.
    for (const path of created)
      expect([
        'xstate.done.actor.createCoolOff',
        'xstate.done.actor.suspensionNow',
        'xstate.error.actor.createCoolOff',
      ]).toContain(path.steps.at(-1)?.event.type);
    for (const path of created.filter(
      (p) => (p.steps.at(-1)?.event.type as string) !== 'xstate.done.actor.createCoolOff',
    ))
      expect(path.steps.map((step) => step.event)).toContainEqual(
        expect.objectContaining({ type: 'xstate.error.actor.createCoolOff', error: timedOut() }),
      );
    // 'Invalid' after the server's 422; before anything is sent, a missing length is asked for.
    const refusedBy = (message: string) =>
      paths
        .filter(
          (path) => path.state.matches('choosing') && path.state.context.fieldError === message,
        )
        .map((path) => path.steps.at(-1)?.event.type);
    expect(refusedBy(networkCopy.invalid)).toContain('xstate.error.actor.createCoolOff');
    expect(refusedBy(networkCopy.invalid)).not.toContain('cooloff.request');
    expect(refusedBy(ours.coolOff.chooseDuration)).toContain('cooloff.request');
  });
});

describe('the cool-off machine, run', () => {
  it('chooses again the length chosen before a reload (decision 076)', () => {
    const actor = createActor(coolOffMachine, { input: { savedDraft: { choice: '30' } } }).start();
    expect(actor.getSnapshot().context.choice).toBe('30');
    actor.send({ type: 'cooloff.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('asks for a length first, confirms, creates it, then announces the logout to /rg/loading, naming the cool off and its length', async () => {
    const sent: number[] = [];
    const logouts: unknown[] = [];
    const actor = createActor(
      coolOffMachine.provide({
        actors: { createCoolOff: fromPromise(async ({ input }) => void sent.push(input.duration)) },
      }),
      { input: {} },
    );
    actor.on('session.logout', (event) => logouts.push(event));
    actor.start();
    actor.send({ type: 'cooloff.request' });
    expect(actor.getSnapshot().context.fieldError).toBe(ours.coolOff.chooseDuration);
    expect(sent).toEqual([]);
    actor.send({ type: 'duration.choose', value: '7' });
    actor.send({ type: 'cooloff.request' });
    actor.send({ type: 'confirm.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'cooloff.request' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([7]);
    expect(logouts).toEqual([
      { type: 'session.logout', to: '/rg/loading?outcome=cool_off&length=7' },
    ]);
  });
});

// QA 14 (decision 088): a cool-off whose request timed out may have started all the same.
describe('the cool-off machine after a request whose answer never came', () => {
  function run(check: () => Promise<string | null>, answers: (() => Promise<void>)[]) {
    const logouts: unknown[] = [];
    let call = 0;
    const actor = createActor(
      coolOffMachine.provide({
        actors: {
          createCoolOff: fromPromise(() => (answers[call++] as () => Promise<void>)()),
          suspensionNow: fromPromise(check),
        },
      }),
      { input: { savedDraft: { choice: '7' } } },
    );
    actor.on('session.logout', (event) => logouts.push(event));
    actor.start();
    const start = () => {
      actor.send({ type: 'cooloff.request' });
      actor.send({ type: 'confirm.yes' });
    };
    return { actor, logouts, start };
  }

  it('asks the registration status, and a cool-off suspension there means the break started', async () => {
    const { actor, logouts, start } = run(
      () => Promise.resolve('cool_off'),
      [() => Promise.reject(timedOut())],
    );
    start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(logouts).toEqual([
      { type: 'session.logout', to: '/rg/loading?outcome=cool_off&length=7' },
    ]);
  });

  it.each([
    ['no suspension', () => Promise.resolve(null)],
    ['another suspension', () => Promise.resolve('self_exclusion')],
    ['a check that fails too', () => Promise.reject(timedOut())],
  ])(
    'says the timeout when the check finds %s, and a later "a cool-off runs" is this one',
    async (_, check) => {
      const { actor, logouts, start } = run(check, [
        () => Promise.reject(timedOut()),
        () => Promise.reject(coolOffRuns()),
      ]);
      start();
      await waitFor(actor, (s) => s.matches('choosing'));
      expect(actor.getSnapshot().context.error).toBe(TIMED_OUT);
      expect(logouts).toEqual([]);
      start();
      await waitFor(actor, (s) => s.status === 'done');
      expect(logouts).toHaveLength(1);
    },
  );

  it('still says nothing changed when a cool-off runs and no request of this page went unanswered', async () => {
    const { actor, start } = run(
      () => Promise.resolve(null),
      [() => Promise.reject(coolOffRuns())],
    );
    start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.error).toBe(ours.coolOff.notChanged);
  });
});

describe('the cool-off lift machine: generated paths', () => {
  const events = [
    { type: 'lift' },
    { type: 'confirm.yes' },
    { type: 'confirm.back' },
    { type: 'xstate.done.actor.liftCoolOff', output: undefined },
    { type: 'xstate.error.actor.liftCoolOff', error: httpError(404) },
    { type: 'xstate.error.actor.liftCoolOff', error: httpError(422) },
    {
      type: 'xstate.error.actor.liftCoolOff',
      error: new ApiError({
        code: 'HTTP_ERROR',
        message: networkCopy.generic,
        action: 'x',
        status: 403,
        serverCode: 'user_suspended',
      }),
    },
    { type: 'xstate.error.actor.liftCoolOff', error: new Error(networkCopy.generic) },
  ];
  const paths = getSimplePaths(coolOffLiftMachine, {
    events: events as never,
    serializeState: (s) => JSON.stringify([s.value, s.context.error]),
  });

  it('reach every state, and show the catalogue copy of a 404 and a 422', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect([...reached].sort()).toEqual([
      'asking',
      'confirming',
      'lifted',
      'lifting',
      'nothingToLift',
    ]);
    const errors = new Set(paths.map((path) => path.state.context.error));
    expect(errors).toContain(coolOffCopy.nothingToExpire);
    expect(errors).toContain(coolOffCopy.stillActive);
    expect(errors).toContain(networkCopy.generic);
    const lifted = paths.find((path) => path.state.matches('lifted'));
    expect(lifted?.state.output).toEqual({ route: '/cool_off_expired' });
  });

  it('sends nothing until the patron confirms, and Go Back returns to the choice', () => {
    const liftCalls: unknown[] = [];
    const actor = createActor(
      coolOffLiftMachine.provide({
        actors: {
          liftCoolOff: fromPromise<void>(async () => {
            liftCalls.push('lift');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'lift' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm.back' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(liftCalls).toEqual([]);
    actor.send({ type: 'lift' });
    actor.send({ type: 'confirm.yes' });
    expect(actor.getSnapshot().value).toBe('lifting');
  });
});

describe('the casino cool-off machine', () => {
  it('sends days or lifetime, says casino access is disabled, and reads the restriction again', async () => {
    const sent: unknown[] = [];
    let active: Restriction | null = null;
    const actor = createActor(
      casinoCoolOffMachine.provide({
        actors: {
          fetchRestriction: fromPromise(async () => active as Restriction | null),
          createRestriction: fromPromise(async ({ input }) => {
            sent.push(input);
            active = { type: 'casino', duration: null, lifetime: true, expiresAt: null };
          }),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'restriction.request' });
    expect(actor.getSnapshot().context.fieldError).toBe(ours.coolOff.chooseCasinoDuration);
    actor.send({ type: 'duration.choose', value: 'lifetime' });
    actor.send({ type: 'restriction.request' });
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.active !== null);
    expect(sent).toEqual([{ duration: null, lifetime: true }]);
    expect(actor.getSnapshot().context.notice).toBe(successCopy.casinoDisabled);
    expect(restrictionOf('30')).toEqual({ duration: 30, lifetime: false });
    expect(restrictionOf('')).toBeNull();
  });
});

describe('the casino cool-off machine beside an active restriction (decision 066)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const lifetime: Restriction = { type: 'casino', duration: null, lifetime: true, expiresAt: null };
  // Ends an hour after n days from now, so a new restriction of n days would end earlier.
  const days = (n: number): Restriction => ({
    type: 'casino',
    duration: n,
    lifetime: false,
    expiresAt: new Date(Date.now() + n * DAY + 60 * 60 * 1000).toISOString(),
  });

  async function start(
    active: Restriction | null,
    savedDraft: Record<string, string> | null = null,
  ) {
    const sent: unknown[] = [];
    const actor = createActor(
      casinoCoolOffMachine.provide({
        actors: {
          fetchRestriction: fromPromise(async () => active),
          createRestriction: fromPromise(async ({ input }) => {
            sent.push(input);
          }),
        },
      }),
      { input: { savedDraft } },
    ).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    return { actor, sent };
  }

  it('[rule:casino-restriction-only-longer] refuses a shorter restriction under a lifetime one, and sends nothing', async () => {
    const { actor, sent } = await start(lifetime);
    expect(actor.getSnapshot().context.offered).toEqual([]);
    for (const value of ['1', '90', 'lifetime']) {
      actor.send({ type: 'duration.choose', value });
      actor.send({ type: 'restriction.request' });
      expect(actor.getSnapshot().value).toBe('choosing');
      expect(actor.getSnapshot().context.fieldError).toBe(ours.coolOff.casinoOnlyLonger);
      actor.send({ type: 'confirm.yes' });
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
  });

  it('[rule:casino-restriction-only-longer] under 7 days, refuses 1 or 7 days and sends 14 days or lifetime', async () => {
    const { actor, sent } = await start(days(7));
    expect(actor.getSnapshot().context.offered).toEqual(['14', '30', '60', '90', 'lifetime']);
    actor.send({ type: 'duration.choose', value: '1' });
    actor.send({ type: 'restriction.request' });
    expect(actor.getSnapshot().context.fieldError).toBe(ours.coolOff.casinoOnlyLonger);
    actor.send({ type: 'duration.choose', value: '14' });
    actor.send({ type: 'restriction.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm.yes' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(sent).toEqual([{ duration: 14, lifetime: false }]);
  });

  it('chooses again a length kept over a reload while it is still offered (decision 076)', async () => {
    expect((await start(null, { choice: '14' })).actor.getSnapshot().context.choice).toBe('14');
    expect((await start(days(10), { choice: '7' })).actor.getSnapshot().context.choice).toBe('');
  });

  it('offers every length when no restriction is active', async () => {
    const { actor } = await start(null);
    expect(actor.getSnapshot().context.offered).toEqual([
      '1',
      '3',
      '7',
      '14',
      '30',
      '60',
      '90',
      'lifetime',
    ]);
  });

  it('reads a restriction that gives only its length as ending that long from now', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const byLength: Restriction = {
      type: 'casino',
      duration: 30,
      lifetime: false,
      expiresAt: null,
    };
    expect(offeredChoices(byLength, now)).toEqual(['60', '90', 'lifetime']);
    expect(endsLater('30', byLength, now)).toBe(false);
    // An end that cannot be read offers nothing rather than something that might shorten it.
    const unreadable: Restriction = { ...byLength, duration: null, expiresAt: 'soon' };
    expect(offeredChoices(unreadable, now)).toEqual([]);
  });
});
