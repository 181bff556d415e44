import { setupServer } from 'msw/node';
import { sandboxCall as call } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import { getScenario } from './scenarios';
import { createMemoryStorage, SEED_PATRON } from './state';

// wire-decisions "Limit semantics": cool-off, self-exclusion and account closure suspend the
// account on the server, and later logged-in calls answer 403 user_suspended (contract.md 6 routes
// each type). The sandbox keeps the suspension on the patron, across logout and login.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function play() {
  server.use(
    ...createSandboxHandlers({
      scenario: getScenario('happy-path'),
      storage: createMemoryStorage(),
    }),
  );
}

const logIn = () =>
  call('POST', '/oauth/token', {
    grant_type: 'password',
    username: SEED_PATRON.username,
    password: SEED_PATRON.password,
    oauth: { client_id: 'sandbox-client' },
  });

/**
 * Logs out and in again, then reads the registration status (a logged-in call). The logout is a
 * logged-in call too, so a suspended session's answers 403 (the client reads it as logged out).
 */
async function statusAfterNewLogin({ suspended = true } = {}) {
  const loggedOut = await call('POST', '/api/logout');
  expect(loggedOut.status).toBe(suspended ? 403 : 204);
  if (suspended) expect(loggedOut.body).toMatchObject({ error: { code: 'user_suspended' } });
  expect((await logIn()).status).toBe(200);
  return call('GET', '/i/registration_status');
}

const suspendedAs = (type: string) => ({
  error: expect.objectContaining({ code: 'user_suspended', extra: { suspension: { type } } }),
});

describe('suspensions the patron puts on the account', () => {
  it('a cool-off suspends every later logged-in call until it is lifted', async () => {
    play();
    await logIn();
    expect((await call('POST', '/i/cool_offs', { duration: 3 })).status).toBe(201);

    const answer = await statusAfterNewLogin();
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(suspendedAs('cool_off'));
    // Lifting it is what a cooled-off patron does: not blocked, and the account is back.
    expect((await call('PATCH', '/i/cool_off/lift')).status).toBe(204);
    expect((await call('GET', '/i/registration_status')).status).toBe(200);
  });

  it('a patron on a cool-off may still self-exclude (the cool_off_self_exclusion pages)', async () => {
    play();
    await logIn();
    await call('POST', '/i/cool_offs', { duration: 3 });
    const region = { 'X-Region-Code': 'US-NJ' };
    expect((await call('GET', '/i/self_exclusion_options/US-NJ', undefined, region)).status).toBe(
      200,
    );
    const excluded = await call(
      'POST',
      '/i/self_exclusions',
      { duration: 365, ssn: '1234', lifetime: false },
      region,
    );
    expect(excluded.status).toBe(201);
    expect((await call('GET', '/i/registration_status')).body).toEqual(
      suspendedAs('self_exclusion'),
    );
  });

  it('the suspended-cool-off scenario lifts like the patron’s own cool-off, once', async () => {
    server.use(
      ...createSandboxHandlers({
        scenario: getScenario('suspended-cool-off'),
        storage: createMemoryStorage(),
      }),
    );
    await logIn();
    expect((await call('GET', '/i/registration_status')).status).toBe(403);
    expect((await call('PATCH', '/i/cool_off/lift')).status).toBe(204);
    expect((await call('GET', '/i/registration_status')).status).toBe(200);
    expect((await call('PATCH', '/i/cool_off/lift')).status).toBe(404);
  });

  it('a cool-off ends by itself once its days have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    play();
    await logIn();
    await call('POST', '/i/cool_offs', { duration: 1 });
    expect((await call('GET', '/i/registration_status')).status).toBe(403);
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect((await call('GET', '/i/registration_status')).status).toBe(200);
  });

  it('a self-exclusion suspends the account as self_exclusion', async () => {
    play();
    await logIn();
    const excluded = await call(
      'POST',
      '/i/self_exclusions',
      { duration: 365, ssn: '1234', lifetime: false },
      { 'X-Region-Code': 'US-NJ' },
    );
    expect(excluded.status).toBe(201);
    const answer = await statusAfterNewLogin();
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(suspendedAs('self_exclusion'));
  });

  it('a closed account is suspended as closed', async () => {
    play();
    await logIn();
    expect((await call('POST', '/i/closed_suspensions', {})).status).toBe(201);
    const answer = await statusAfterNewLogin();
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(suspendedAs('closed'));
  });

  it('leaves an account without any of them alone', async () => {
    play();
    await logIn();
    expect((await statusAfterNewLogin({ suspended: false })).status).toBe(200);
  });
});
