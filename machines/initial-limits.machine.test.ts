import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  createMachine,
  fromPromise,
  waitFor,
} from 'xstate';
import { ApiError } from '../api/errors';
import type { RegistrationForm } from '../api/registration';
import { initialLimits as initialLimitsCopy } from '../copy/ours/initial-limits';
import { responsibleGaming as limitsCopyOurs } from '../copy/ours/responsible-gaming';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import {
  type DepositLimitRequest,
  initialLimitsMachine,
  parseTimeLimit,
} from './initial-limits.machine';
import { parseAmount } from './limit-amount';
import type { StepInput } from './step-contract';
import { registrationStatus } from './step-input.fixture';

const ROUTE = '/web/signup/initial_set_limits';

function stepInput({
  regionCode = 'US-NJ',
  savedDraft = null as StepInput['savedDraft'],
} = {}): StepInput {
  return {
    route: ROUTE,
    layout: 'web',
    brandName: 'Northstar Sports',
    regionCode,
    status: registrationStatus({ status: 'email_verified' }),
    registration: {} as RegistrationForm,
    flags: [{ name: 'visit_limits_page', status: 'enabled', groups: [] }],
    savedDraft,
  };
}

type Call =
  | { call: 'setCashflowLimit'; period: string; amountCents: number }
  | { call: 'updateTimeLimit'; hours: number | null };

interface Fakes {
  deposit?: (request: DepositLimitRequest) => Promise<void>;
  timeLimit?: (hours: number | null) => Promise<void>;
}

/** Runs the step as the child `step` of a parent that records what the step sends it. */
function runStep(input: StepInput = stepInput(), fakes: Fakes = {}) {
  const calls: Call[] = [];
  const logic = initialLimitsMachine.provide({
    actors: {
      // The real actor sends 100 × units as `amount`; the fake records what it would send.
      setCashflowLimit: fromPromise<DepositLimitRequest, DepositLimitRequest>(
        async ({ input: request }) => {
          calls.push({
            call: 'setCashflowLimit',
            period: request.period,
            amountCents: request.units * 100,
          });
          await (fakes.deposit ?? (async () => {}))(request);
          return request;
        },
      ),
      updateTimeLimit: fromPromise<{ hours: number | null }, { hours: number | null }>(
        async ({ input: request }) => {
          calls.push({ call: 'updateTimeLimit', hours: request.hours });
          await (fakes.timeLimit ?? (async () => {}))(request.hours);
          return request;
        },
      ),
    },
  });
  const received: AnyEventObject[] = [];
  let output: unknown;
  const parent = createActor(
    createMachine({
      invoke: {
        id: 'step',
        src: logic as AnyStateMachine,
        input,
        onDone: { actions: ({ event }) => (output = event.output) },
      },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    }),
  ).start();
  const step = parent.getSnapshot().children.step as unknown as ReturnType<
    typeof createActor<typeof initialLimitsMachine>
  >;
  const analytics = () =>
    received.filter((e) => e.type === 'step.analytics').map(({ type: _t, ...rest }) => rest);
  const drafts = () => received.filter((e) => e.type === 'step.draft');
  return { step, calls, analytics, drafts, output: () => output };
}

type Step = ReturnType<typeof runStep>['step'];

const type = (step: Step, field: 'daily' | 'weekly' | 'monthly' | 'timeLimit', value: string) =>
  step.send({ type: 'limits.change', field, value });

const settled = (step: Step) =>
  waitFor(step, (s) => s.status === 'done' || (s.matches('editing') && !s.hasTag('submitting')));

const validation = (status: number, errors: Record<string, string>) =>
  new ApiError({
    code: 'HTTP_ERROR',
    message: networkCopy.generic,
    action: 'update deposit limits',
    status,
    fieldErrors: errors,
  });

const networkDown = (action: string) =>
  new ApiError({
    code: 'NETWORK_ERROR',
    message: networkCopy.connection(action),
    action,
  });

describe('the initial-limits step', () => {
  it('starts with an empty form in USD for a US region and CAD for a Canadian one, from the rule table [rule:currency-us] [rule:currency-ca]', () => {
    const us = runStep(stepInput({ regionCode: 'US-NJ' })).step.getSnapshot();
    const ca = runStep(stepInput({ regionCode: 'CA-ON' })).step.getSnapshot();

    expect(us.value).toBe('editing');
    expect(us.context.draft).toEqual({ daily: '', weekly: '', monthly: '', timeLimit: '' });
    expect(us.context.currency).toBe('USD');
    expect(ca.context.currency).toBe('CAD');
  });

  it('mirrors every change to the parent as the step draft', () => {
    const { step, drafts } = runStep();

    type(step, 'daily', '50');
    type(step, 'timeLimit', '3');

    expect(drafts().at(-1)).toEqual({
      type: 'step.draft',
      route: ROUTE,
      draft: { daily: '50', weekly: '', monthly: '', timeLimit: '3' },
    });
  });

  it('restores the draft saved before a reload, dropping a time limit it does not know', () => {
    const { step } = runStep(
      stepInput({
        savedDraft: { daily: '20', weekly: 7, monthly: '300', timeLimit: '99' },
      }),
    );

    expect(step.getSnapshot().context.draft).toEqual({
      daily: '20',
      weekly: '',
      monthly: '300',
      timeLimit: '',
    });
  });

  it('posts each entered deposit limit in cents, then the time limit, and finishes with limitsDone', async () => {
    const { step, calls, analytics, output } = runStep();
    type(step, 'daily', '50');
    type(step, 'monthly', '1,000');
    type(step, 'timeLimit', '4');

    step.send({ type: 'limits.save' });
    expect(step.getSnapshot().hasTag('submitting')).toBe(true);
    await settled(step);

    expect(calls).toEqual([
      { call: 'setCashflowLimit', period: 'daily', amountCents: 5000 },
      { call: 'setCashflowLimit', period: 'monthly', amountCents: 100000 },
      { call: 'updateTimeLimit', hours: 4 },
    ]);
    expect(step.getSnapshot().status).toBe('done');
    expect(output()).toEqual({ limitsDone: true });
    expect(analytics()).toEqual([
      {
        name: 'limit_set',
        properties: {
          limit_type: 'daily_deposit_limit',
          limit_value: 5000,
          limit_origin: 'sign_up',
        },
      },
      {
        name: 'limit_set',
        properties: {
          limit_type: 'monthly_deposit_limit',
          limit_value: 100000,
          limit_origin: 'sign_up',
        },
      },
      {
        name: 'limit_set',
        properties: { limit_type: 'daily_time_limit', limit_value: 4, limit_origin: 'sign_up' },
      },
    ]);
  });

  it("sends null for 'no-limit' and reports it with a null value", async () => {
    const { step, calls, analytics } = runStep();
    type(step, 'timeLimit', 'no-limit');

    step.send({ type: 'limits.save' });
    await settled(step);

    expect(calls).toEqual([{ call: 'updateTimeLimit', hours: null }]);
    expect(analytics()).toEqual([
      {
        name: 'limit_set',
        properties: { limit_type: 'daily_time_limit', limit_value: null, limit_origin: 'sign_up' },
      },
    ]);
  });

  it('skips without a call and is still done', async () => {
    const { step, calls, analytics, output } = runStep();
    type(step, 'daily', '50');

    step.send({ type: 'limits.skip' });

    expect(step.getSnapshot().status).toBe('done');
    expect(output()).toEqual({ limitsDone: true });
    expect(calls).toEqual([]);
    expect(analytics()).toEqual([]);
  });

  it('passes the step on Save with nothing entered, without a call', async () => {
    const { step, calls, output } = runStep();

    step.send({ type: 'limits.save' });
    await settled(step);

    expect(step.getSnapshot().status).toBe('done');
    expect(output()).toEqual({ limitsDone: true });
    expect(calls).toEqual([]);
  });

  it('refuses amounts that are not whole and above 0, at the field, without a call', () => {
    const { step, calls } = runStep();
    type(step, 'daily', '12.50');
    type(step, 'weekly', '0');
    type(step, 'monthly', 'lots');

    step.send({ type: 'limits.save' });

    const { value, context } = step.getSnapshot();
    expect(value).toBe('editing');
    expect(context.fieldErrors).toEqual({
      daily: initialLimitsCopy.withoutCents,
      weekly: initialLimitsCopy.wholeAmount,
      monthly: initialLimitsCopy.wholeAmount,
    });
    expect(calls).toEqual([]);
  });

  it('refuses an amount of more than nine digits with the maximum, as the limit pages do (QA3 L1)', () => {
    const { step, calls } = runStep();
    type(step, 'daily', '1234567890');
    type(step, 'weekly', '1,000,000,000.00');
    type(step, 'monthly', '999,999,999');

    step.send({ type: 'limits.save' });

    expect(step.getSnapshot().value).toBe('editing');
    expect(step.getSnapshot().context.fieldErrors).toEqual({
      daily: limitsCopyOurs.amountTooLarge('999,999,999'),
      weekly: 'Enter a whole amount of at most 999,999,999.',
    });
    expect(calls).toEqual([]);
  });

  it('refuses a daily limit above the weekly one, at the daily field, without a call [rule:period-order]', () => {
    const { step, calls } = runStep();
    type(step, 'daily', '500');
    type(step, 'weekly', '100');

    step.send({ type: 'limits.save' });

    expect(step.getSnapshot().value).toBe('editing');
    expect(step.getSnapshot().context.fieldErrors).toEqual({
      daily: limitsCopyOurs.aboveLonger('daily', 'weekly', '$100'),
    });
    expect(calls).toEqual([]);
  });

  it('clears a field error when that field changes', () => {
    const { step } = runStep();
    type(step, 'daily', 'x');
    type(step, 'weekly', 'y');
    step.send({ type: 'limits.save' });

    type(step, 'daily', '10');

    expect(step.getSnapshot().context.fieldErrors).toEqual({
      weekly: initialLimitsCopy.wholeAmount,
    });
  });

  it("shows a deposit 422's amount message at that period's field, keeps the input, and does not resend what was saved", async () => {
    let failWeekly = true;
    const { step, calls, analytics } = runStep(stepInput(), {
      deposit: async (request) => {
        if (request.period === 'weekly' && failWeekly) {
          failWeekly = false;
          throw validation(422, { amount: 'Weekly limit must be at least the daily limit' });
        }
      },
    });
    type(step, 'daily', '20');
    type(step, 'weekly', '50');

    step.send({ type: 'limits.save' });
    await settled(step);

    const { value, context } = step.getSnapshot();
    expect(value).toBe('editing');
    expect(context.fieldErrors).toEqual({
      weekly: 'Weekly limit must be at least the daily limit',
    });
    expect(context.error).toBeNull();
    expect(context.draft).toMatchObject({ daily: '20', weekly: '50' });
    expect(analytics()).toHaveLength(1);

    type(step, 'weekly', '100');
    step.send({ type: 'limits.save' });
    await settled(step);

    expect(calls.map((c) => (c.call === 'setCashflowLimit' ? c.period : c.call))).toEqual([
      'daily',
      'weekly',
      'weekly',
    ]);
    expect(step.getSnapshot().status).toBe('done');
  });

  it("says 'Could not update deposit limits!' when a deposit call fails, keeping the input", async () => {
    const { step } = runStep(stepInput(), {
      deposit: async () => {
        throw networkDown('update deposit limits');
      },
    });
    type(step, 'daily', '50');

    step.send({ type: 'limits.save' });
    await settled(step);

    const { value, context } = step.getSnapshot();
    expect(value).toBe('editing');
    expect(context.error).toBe(limitsCopy.updateFailed('deposit'));
    expect(context.error).toBe('Could not update deposit limits!');
    expect(context.fieldErrors).toEqual({});
    expect(context.draft.daily).toBe('50');
  });

  it("shows a time-limit 422's daily_time_limit message at the field, or 'Invalid'", async () => {
    const withMessage = runStep(stepInput(), {
      timeLimit: async () => {
        throw validation(422, { dailyTimeLimit: 'Too long' });
      },
    });
    const withoutMessage = runStep(stepInput(), {
      timeLimit: async () => {
        throw validation(422, {});
      },
    });
    for (const { step } of [withMessage, withoutMessage]) {
      type(step, 'timeLimit', '24');
      step.send({ type: 'limits.save' });
      await settled(step);
    }

    expect(withMessage.step.getSnapshot().context.fieldErrors).toEqual({ timeLimit: 'Too long' });
    expect(withoutMessage.step.getSnapshot().context.fieldErrors).toEqual({
      timeLimit: networkCopy.invalid,
    });
    expect(withMessage.step.getSnapshot().context.draft.timeLimit).toBe('24');
  });

  it("shows the call's own message when the time limit cannot be sent, and retries only the time limit", async () => {
    let down = true;
    const { step, calls } = runStep(stepInput(), {
      timeLimit: async () => {
        if (down) {
          down = false;
          throw networkDown('update your daily time limit');
        }
      },
    });
    type(step, 'daily', '50');
    type(step, 'timeLimit', '2');

    step.send({ type: 'limits.save' });
    await settled(step);
    expect(step.getSnapshot().context.error).toBe(
      networkCopy.connection('update your daily time limit'),
    );

    step.send({ type: 'limits.save' });
    await settled(step);

    expect(calls).toEqual([
      { call: 'setCashflowLimit', period: 'daily', amountCents: 5000 },
      { call: 'updateTimeLimit', hours: 2 },
      { call: 'updateTimeLimit', hours: 2 },
    ]);
    expect(step.getSnapshot().status).toBe('done');
  });

  it('ignores changes while saving', async () => {
    let release: () => void = () => {};
    const { step } = runStep(stepInput(), {
      deposit: () => new Promise<void>((resolve) => (release = resolve)),
    });
    type(step, 'daily', '50');
    step.send({ type: 'limits.save' });

    type(step, 'daily', '70');
    expect(step.getSnapshot().context.draft.daily).toBe('50');
    release();
    await settled(step);
    expect(step.getSnapshot().status).toBe('done');
  });
});

describe('parsing what was typed', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['50', 50],
    ['1,000', 1000],
    ['2 500', 2500],
    ['50.00', 50],
    ['50.5', 'cents'],
    ['0', 'invalid'],
    ['-5', 'invalid'],
    ['1e3', 'invalid'],
    ['0050', 50],
    ['1234567890', 'tooLarge'],
  ])('reads the amount %j as %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    ['', 'unset'],
    ['no-limit', null],
    ['1', 1],
    ['24', 24],
    ['0', 'invalid'],
    ['25', 'invalid'],
    ['1.5', 'invalid'],
  ])('reads the time-limit choice %j as %j', (choice, expected) => {
    expect(parseTimeLimit(choice)).toBe(expected);
  });
});
