import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { SelfExclusionOption } from '../api/responsible-gaming';
import { responsibleGaming as ours } from '../copy/ours/responsible-gaming';
import { network as networkCopy } from '../copy/spec/network';
import { selfExclusion as selfExclusionCopy } from '../copy/spec/self-exclusion';
import {
  EMPTY_DATA,
  reachableStep,
  requestOf,
  type SelfExclusionData,
  type SelfExclusionInput,
  type SelfExclusionStep,
  selfExclusionMachine,
} from './self-exclusion.machine';
import { periodDraft } from './self-exclusion-draft';

const OPTIONS: SelfExclusionOption[] = [
  { duration: 365, lifetime: false, label: '1 year' },
  { duration: null, lifetime: true, label: 'Lifetime' },
];
const ssnError = new ApiError({
  code: 'HTTP_ERROR',
  message: networkCopy.generic,
  action: 'x',
  status: 422,
  fieldErrors: { ssn: 'Does not match' },
});

const timedOut = new ApiError({
  code: 'TIMEOUT_ERROR',
  message: networkCopy.timeout('submit your self exclusion'),
  action: 'x',
});

// Every event the machine can meet, the calls' outcomes included, so the generated paths reach
// every state and transition from each step page a run can start on.
const EVENTS = [
  { type: 'period.choose', index: 0 },
  { type: 'ssn.change', value: '12' },
  { type: 'ssn.change', value: '1234' },
  { type: 'waiver.toggle', index: 0, accepted: true },
  { type: 'waiver.toggle', index: 1, accepted: true },
  { type: 'waiver.toggle', index: 2, accepted: true },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'retry' },
  { type: 'xstate.done.actor.fetchOptions', output: OPTIONS },
  { type: 'xstate.error.actor.fetchOptions', error: new Error(selfExclusionCopy.optionsFailed) },
  { type: 'xstate.done.actor.submit', output: undefined },
  { type: 'xstate.error.actor.submit', error: ssnError },
  { type: 'xstate.error.actor.submit', error: new Error(networkCopy.generic) },
  { type: 'xstate.error.actor.submit', error: timedOut },
  { type: 'xstate.done.actor.suspensionNow', output: 'self_exclusion' },
  { type: 'xstate.done.actor.suspensionNow', output: null },
  { type: 'xstate.error.actor.suspensionNow', error: timedOut },
];

const CHOSEN: SelfExclusionData = { ...EMPTY_DATA, options: OPTIONS, period: 0 };
const serializeState = (s: { value: unknown; context: unknown; status: string }) =>
  JSON.stringify([s.value, s.status, s.context]);

function pathsFrom(step: SelfExclusionStep, regionCode: string, data: SelfExclusionData) {
  const input: SelfExclusionInput = { base: '/rg/self_exclusion', step, regionCode, data };
  const options = { events: EVENTS as never, input, serializeState: serializeState as never };
  return {
    // One path to each distinct state (its context included): the rules below hold of every
    // state a run can reach, which these paths visit. Every simple path instead grows
    // exponentially with the events: minutes of one worker's time for the same states.
    paths: getShortestPaths(selfExclusionMachine, options),
    adjacency: adjacencyMapToArray(
      getAdjacencyMap(selfExclusionMachine as AnyStateMachine, options),
    ),
  };
}

// The runs a journey is made of: each step page, in New Jersey (SSN asked) and Ontario (not).
const RUNS = [
  pathsFrom('period', 'US-NJ', EMPTY_DATA),
  pathsFrom('personal', 'US-NJ', CHOSEN),
  pathsFrom('waivers', 'US-NJ', { ...CHOSEN, ssn: '1234' }),
  pathsFrom('period', 'CA-ON', EMPTY_DATA),
  pathsFrom('waivers', 'CA-ON', CHOSEN),
];
const ALL_PATHS = RUNS.flatMap((run) => run.paths);
const stateOf = (s: { value: unknown }) => JSON.stringify(s.value);

describe('the self-exclusion machine: generated paths', () => {
  it('reach every state of the machine', () => {
    const reached = new Set(ALL_PATHS.flatMap((path) => path.steps.map((s) => stateOf(s.state))));
    for (const state of [
      '{"period":"loading"}',
      '{"period":"loadFailed"}',
      '{"period":"choosing"}',
      '"personal"',
      '"waivers"',
      '"submitting"',
      '"checkingOutcome"',
      '"excluded"',
      '"leaving"',
    ])
      expect(reached).toContain(state);
  });

  it('take every transition of the machine', () => {
    const taken = new Set(
      RUNS.flatMap((run) =>
        run.adjacency
          .filter(({ state, nextState }) => serializeState(state) !== serializeState(nextState))
          .map(({ state, event }) => `${stateOf(state)} ${event.type}`),
      ),
    );
    for (const transition of [
      '{"period":"loading"} xstate.done.actor.fetchOptions',
      '{"period":"loading"} xstate.error.actor.fetchOptions',
      '{"period":"loadFailed"} retry',
      '{"period":"choosing"} period.choose',
      '{"period":"choosing"} step.next',
      '"personal" ssn.change',
      '"personal" step.next',
      '"personal" step.back',
      '"waivers" waiver.toggle',
      '"waivers" step.next',
      '"waivers" step.back',
      '"submitting" xstate.done.actor.submit',
      '"submitting" xstate.error.actor.submit',
      '"checkingOutcome" xstate.done.actor.suspensionNow',
      '"checkingOutcome" xstate.error.actor.suspensionNow',
    ])
      expect(taken).toContain(transition);
  });

  it('[rule:self-exclusion-period-first] leave the period page only with a period chosen', () => {
    for (const path of ALL_PATHS)
      for (const { state } of path.steps)
        if (state.matches('leaving') && state.context.step !== 'period')
          expect(state.context.data.period).not.toBeNull();
    expect(reachableStep('waivers', EMPTY_DATA, false)).toBe('period');
    expect(reachableStep('personal', EMPTY_DATA, true)).toBe('period');
  });

  it('[rule:ssn-required-us] in New Jersey go to the personal page, and submit only four SSN digits', () => {
    const nj = RUNS[0]?.paths ?? [];
    const leaving = nj.filter((path) => path.state.matches('leaving'));
    expect(leaving.map((path) => path.state.output?.route)).toContain(
      '/rg/self_exclusion/personal',
    );
    expect(leaving.map((path) => path.state.output?.route)).not.toContain(
      '/rg/self_exclusion/waivers',
    );
    for (const path of RUNS[1]?.paths ?? [])
      if (path.state.matches('leaving') && path.state.context.step === 'waivers')
        expect(path.state.context.data.ssn).toMatch(/^\d{4}$/);
    expect(reachableStep('waivers', CHOSEN, true)).toBe('personal');
  });

  it('[rule:ssn-not-required-ca] in Ontario go from the period straight to the waivers, and send no SSN', () => {
    const on = RUNS[3]?.paths ?? [];
    const routes = on.filter((p) => p.state.matches('leaving')).map((p) => p.state.output?.route);
    expect(routes).toContain('/rg/self_exclusion/waivers');
    expect(routes).not.toContain('/rg/self_exclusion/personal');
    expect(requestOf({ data: { ...CHOSEN, ssn: '9999' }, ssnRequired: false }).ssn).toBeNull();
  });

  it('[rule:waivers-all-accepted] submit only with every waiver accepted', () => {
    for (const path of ALL_PATHS)
      for (const { state } of path.steps)
        if (state.matches('submitting'))
          expect(state.context.data.accepted.every(Boolean)).toBe(true);
    const refused = ALL_PATHS.find(
      (path) =>
        path.state.matches('waivers') &&
        path.state.context.fieldError === ours.selfExclusion.acceptAll,
    );
    expect(refused).toBeDefined();
  });

  it('return to the personal page with the ssn message of a 422, and to the start with the problem message otherwise', () => {
    const failed = (RUNS[2]?.paths ?? []).filter(
      (path) =>
        path.state.matches('leaving') && path.steps.some((s) => s.state.matches('submitting')),
    );
    const outcomes = failed.map((path) => [
      path.state.output?.route,
      path.state.output?.data.ssnError ?? path.state.output?.data.error,
    ]);
    expect(outcomes).toContainEqual(['/rg/self_exclusion/personal', 'Does not match']);
    expect(outcomes).toContainEqual(['/rg/self_exclusion/period', selfExclusionCopy.problem]);
  });

  it('where no SSN is asked (Ontario), return to the waivers page with the ssn message of a 422', () => {
    const failed = (RUNS[4]?.paths ?? []).filter(
      (path) =>
        path.state.matches('leaving') && path.steps.some((s) => s.state.matches('submitting')),
    );
    const outcomes = failed.map((path) => [
      path.state.output?.route,
      path.state.output?.data.ssnError ?? path.state.output?.data.error,
    ]);
    expect(outcomes).toContainEqual(['/rg/self_exclusion/waivers', 'Does not match']);
    expect(outcomes.map(([route]) => route)).not.toContain('/rg/self_exclusion/personal');
  });

  it('adds a history entry for a later step and goes back for an earlier one (QA 3 L11b)', () => {
    const order = ['period', 'personal', 'waivers'];
    const leaving = ALL_PATHS.filter((path) => path.state.matches('leaving'));
    const directions = new Set<string>();
    for (const { state } of leaving) {
      const { step, openedAt } = state.context;
      const expected = order.indexOf(step) > order.indexOf(openedAt) ? 'push' : 'back';
      expect(state.output?.history).toBe(expected);
      directions.add(`${openedAt}->${step}:${expected}`);
    }
    expect(directions).toContain('period->personal:push');
    expect(directions).toContain('personal->waivers:push');
    expect(directions).toContain('waivers->personal:back');
    expect(directions).toContain('personal->period:back');
  });

  it('after a success, end without a page, the SSN forgotten', () => {
    const excluded = ALL_PATHS.filter((path) => path.state.matches('excluded'));
    expect(excluded.length).toBeGreaterThan(0);
    for (const path of excluded) {
      expect(path.state.output?.route).toBeUndefined();
      expect(path.state.output?.data.ssn).toBe('');
    }
  });
});

// QA 14 (decision 088): a self-exclusion whose answer never came may have gone through.
describe('the self-exclusion machine after a request whose answer never came', () => {
  const submitFrom = (check: () => Promise<string | null>) => {
    const events: string[] = [];
    const actor = createActor(
      selfExclusionMachine.provide({
        actors: {
          submit: fromPromise(() => Promise.reject(timedOut)),
          suspensionNow: fromPromise(check),
        },
        actions: { reportSuspended: () => events.push('suspended') },
      }),
      {
        input: {
          base: '/rg/self_exclusion',
          step: 'waivers',
          regionCode: 'US-NJ',
          data: { ...CHOSEN, ssn: '1234', accepted: [true, true, true] },
        },
      },
    );
    actor.on('session.logout', (event) => events.push(`logout ${event.to}`));
    actor.start();
    actor.send({ type: 'step.next' });
    return { actor, events };
  };

  it('asks the registration status: a self-exclusion there means the request went through', async () => {
    const { actor, events } = submitFrom(() => Promise.resolve('self_exclusion'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(events).toEqual([
      'suspended',
      'logout /rg/loading?outcome=self_exclusion&length=365&label=1+year',
    ]);
    expect(actor.getSnapshot().output?.data.ssn).toBe('');
  });

  it.each([
    ['no suspension', () => Promise.resolve(null)],
    ['a check that fails too', () => Promise.reject(timedOut)],
  ])('with %s, back to the start with the problem message', async (_, check) => {
    const { actor, events } = submitFrom(check);
    await waitFor(actor, (s) => s.status === 'done');
    expect(events).toEqual([]);
    expect(actor.getSnapshot().output?.route).toBe('/rg/self_exclusion/period');
    expect(actor.getSnapshot().output?.data.error).toBe(selfExclusionCopy.problem);
    expect(actor.getSnapshot().output?.data.ssn).toBe('');
  });

  it("leaves the problem message behind on the period page's Continue (QA 14)", () => {
    const actor = createActor(selfExclusionMachine, {
      input: {
        base: '/rg/self_exclusion',
        step: 'period',
        regionCode: 'US-NJ',
        data: { ...CHOSEN, error: selfExclusionCopy.problem },
      },
    }).start();
    expect(actor.getSnapshot().context.data.error).toBe(selfExclusionCopy.problem);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().output?.route).toBe('/rg/self_exclusion/personal');
    expect(actor.getSnapshot().output?.data.error).toBeNull();
  });
});

describe('the self-exclusion machine, run', () => {
  it("[rule:self-exclusion-options-region] reads the options for the patron's region and sends the period, the SSN and lifetime", async () => {
    const regions: string[] = [];
    const sent: unknown[] = [];
    const events: string[] = [];
    const start = (step: SelfExclusionStep, data: SelfExclusionData) =>
      createActor(
        selfExclusionMachine.provide({
          actors: {
            fetchOptions: fromPromise(async ({ input }) => {
              regions.push(input.regionCode);
              return OPTIONS;
            }),
            submit: fromPromise(async ({ input }) => void sent.push(input)),
          },
          actions: { reportSuspended: () => events.push('suspended') },
        }),
        { input: { base: '/cool_off_self_exclusion', step, regionCode: 'US-NJ', data } },
      );
    const period = start('period', EMPTY_DATA);
    period.on('session.logout', () => events.push('logout'));
    period.start();
    await waitFor(period, (s) => s.matches({ period: 'choosing' }));
    expect(regions).toEqual(['US-NJ']);
    period.send({ type: 'step.next' });
    expect(period.getSnapshot().context.fieldError).toBe(ours.selfExclusion.choosePeriod);
    period.send({ type: 'period.choose', index: 1 });
    period.send({ type: 'step.next' });
    expect(period.getSnapshot().output?.route).toBe('/cool_off_self_exclusion/personal');

    const waivers = start('waivers', {
      ...(period.getSnapshot().output?.data as SelfExclusionData),
      ssn: '1234',
    });
    waivers.on('session.logout', (event) => events.push(`logout ${event.via} ${event.to}`));
    waivers.start();
    for (const index of [0, 1, 2]) waivers.send({ type: 'waiver.toggle', index, accepted: true });
    waivers.send({ type: 'step.next' });
    await waitFor(waivers, (s) => s.status === 'done');
    expect(sent).toEqual([{ duration: null, lifetime: true, ssn: '1234' }]);
    expect(events).toEqual([
      'suspended',
      'logout /login /rg/loading?outcome=self_exclusion&length=lifetime',
    ]);
  });

  it('[rule:self-exclusion-period-first] never sends a request with neither a positive duration nor lifetime, whatever the options say', async () => {
    // What an options answer read without the api's checks could hold (QA: "0 days" was offered).
    const unreadable = [
      { duration: null, lifetime: false, label: 'Weird' },
      { duration: 0, lifetime: false, label: '' },
      { duration: -5, lifetime: false, label: '' },
      { duration: 1.5, lifetime: false, label: '' },
    ] as SelfExclusionOption[];
    const sent: unknown[] = [];
    const machine = selfExclusionMachine.provide({
      actors: {
        fetchOptions: fromPromise(async () => unreadable),
        submit: fromPromise(async ({ input }) => void sent.push(input)),
      },
    });
    const input = (step: SelfExclusionStep, data: SelfExclusionData): SelfExclusionInput => ({
      base: '/rg/self_exclusion',
      step,
      regionCode: 'CA-ON',
      data,
    });
    const period = createActor(machine, { input: input('period', EMPTY_DATA) }).start();
    await waitFor(period, (s) => s.matches({ period: 'choosing' }));
    for (const index of unreadable.keys()) {
      period.send({ type: 'period.choose', index });
      period.send({ type: 'step.next' });
      expect(period.getSnapshot().matches({ period: 'choosing' })).toBe(true);
      expect(period.getSnapshot().context.fieldError).toBe(ours.selfExclusion.choosePeriod);
    }
    // A waivers page reached with such a period anyway: the submit goes back to the period page.
    for (const index of unreadable.keys()) {
      const data = { ...EMPTY_DATA, options: unreadable, period: index };
      expect(reachableStep('waivers', data, false)).toBe('period');
      const waivers = createActor(machine, { input: input('waivers', data) }).start();
      for (const waiver of [0, 1, 2])
        waivers.send({ type: 'waiver.toggle', index: waiver, accepted: true });
      waivers.send({ type: 'step.next' });
      const done = await waitFor(waivers, (s) => s.status === 'done');
      expect(done.output?.route).toBe('/rg/self_exclusion/period');
      expect(done.output?.data).toMatchObject({
        period: null,
        error: ours.selfExclusion.choosePeriod,
      });
    }
    expect(sent).toEqual([]);
  });

  it('chooses again the period a reload kept, by what it is, when the options read again still offer it (decision 076)', async () => {
    const options = (offered: SelfExclusionOption[]) =>
      selfExclusionMachine.provide({ actors: { fetchOptions: fromPromise(async () => offered) } });
    const periodAfterReload = async (
      offered: SelfExclusionOption[],
      savedDraft: Record<string, string> | null,
    ) => {
      const actor = createActor(options(offered), {
        input: {
          base: '/rg/self_exclusion',
          step: 'period',
          regionCode: 'US-NJ',
          data: EMPTY_DATA,
          savedDraft,
        },
      }).start();
      const snapshot = await waitFor(actor, (s) => s.matches({ period: 'choosing' }));
      return snapshot.context.data.period;
    };
    // The lifetime option moved to the front: the kept choice follows it, not its old place.
    const reordered = [OPTIONS[1], OPTIONS[0]] as SelfExclusionOption[];
    expect(
      await periodAfterReload(reordered, { base: '/rg/self_exclusion', choice: 'lifetime' }),
    ).toBe(0);
    expect(await periodAfterReload(OPTIONS, { base: '/rg/self_exclusion', choice: '365' })).toBe(0);
    // No longer offered, kept by the other route set, or nothing kept: nothing is chosen.
    expect(
      await periodAfterReload(OPTIONS, { base: '/rg/self_exclusion', choice: '30' }),
    ).toBeNull();
    expect(
      await periodAfterReload(OPTIONS, { base: '/cool_off_self_exclusion', choice: '365' }),
    ).toBeNull();
    expect(await periodAfterReload(OPTIONS, null)).toBeNull();
  });

  it('keeps as its draft the period and its route set only: never the SSN, never the waivers', () => {
    const base = '/rg/self_exclusion' as const;
    expect(periodDraft({ base, data: EMPTY_DATA })).toBeNull();
    expect(periodDraft({ base, data: { ...CHOSEN, period: 1 } })).toEqual({
      base,
      choice: 'lifetime',
    });
    // The whole data of a run, the SSN typed and the waivers accepted included.
    const data: SelfExclusionData = { ...CHOSEN, ssn: '1234', accepted: [true, true, true] };
    const draft = periodDraft({ base, data });
    expect(draft).toEqual({ base, choice: '365' });
    expect(JSON.stringify(draft)).not.toContain('1234');
  });
});
