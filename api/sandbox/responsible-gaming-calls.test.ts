import { setupServer } from 'msw/node';
import { sandboxCall as call } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import { getScenario } from './scenarios';
import { createMemoryStorage, SEED_PATRON } from './state';

// The sandbox's casino restriction (decision 032): a new one replaces the active one, so one that
// would end sooner is refused with a 422 in the wire-decisions shape (decision 066).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function logIn() {
  server.use(
    ...createSandboxHandlers({
      scenario: getScenario('happy-path'),
      storage: createMemoryStorage(),
    }),
  );
  await call('POST', '/oauth/token', {
    grant_type: 'password',
    username: SEED_PATRON.username,
    password: SEED_PATRON.password,
    oauth: { client_id: 'sandbox-client' },
  });
}

const restrict = (duration: number | null) =>
  call('POST', '/i/restrictions', { type: 'casino', duration, lifetime: duration === null });
const SHORTER = { errors: { duration: ['A new restriction must end after the active one'] } };

describe('POST /i/restrictions beside an active casino restriction', () => {
  it('refuses any length under a lifetime restriction, which stays', async () => {
    await logIn();
    expect((await restrict(null)).status).toBe(201);

    const shorter = await restrict(1);

    expect(shorter.status).toBe(422);
    expect(shorter.body).toEqual(SHORTER);
    expect((await call('GET', '/i/restrictions/active/casino')).body).toMatchObject({
      lifetime: true,
      duration: null,
    });
  });

  it('refuses a restriction that ends sooner, and accepts one that ends later', async () => {
    await logIn();
    await restrict(7);

    const shorter = await restrict(1);
    const longer = await restrict(30);
    const lifetime = await restrict(null);

    expect(shorter.status).toBe(422);
    expect(shorter.body).toEqual(SHORTER);
    expect(longer.status).toBe(201);
    expect(longer.body).toMatchObject({ duration: 30, lifetime: false });
    expect(lifetime.status).toBe(201);
  });

  it('accepts any length once the active restriction has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
    await logIn();
    await restrict(7);

    vi.setSystemTime(new Date('2026-11-09T12:00:00Z'));

    expect((await restrict(1)).status).toBe(201);
  });
});
