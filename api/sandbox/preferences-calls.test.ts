import { setupServer } from 'msw/node';
import { sandboxCall as call } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import { PREFERENCES_MESSAGES } from './preferences-calls';
import { getScenario } from './scenarios';
import { createMemoryStorage, SEED_PATRON, VALID_LINK_TOKEN } from './state';

// The preferences, balance, wallet and unsubscribe calls of the sandbox (issue 13; shapes in
// docs/api.md "Preferences").

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
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
  });

describe('email preferences', () => {
  it('answers 401 without a session or a valid link token', async () => {
    play();
    expect((await call('GET', '/i/email_preferences')).status).toBe(401);
    expect((await call('GET', '/i/email_preferences?token=nope')).status).toBe(401);
    expect((await call('PATCH', '/i/email_preferences', { token: 'nope' })).status).toBe(401);
  });

  it('reads and saves the preferences with the link token', async () => {
    play();
    const read = await call('GET', `/i/email_preferences?token=${VALID_LINK_TOKEN}`);
    expect(read.status).toBe(200);
    expect(read.body.email).toBe(SEED_PATRON.email);
    expect(read.body.email_preferences.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    const saved = await call('PATCH', '/i/email_preferences', {
      token: VALID_LINK_TOKEN,
      email_preferences: [{ id: 3, subscribed: true }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.email_preferences[2]).toMatchObject({ id: 3, subscribed: true });
  });

  it('answers 422 for an unknown preference or a malformed list, changing nothing', async () => {
    play();
    await logIn();
    const unknown = await call('PATCH', '/i/email_preferences', {
      email_preferences: [
        { id: 1, subscribed: false },
        { id: 99, subscribed: true },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.email_preferences).toEqual([
      PREFERENCES_MESSAGES.unknownPreference(99),
    ]);
    expect((await call('PATCH', '/i/email_preferences', { email_preferences: 'x' })).status).toBe(
      422,
    );
    const read = await call('GET', '/i/email_preferences');
    expect(read.body.email_preferences[0].subscribed).toBe(true);
  });

  it('unsubscribes the address of the link from every email', async () => {
    play();
    const answer = await call('POST', '/optimail/unsubscribe', {
      token: VALID_LINK_TOKEN,
      email: SEED_PATRON.email,
    });
    expect(answer.status).toBe(200);
    const read = await call('GET', `/i/email_preferences?token=${VALID_LINK_TOKEN}`);
    expect(read.body.email_preferences.every((p: { subscribed: boolean }) => !p.subscribed)).toBe(
      true,
    );
    expect((await call('POST', '/optimail/unsubscribe', { email: SEED_PATRON.email })).status).toBe(
      401,
    );
  });
});

describe('marketing inducements', () => {
  it('reads and updates the choice with the session, and refuses a non-boolean', async () => {
    play();
    await logIn();
    expect((await call('GET', '/i/marketing_inducements_preference')).body).toEqual({
      allow_marketing_inducements: false,
    });
    const updated = await call('PATCH', '/i/marketing_inducements_preference', {
      allow_marketing_inducements: true,
    });
    expect(updated.body).toEqual({ allow_marketing_inducements: true });
    const bad = await call('PATCH', '/i/marketing_inducements_preference', {
      allow_marketing_inducements: 'yes',
    });
    expect(bad.status).toBe(422);
  });
});

describe('balance and wallet region', () => {
  it('answers the balance of the wallet region in cents, nothing elsewhere, 401 without a session', async () => {
    play();
    expect((await call('GET', '/i/user_available_balance?region_code=US-NJ')).status).toBe(401);
    await logIn();
    const here = await call(
      'GET',
      '/i/user_available_balance?region_code=US-NJ&currency=CURRENCY_USD',
    );
    expect(here.body).toEqual({ playable_balance: 12_500, restricted_balance: 2_500 });
    const elsewhere = await call(
      'GET',
      '/i/user_available_balance?region_code=CA-ON&currency=CURRENCY_CAD',
    );
    expect(elsewhere.body).toEqual({ playable_balance: 0, restricted_balance: 0 });
    const wrongCurrency = await call(
      'GET',
      '/i/user_available_balance?region_code=CA-ON&currency=CURRENCY_USD',
    );
    expect(wrongCurrency.status).toBe(422);
  });

  it('moves the wallet only to a region the patron is registered in', async () => {
    play();
    await logIn();
    const refused = await call('POST', '/i/betting_region', { region_code: 'CA-ON' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.region_code).toEqual([PREFERENCES_MESSAGES.notRegistered]);
    await call('PATCH', '/i/user_registered_regions', { region_code: 'CA-ON' });
    const moved = await call('POST', '/i/betting_region', { region_code: 'CA-ON' });
    expect(moved.status).toBe(200);
    const there = await call(
      'GET',
      '/i/user_available_balance?region_code=CA-ON&currency=CURRENCY_CAD',
    );
    expect(there.body.playable_balance).toBe(12_500);
  });
});
