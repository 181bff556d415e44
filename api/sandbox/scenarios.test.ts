import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { sandboxCall as call, createSandboxServer } from '../../test/sandbox-server';
import { callKeyOf, createSandboxHandlers, SANDBOX_CALLS, scenarioCallKeys } from './handlers';
import { IDENTITY_PATH_SCENARIOS } from './identity-scenarios';
import {
  DEFAULT_SCENARIO,
  getScenario,
  SCENARIO_NAMES,
  SCENARIOS,
  type Scenario,
  ScenarioSchema,
} from './scenarios';
import {
  createMemoryStorage,
  resetSandbox,
  SANDBOX_STORAGE_KEY,
  SEED_PATRON,
  type StorageLike,
} from './state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function play(scenario: string | Scenario, storage: StorageLike = createMemoryStorage()) {
  const script = typeof scenario === 'string' ? getScenario(scenario) : scenario;
  server.use(...createSandboxHandlers({ scenario: script, storage }));
  return storage;
}

const signUp = () =>
  call('POST', '/i/pre_registrations', {
    first_name: 'Alan',
    last_name: 'Turing',
    username: 'alan_t',
    email: 'alan@example.com',
    password: 'Enigma1912',
    phone_number: null,
    policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
  });

// vitest runs from the project root; jsdom gives import.meta.url an http scheme.
const SCENARIO_DIR = join(process.cwd(), 'api/sandbox/scenarios');

describe('scenario files', () => {
  const files = readdirSync(SCENARIO_DIR).filter((file) => file.endsWith('.json'));

  it('registers every file under its own name, and the generated identity paths', () => {
    const generated = IDENTITY_PATH_SCENARIOS.map(
      (scenario) => (scenario as { name: string }).name,
    );
    expect([...files.map((file) => file.replace(/\.json$/, '')), ...generated].sort()).toEqual(
      [...SCENARIO_NAMES].sort(),
    );
  });

  it.each(files)('%s satisfies the scenario schema', (file) => {
    const raw = JSON.parse(readFileSync(join(SCENARIO_DIR, file), 'utf8'));

    const result = v.safeParse(ScenarioSchema, raw);

    expect(result.issues).toBeUndefined();
    expect(result.output).toMatchObject({ name: file.replace(/\.json$/, '') });
  });

  it('includes every scenario the brief and the QA guide rely on', () => {
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining([
        'happy-path',
        'nj-full',
        'no-email-verification',
        'play-your-way',
        'limits-flag',
        'duplicate-user',
        'kyc-failure-underage',
        'status-replay',
        'sms-errors',
        'slow-network',
        'server-errors',
        'hang-status',
        'suspended-cool-off',
      ]),
    );
  });

  it('names only calls that exist in SANDBOX_CALLS', () => {
    const known = new Set(SANDBOX_CALLS.map(callKeyOf));
    for (const scenario of Object.values(SCENARIOS))
      expect(scenarioCallKeys(scenario).filter((key) => !known.has(key))).toEqual([]);
  });

  it('refuses to build handlers for a scenario naming an unknown call', () => {
    const broken = { ...getScenario('happy-path'), hangs: ['GET /i/nowhere'] };

    expect(() => createSandboxHandlers({ scenario: broken })).toThrow(/GET \/i\/nowhere/);
  });

  it('rejects a typo in a scenario', () => {
    const result = v.safeParse(ScenarioSchema, { name: 'x', description: 'y', latncyMs: 5 });

    expect(result.success).toBe(false);
  });

  it('falls back to the default scenario for an unknown or missing name', () => {
    expect(getScenario('no-such-scenario').name).toBe(DEFAULT_SCENARIO);
    expect(getScenario(null).name).toBe('happy-path');
    expect(getScenario('nj-full').name).toBe('nj-full');
  });
});

describe('scripted behaviour', () => {
  it('replays the status sequence, repeating the last step', async () => {
    play('status-replay');
    await signUp();

    const statuses = [];
    for (let read = 0; read < 5; read++)
      statuses.push((await call('GET', '/i/registration_status')).body.status);

    expect(statuses).toEqual([
      'created',
      'document_verification_in_progress',
      'complete',
      'complete',
      'complete',
    ]);
  });

  it('serves a forced error as many times as `times` says, then the real answer', async () => {
    play('server-errors');

    const first = await signUp();
    const second = await signUp();

    expect(first.status).toBe(500);
    expect(first.body).toEqual({
      error: { code: 'internal_server_error', message: 'Internal Server Error' },
    });
    expect(second.status).toBe(201);
  });

  it('serves a forced error with no `times` on every call', async () => {
    play({
      ...getScenario('happy-path'),
      forcedErrors: [{ call: 'GET /i/countries', status: 503 }],
    });

    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await call('GET', '/i/countries')).status);

    expect(statuses).toEqual([503, 503, 503, 503]);
  });

  it('delays every call by the scenario latency', async () => {
    play('slow-network');
    let answered = false;

    const pending = call('GET', '/i/countries').then((answer) => {
      answered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const answeredEarly = answered;
    const answer = await pending;

    expect(answeredEarly).toBe(false);
    expect(answer.status).toBe(200);
  });

  it('delays only the calls a latency map names', async () => {
    play({ ...getScenario('happy-path'), latencyMs: { 'GET /i/regions': 400 } });
    let regionsAnswered = false;

    const regions = call('GET', '/i/regions').finally(() => {
      regionsAnswered = true;
    });
    const countries = await call('GET', '/i/countries');
    const regionsAnsweredFirst = regionsAnswered;

    expect(countries.status).toBe(200);
    expect(regionsAnsweredFirst).toBe(false);
    expect((await regions).status).toBe(200);
  });

  it('never answers a hung call, until the client gives up', async () => {
    play('hang-status');
    await signUp();
    const controller = new AbortController();
    let settled = false;

    const pending = call('GET', '/i/registration_status', undefined, {}, controller.signal).finally(
      () => {
        settled = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const settledBeforeAbort = settled;
    controller.abort();

    expect(settledBeforeAbort).toBe(false);
    await expect(pending).rejects.toThrow();
    expect((await call('GET', '/i/registration')).status).toBe(200);
  });
});

describe('persistence', () => {
  it('keeps the user and the session across a reload (new handlers over the same storage)', async () => {
    const storage = play('nj-full');
    const { body } = await signUp();
    await call('PATCH', '/i/registration', { last_4_ssn: '1234' });

    server.resetHandlers();
    play('nj-full', storage);
    const status = await call('GET', '/i/registration_status');

    expect(status.status).toBe(200);
    expect(status.body.pending_fields.last_4_ssn).toBeUndefined();
    expect((await call('GET', '/i/registration')).body.id).toBe(body.user_id);
  });

  it('starts afresh when the scenario changes', async () => {
    const storage = play('nj-full');
    await signUp();

    server.resetHandlers();
    play('happy-path', storage);

    expect((await call('GET', '/i/registration_status')).status).toBe(401);
  });

  it('forgets everything on resetSandbox', async () => {
    const storage = play('happy-path');
    await signUp();

    resetSandbox(storage);

    expect(storage.getItem(SANDBOX_STORAGE_KEY)).toBeNull();
    expect((await call('GET', '/i/registration_status')).status).toBe(401);
  });
});

describe('createSandboxServer', () => {
  it('serves the named scenario over the shared in-memory storage', async () => {
    server.close();
    const sandbox = createSandboxServer('nj-full');
    sandbox.listen({ onUnhandledRequest: 'error' });
    try {
      resetSandbox();
      await signUp();
      const { body } = await call('GET', '/i/registration_status');
      expect(body.email_verification_status).toBe('REQUIRED');
      const login = await call('POST', '/oauth/token', {
        grant_type: 'password',
        username: SEED_PATRON.username,
        password: SEED_PATRON.password,
      });
      expect(login.status).toBe(200);
    } finally {
      resetSandbox();
      sandbox.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });
});
