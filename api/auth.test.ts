import { HttpResponse, http } from 'msw';
import { network as networkCopy } from '../copy/spec/network';
import { API_BASE, setupApiServer } from '../test/api-server';
import { login, logout } from './auth';
import { onAuthFailure } from './client';
import { accountExists, getSessionStatus } from './session-status';

const BASE = API_BASE;
const OAUTH = { client_id: 'web-client', code_challenge: 'abc' };
const server = setupApiServer(OAUTH);

describe('auth', () => {
  it('logs in with a password grant and keeps only the user id, never the token', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/oauth/token`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          access_token: 'secret-token',
          token_type: 'Bearer',
          expires_in: 3600,
          user_id: 'u-1',
        });
      }),
    );
    const result = await login({ username: 'ada', password: 'pw' });
    expect(result).toEqual({ userId: 'u-1' });
    expect(body).toEqual({ grant_type: 'password', username: 'ada', password: 'pw', oauth: OAUTH });
  });

  it('rejects wrong credentials with the login-failed copy', async () => {
    server.use(
      http.post(`${BASE}/oauth/token`, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 401 }),
      ),
    );
    await expect(login({ username: 'ada', password: 'bad' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED_ERROR',
      status: 401,
      serverCode: 'invalid_grant',
      message: networkCopy.loginFailed,
    });
  });

  it('does not report a wrong password as a lost session to the auth-failure listeners', async () => {
    server.use(
      http.post(`${BASE}/oauth/token`, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 401 }),
      ),
    );
    const heard: unknown[] = [];
    const stop = onAuthFailure((error) => heard.push(error));
    await expect(login({ username: 'ada', password: 'bad' })).rejects.toBeDefined();
    stop();
    expect(heard).toEqual([]);
  });

  it('routes a user_suspended 403 from the login by its suspension type, through the listeners', async () => {
    server.use(
      http.post(`${BASE}/oauth/token`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'user_suspended',
              message: 'Suspended',
              extra: { suspension: { type: 'cool_off' } },
            },
          },
          { status: 403 },
        ),
      ),
    );
    const heard: unknown[] = [];
    const stop = onAuthFailure((error) => heard.push(error));
    await expect(login({ username: 'ada', password: 'pw' })).rejects.toBeDefined();
    stop();
    expect(heard).toMatchObject([
      { status: 403, serverCode: 'user_suspended', suspensionType: 'cool_off' },
    ]);
  });

  it('logs out with a POST to /api/logout', async () => {
    let called = false;
    server.use(
      http.post(`${BASE}/api/logout`, () => {
        called = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await logout();
    expect(called).toBe(true);
  });

  it.each([
    [
      'a user_suspended 403',
      403,
      { code: 'user_suspended', message: 'Suspended', extra: { suspension: { type: 'cool_off' } } },
    ],
    ['a 401', 401, { code: 'unauthorized', message: 'Unauthorized' }],
  ])(
    'hands %s from the logout to the session machine only, telling no auth-failure listener',
    async (_, status, error) => {
      server.use(http.post(`${BASE}/api/logout`, () => HttpResponse.json({ error }, { status })));
      const heard: unknown[] = [];
      const stop = onAuthFailure((failure) => heard.push(failure));
      await expect(logout()).rejects.toMatchObject({ status });
      stop();
      expect(heard).toEqual([]);
    },
  );

  it('reads only the status of an existing session, whatever status string the server sends', async () => {
    server.use(
      http.get(`${BASE}/i/registration_status`, () =>
        HttpResponse.json({ status: 'a_status_added_later', pending_fields: { x: true } }),
      ),
    );
    await expect(getSessionStatus()).resolves.toEqual({ status: 'a_status_added_later' });
  });

  it('treats a 401 from the session check as no session, not as a lost one', async () => {
    server.use(
      http.get(`${BASE}/i/registration_status`, () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }),
      ),
    );
    const heard: unknown[] = [];
    const stop = onAuthFailure((error) => heard.push(error));
    await expect(getSessionStatus()).rejects.toMatchObject({ code: 'UNAUTHORIZED_ERROR' });
    stop();
    expect(heard).toEqual([]);
  });

  it('says an account exists when the status answers, and none on a 401, telling no listener', async () => {
    const heard: unknown[] = [];
    const stop = onAuthFailure((error) => heard.push(error));
    server.use(
      http.get(`${BASE}/i/registration_status`, () => HttpResponse.json({ status: 'created' })),
    );
    await expect(accountExists()).resolves.toBe(true);
    server.use(
      http.get(`${BASE}/i/registration_status`, () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }),
      ),
    );
    await expect(accountExists()).resolves.toBe(false);
    stop();
    expect(heard).toEqual([]);
  });

  it('lets any other failure of the account check through, for the machine to handle', async () => {
    server.use(
      http.get(`${BASE}/i/registration_status`, () => new HttpResponse(null, { status: 500 })),
    );
    await expect(accountExists()).rejects.toMatchObject({ status: 500 });
  });
});
