import { setupServer } from 'msw/node';
import { sandboxCall as call } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import { getScenario } from './scenarios';
import { createMemoryStorage, PENDING_LIMIT_WAIT_MS, SEED_PATRON } from './state';

// The responsible-gaming limit calls of the sandbox (contract.md 7; wire-decisions "Units" and
// "Limit semantics"): cashflow limits in cents, the daily time limit in whole hours.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function play(scenario = 'happy-path') {
  server.use(
    ...createSandboxHandlers({ scenario: getScenario(scenario), storage: createMemoryStorage() }),
  );
}

const logIn = () =>
  call('POST', '/oauth/token', {
    grant_type: 'password',
    username: SEED_PATRON.username,
    password: SEED_PATRON.password,
    oauth: { client_id: 'sandbox-client' },
  });

const NO_CASHFLOW_LIMITS = {
  daily_limit: null,
  weekly_limit: null,
  monthly_limit: null,
  daily_total: 0,
  weekly_total: 0,
  monthly_total: 0,
  pending_daily_limit: null,
  pending_weekly_limit: null,
  pending_monthly_limit: null,
};

describe('cashflow limits', () => {
  it('has no limits of any type before one is set', async () => {
    play();
    await logIn();

    for (const type of ['deposit', 'loss', 'spend', 'max_single_wager']) {
      const answer = await call('GET', `/i/cashflow_limits/${type}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(NO_CASHFLOW_LIMITS);
    }
  });

  it('applies a first limit at once, in cents, with 204 and no body', async () => {
    play();
    await logIn();

    const set = await call('POST', '/i/cashflow_limits/deposit/daily', { amount: 5000 });
    const read = await call('GET', '/i/cashflow_limits/deposit');

    expect(set.status).toBe(204);
    expect(set.body).toBeNull();
    expect(read.body).toEqual({ ...NO_CASHFLOW_LIMITS, daily_limit: 5000 });
    expect((await call('GET', '/i/cashflow_limits/loss')).body).toEqual(NO_CASHFLOW_LIMITS);
  });

  it('applies a stricter limit at once and keeps a looser one pending', async () => {
    play();
    await logIn();
    await call('POST', '/i/cashflow_limits/deposit/weekly', { amount: 20000 });

    await call('POST', '/i/cashflow_limits/deposit/weekly', { amount: 30000 });
    const looser = await call('GET', '/i/cashflow_limits/deposit');
    await call('POST', '/i/cashflow_limits/deposit/weekly', { amount: 10000 });
    const stricter = await call('GET', '/i/cashflow_limits/deposit');

    expect(looser.body).toMatchObject({ weekly_limit: 20000, pending_weekly_limit: 30000 });
    expect(stricter.body).toMatchObject({ weekly_limit: 10000, pending_weekly_limit: null });
  });

  it.each([
    ['zero', 0],
    ['negative', -100],
    ['fractional cents', 10.5],
    ['a string', '5000'],
    ['missing', undefined],
  ])('answers 422 at the amount for a %s amount', async (_, amount) => {
    play();
    await logIn();

    const answer = await call('POST', '/i/cashflow_limits/deposit/monthly', { amount });

    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: { amount: ['Amount must be a whole number of cents greater than 0'] },
    });
    expect((await call('GET', '/i/cashflow_limits/deposit')).body).toEqual(NO_CASHFLOW_LIMITS);
  });

  it('answers 404 for an unknown type or period', async () => {
    play();
    await logIn();

    const type = await call('GET', '/i/cashflow_limits/bets');
    const period = await call('POST', '/i/cashflow_limits/deposit/yearly', { amount: 100 });

    expect(type.status).toBe(404);
    expect(type.body.error.code).toBe('not_found');
    expect(period.status).toBe(404);
  });
});

describe('the daily time limit', () => {
  it('has no time limit before one is set', async () => {
    play();
    await logIn();

    const answer = await call('GET', '/i/time_limits');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      daily_time_limit: null,
      daily_time_spent: 0,
      daily_time_limit_updated_at: null,
      pending_daily_time_limit: null,
      has_pending_daily_time_limit: false,
      daily_time_limit_pending_update_time: null,
      is_pending_daily_limit_confirmation_available: false,
    });
  });

  it('applies a first limit at once and answers 200 with the time-limit object', async () => {
    play();
    await logIn();

    const answer = await call('PATCH', '/i/time_limits', { daily_time_limit: 4 });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      daily_time_limit: 4,
      has_pending_daily_time_limit: false,
    });
    expect(answer.body.daily_time_limit_updated_at).toEqual(expect.any(String));
    expect((await call('GET', '/i/time_limits')).body).toEqual(answer.body);
  });

  it('keeps a looser limit, or removing it, pending until its confirmation is available', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    play();
    await logIn();
    await call('PATCH', '/i/time_limits', { daily_time_limit: 2 });

    const looser = await call('PATCH', '/i/time_limits', { daily_time_limit: 6 });
    const removed = await call('PATCH', '/i/time_limits', { daily_time_limit: null });
    vi.setSystemTime(new Date(Date.now() + PENDING_LIMIT_WAIT_MS));
    const later = await call('GET', '/i/time_limits');

    expect(looser.body).toMatchObject({
      daily_time_limit: 2,
      pending_daily_time_limit: 6,
      has_pending_daily_time_limit: true,
      daily_time_limit_pending_update_time: '2025-03-02T12:00:00.000Z',
      is_pending_daily_limit_confirmation_available: false,
    });
    expect(removed.body).toMatchObject({
      daily_time_limit: 2,
      pending_daily_time_limit: null,
      has_pending_daily_time_limit: true,
    });
    expect(later.body.is_pending_daily_limit_confirmation_available).toBe(true);
  });

  it('lets a scenario shorten the wait before a looser limit may be confirmed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    play('rg-short-wait');
    await logIn();
    await call('PATCH', '/i/time_limits', { daily_time_limit: 2 });
    const removed = await call('PATCH', '/i/time_limits', { daily_time_limit: null });
    vi.setSystemTime(new Date(Date.now() + 2_000));
    const later = await call('GET', '/i/time_limits');

    expect(removed.body).toMatchObject({
      daily_time_limit_pending_update_time: '2025-03-01T12:00:02.000Z',
      is_pending_daily_limit_confirmation_available: false,
    });
    expect(later.body.is_pending_daily_limit_confirmation_available).toBe(true);
  });

  it('applies a stricter limit at once and drops the pending change', async () => {
    play();
    await logIn();
    await call('PATCH', '/i/time_limits', { daily_time_limit: 5 });
    await call('PATCH', '/i/time_limits', { daily_time_limit: 8 });

    const answer = await call('PATCH', '/i/time_limits', { daily_time_limit: 3 });

    expect(answer.body).toMatchObject({
      daily_time_limit: 3,
      pending_daily_time_limit: null,
      has_pending_daily_time_limit: false,
    });
  });

  it.each([
    ['zero hours', { daily_time_limit: 0 }],
    ['more than 24 hours', { daily_time_limit: 25 }],
    ['fractional hours', { daily_time_limit: 1.5 }],
    ['a string', { daily_time_limit: '3' }],
    ['no daily_time_limit', {}],
  ])('answers 422 at daily_time_limit for %s', async (_, body) => {
    play();
    await logIn();

    const answer = await call('PATCH', '/i/time_limits', body);

    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: {
        daily_time_limit: [
          'Daily time limit must be a whole number of hours from 1 to 24, or null',
        ],
      },
    });
  });
});

describe('who may call them', () => {
  it.each([
    ['GET', '/i/cashflow_limits/deposit'],
    ['POST', '/i/cashflow_limits/deposit/daily'],
    ['GET', '/i/time_limits'],
    ['PATCH', '/i/time_limits'],
  ])('%s %s answers the wire 401 without a session', async (method, path) => {
    play();

    const answer = await call(method, path, method === 'GET' ? undefined : { amount: 100 });

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: { code: 'unauthorized', message: 'Unauthorized' } });
  });

  it('answers 403 user_suspended to a suspended patron', async () => {
    play('suspended-cool-off');
    await logIn();

    const answer = await call('POST', '/i/cashflow_limits/deposit/daily', { amount: 100 });

    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('user_suspended');
  });

  it('keeps each user their own limits', async () => {
    play();
    await logIn();
    await call('POST', '/i/cashflow_limits/deposit/daily', { amount: 5000 });

    await call('POST', '/i/pre_registrations', {
      first_name: 'Grace',
      last_name: 'Hopper',
      username: 'grace_h',
      email: 'grace@example.com',
      password: 'Cobol1959',
      phone_number: null,
      policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
    });

    expect((await call('GET', '/i/cashflow_limits/deposit')).body).toEqual(NO_CASHFLOW_LIMITS);
  });
});
