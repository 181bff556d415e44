import { setupServer } from 'msw/node';
import { emailVerification as emailVerificationCopy } from '../../copy/spec/email-verification';
import { sandboxCall as call } from '../../test/sandbox-server';
import { SUPPORTED_REGION_CODES } from '../domain';
import { createSandboxHandlers, SANDBOX_CALLS } from './handlers';
import { getScenario, type Scenario } from './scenarios';
import { createMemoryStorage, SEED_PATRON } from './state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function play(scenario: string | Scenario) {
  const script = typeof scenario === 'string' ? getScenario(scenario) : scenario;
  server.use(...createSandboxHandlers({ scenario: script, storage: createMemoryStorage() }));
}

const signUp = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/i/pre_registrations', {
    first_name: 'Grace',
    last_name: 'Hopper',
    username: 'grace_h',
    email: 'grace@example.com',
    password: 'Cobol1959',
    phone_number: { number: '6095550199' },
    policy_acceptances: [{ policy_id: 'terms-and-conditions' }, { policy_id: 'privacy-policy' }],
    ...overrides,
  });

const logIn = (username: string, password: string) =>
  call('POST', '/oauth/token', {
    grant_type: 'password',
    username,
    password,
    oauth: { client_id: 'sandbox-client' },
  });

describe('lists', () => {
  it('lists feature flags with the scenario overrides', async () => {
    play('limits-flag');

    const { status, body } = await call('GET', '/i/feature_flags');

    expect(status).toBe(200);
    expect(body.feature_flags).toEqual(
      expect.arrayContaining([
        { name: 'visit_limits_page', status: 'enabled', groups: [] },
        { name: 'referral_code', status: 'enabled', groups: [] },
      ]),
    );
  });

  it('lists countries with code, name, demonym and icon', async () => {
    play('happy-path');

    const { body } = await call('GET', '/i/countries');

    expect(body.countries).toEqual(
      expect.arrayContaining([
        { code: 'US', name: 'United States', demonym: 'American', icon: expect.any(String) },
        { code: 'CA', name: 'Canada', demonym: 'Canadian', icon: expect.any(String) },
      ]),
    );
  });

  it('lists every supported region plus a non-betting one', async () => {
    play('happy-path');

    const { body } = await call('GET', '/i/regions');
    type Region = { iso_3166_2_code: string; is_betting_region: boolean };
    const codes = body.regions.map((region: Region) => region.iso_3166_2_code);

    expect(codes).toEqual(expect.arrayContaining([...SUPPORTED_REGION_CODES]));
    expect(body.regions.find((region: Region) => region.iso_3166_2_code === 'US-NJ')).toEqual({
      iso_3166_2_code: 'US-NJ',
      name: 'New Jersey',
      country_code: 'US',
      require_email_verification: true,
      is_betting_region: true,
    });
    expect(
      body.regions.filter((region: { require_email_verification: boolean }) => {
        return !region.require_email_verification;
      }).length,
    ).toBeGreaterThan(2);
    expect(body.regions.filter((region: Region) => !region.is_betting_region)).toHaveLength(1);
  });

  it('searches occupations by job title and lists the blacklisted ones', async () => {
    play('happy-path');

    const search = await call('GET', '/i/occupations?job_title=engin');
    const blacklist = await call('GET', '/i/occupations?blacklist=true');

    expect(search.body).toEqual({
      occupations: ['Civil Engineer', 'Mechanical Engineer', 'Software Engineer'],
    });
    expect(blacklist.body.occupations).toContain('Professional Athlete');
  });
});

describe('phone numbers and SMS', () => {
  it('returns the phone number for the session, or for a valid link token', async () => {
    play('happy-path');
    await signUp();

    const withSession = await call('GET', '/i/phone_numbers');
    await call('POST', '/api/logout');
    const withToken = await call('GET', '/i/phone_numbers?token=valid-token');
    const badToken = await call('GET', '/i/phone_numbers?token=forged');

    expect(withSession.body).toEqual({ phone_number: '6095550199' });
    expect(withToken.body).toEqual({ phone_number: '6095550199' });
    expect(badToken.status).toBe(401);
  });

  it('sends a code by sms or call, and rejects another channel', async () => {
    play('happy-path');
    await signUp();

    const sms = await call('POST', '/i/sms/send_one_time_code', { channel: 'sms' });
    const voice = await call('POST', '/i/sms/send_one_time_code', { channel: 'call' });
    const pigeon = await call('POST', '/i/sms/send_one_time_code', { channel: 'pigeon' });

    expect([sms.status, voice.status]).toEqual([200, 200]);
    expect(pigeon.status).toBe(422);
    expect(Object.keys(pigeon.body.errors)).toEqual(['channel']);
  });

  it('answers max_send_attempts on the fourth code within a minute', async () => {
    play('happy-path');
    await signUp();

    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await call('POST', '/i/sms/send_one_time_code', { channel: 'sms' })).status);
    const fourth = await call('POST', '/i/sms/send_one_time_code', { channel: 'sms' });

    expect(statuses).toEqual([200, 200, 200]);
    expect(fourth.status).toBe(422);
    expect(fourth.body.error.code).toBe('max_send_attempts');
  });

  it('answers the scripted send error of sms-errors', async () => {
    play('sms-errors');
    await signUp();

    const answer = await call('POST', '/i/sms/send_one_time_code', { channel: 'sms' });

    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: { code: 'invalid_number', message: expect.any(String) } });
  });

  it('verifies the pin with 202, settling the pending phone number', async () => {
    play('sms-errors');
    await signUp();

    const wrong = await call('PATCH', '/i/sms/verify_one_time_code', { pin: '111111' });
    const right = await call('PATCH', '/i/sms/verify_one_time_code', { pin: '123456' });

    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: { pin: [emailVerificationCopy.codeInvalid] } });
    expect(right.status).toBe(202);
    const { body } = await call('GET', '/i/registration_status');
    expect(body).toMatchObject({ status: 'complete', pending_fields: {} });
  });

  it('locks the pin after five wrong tries, even for the right pin afterwards', async () => {
    play('happy-path');
    await signUp();

    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push(await call('PATCH', '/i/sms/verify_one_time_code', { pin: '000000' }));
    const afterwards = await call('PATCH', '/i/sms/verify_one_time_code', { pin: '123456' });

    expect(answers.slice(0, 4).every((answer) => answer.body.errors?.pin)).toBe(true);
    for (const locked of [answers[4], afterwards]) {
      expect(locked?.status).toBe(422);
      expect(locked?.body.error.code).toBe('sms_pin_locked');
    }
  });

  it('answers sms_pin_locked to every pin in sms-pin-locked', async () => {
    play('sms-pin-locked');
    await signUp();

    const answer = await call('PATCH', '/i/sms/verify_one_time_code', { pin: '123456' });

    expect(answer.body.error.code).toBe('sms_pin_locked');
  });
});

describe('promotions', () => {
  it.each([
    ['WELCOME100', { available: true, type: 'promotion', message: null }],
    ['friend-abc', { available: true, type: 'referral', message: null }],
    ['EXPIRED2023', { available: false, type: 'promotion', message: 'This promotion has expired' }],
    ['NOPE', { available: false, type: null, message: 'This code does not exist' }],
  ])('checks %s by both calls', async (code, expected) => {
    play('happy-path');

    const posted = await call('POST', '/i/promotion_code_availability', { promotion_code: code });
    const fetched = await call('GET', `/i/promotions/codes/${encodeURIComponent(code)}/status`);

    expect(posted).toMatchObject({ status: 200, body: expected });
    expect(fetched).toMatchObject({ status: 200, body: expected });
  });

  it('answers 422 to an empty promotion code', async () => {
    play('happy-path');

    const answer = await call('POST', '/i/promotion_code_availability', { promotion_code: ' ' });

    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['promotion_code']);
  });

  it('lists the play-your-way promotions', async () => {
    play('happy-path');

    const { body } = await call('GET', '/i/promotions/play_your_way');

    expect(body.promotions.length).toBeGreaterThan(0);
    for (const promotion of body.promotions)
      expect(Object.keys(promotion).sort()).toEqual(['description', 'id', 'title']);
  });
});

describe('login and logout', () => {
  it('logs in by username or email and opens a session', async () => {
    play('happy-path');

    const byUsername = await logIn(SEED_PATRON.username, SEED_PATRON.password);
    const byEmail = await logIn(SEED_PATRON.email, SEED_PATRON.password);

    for (const answer of [byUsername, byEmail]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 3600,
        user_id: 'sandbox-patron',
      });
    }
    expect((await call('GET', '/i/registration_status')).body.status).toBe('complete');
  });

  it('answers 401 invalid_grant to a wrong password or an unknown user', async () => {
    play('happy-path');

    const wrong = await logIn(SEED_PATRON.username, 'Password2');
    const unknown = await logIn('nobody', 'Password1');

    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'invalid_grant' });
    }
    expect((await call('GET', '/i/registration_status')).status).toBe(401);
  });

  it('logs a new sign-up in with its own password', async () => {
    play('happy-path');
    await signUp();
    await call('POST', '/api/logout');

    const answer = await logIn('GRACE@example.com', 'Cobol1959');

    expect(answer.status).toBe(200);
  });

  it('logs out with 204 and ends the session', async () => {
    play('happy-path');
    await logIn(SEED_PATRON.username, SEED_PATRON.password);

    const out = await call('POST', '/api/logout');

    expect(out.status).toBe(204);
    expect((await call('GET', '/i/registration')).status).toBe(401);
  });
});

describe('every call of contract.md 7 (issue 17 item 6)', () => {
  const ROWS = SANDBOX_CALLS.map(
    (row) =>
      [row.method, row.path.replaceAll(/\{[a-z_]+\}/g, 'x'), `${row.method} ${row.path}`] as const,
  );

  it('is implemented: no row of the table is left to build', () => {
    expect(
      SANDBOX_CALLS.filter((row) => !row.implemented).map((row) => `${row.method} ${row.path}`),
    ).toEqual([]);
  });

  it.each(ROWS)('%s %s never answers 501', async (method, path) => {
    play('happy-path');
    await logIn(SEED_PATRON.username, SEED_PATRON.password);
    const answer = await call(method, path, method === 'GET' ? undefined : {});
    expect(answer.status).not.toBe(501);
  });

  it('answers the exposed-only calls: a third-party suspension, an exclusion list, the authorize fetch', async () => {
    play('happy-path');
    await logIn(SEED_PATRON.username, SEED_PATRON.password);
    expect((await call('POST', '/i/third_party_determination_suspensions', {})).status).toBe(201);
    const suspended = await call('GET', '/i/registration_status');
    expect(suspended.status).toBe(403);
    expect(suspended.body.error.extra.suspension.type).toBe('third_party_determination');

    const list = await call('POST', '/regulators/US-NJ/exclusion_lists', {});
    expect(list).toMatchObject({ status: 201, body: { region: 'US-NJ' } });
    const authorize = await call('GET', '/oauth/authorize?client_id=c&response_type=code');
    expect(authorize.body).toEqual({ parameters: { client_id: 'c', response_type: 'code' } });
  });
});

describe('suspended-cool-off', () => {
  const SUSPENDED = {
    error: {
      code: 'user_suspended',
      message: 'Your account is suspended',
      extra: { suspension: { type: 'cool_off' } },
    },
  };

  it('answers 403 user_suspended to logged-in calls', async () => {
    play('suspended-cool-off');
    await logIn(SEED_PATRON.username, SEED_PATRON.password);

    for (const [method, path] of [
      ['GET', '/i/registration_status'],
      ['GET', '/i/registration'],
      ['GET', '/i/pending_policies'],
      ['GET', '/i/time_limits'],
    ] as const) {
      const answer = await call(method, path);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(SUSPENDED);
    }
  });

  it('still answers lists and lifting the cool-off; a logout answers 403 but ends the session', async () => {
    play('suspended-cool-off');
    await logIn(SEED_PATRON.username, SEED_PATRON.password);

    expect((await call('GET', '/i/countries')).status).toBe(200);
    expect((await call('GET', '/i/feature_flags')).status).toBe(200);
    // A logged-in call like any other (wire-decisions "Limit semantics"); the session still ends.
    expect((await call('POST', '/api/logout')).status).toBe(403);
    expect((await call('GET', '/i/pending_policies')).status).toBe(200);
    expect((await call('GET', '/i/registration_status')).status).toBe(401);
    // Not 403: a cool-off must be liftable while it suspends the account; then it is over.
    await logIn(SEED_PATRON.username, SEED_PATRON.password);
    expect((await call('PATCH', '/i/cool_off/lift', {})).status).toBe(204);
    expect((await call('POST', '/api/logout')).status).toBe(204);
  });
});

describe('request bodies', () => {
  it('answers 400 to a body that is not JSON', async () => {
    play('happy-path');

    const response = await fetch('http://sandbox.test/i/email_availability', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });

    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('bad_request');
  });
});
