import { createServer } from 'node:net';
import { delay, HttpResponse, http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { network as networkCopy } from '../copy/spec/network';
import { apiRequest, DEFAULT_TIMEOUT_MS, onAuthFailure, withAttempts } from './client';
import { type ApiError, isApiError, setErrorReporter } from './errors';
import { getRequestContext, setPlatform, setRequestContext } from './request-context';
import { codedError } from './sandbox/wire';

const BASE = 'http://api.test';
const OAUTH = { client_id: 'web-client', redirect_uri: 'https://brand.test/cb', shared_id: 's-1' };
const server = setupServer();
const report = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  report.mockReset();
  setErrorReporter(report);
  setRequestContext({
    baseUrl: BASE,
    regionCode: 'US-NJ',
    countryCode: 'US',
    platform: 'web',
    oauth: { ...OAUTH },
  });
});

interface Seen {
  request: Request;
  url: URL;
  body: unknown;
}

/** Answers one path with `respond` and records what each request carried. */
function answer(method: 'get' | 'post' | 'patch', path: string, respond: () => Response) {
  const seen: Seen[] = [];
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      const text = await request.clone().text();
      seen.push({ request, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return respond();
    }),
  );
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

const OkSchema = v.object({ ok: v.boolean() });

describe('what every request carries', () => {
  it('sends the region, country and platform headers and asks for JSON', async () => {
    const seen = answer('get', '/i/thing', () => HttpResponse.json({ ok: true }));
    await apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' });
    const headers = seen[0]?.request.headers;
    expect(headers?.get('x-region-code')).toBe('US-NJ');
    expect(headers?.get('x-country-code')).toBe('US');
    expect(headers?.get('x-platform')).toBe('web');
    expect(headers?.get('accept')).toBe('application/json');
  });

  it('holds the requests until a promised platform is known, then sends it (decision 064)', async () => {
    const seen = answer('get', '/i/thing', () => HttpResponse.json({ ok: true }));
    let answerPlatform: (platform: 'ios') => void = () => {};
    setPlatform(new Promise((resolve) => (answerPlatform = resolve)));
    const first = apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' });
    const second = apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    answerPlatform('ios');
    await Promise.all([first, second]);
    expect(seen.map(({ request }) => request.headers.get('x-platform'))).toEqual(['ios', 'ios']);
    expect(getRequestContext().platform).toBe('ios');
    setPlatform('web');
  });

  it('sends web after 1000 ms when the wrapper never answers the platform', async () => {
    const seen = answer('get', '/i/thing', () => HttpResponse.json({ ok: true }));
    setPlatform(new Promise(() => {}));
    await apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' });
    expect(seen.map(({ request }) => request.headers.get('x-platform'))).toEqual(['web']);
    setPlatform('web');
  });

  it('sends the session cookie with every request', async () => {
    const seen = answer('get', '/i/thing', () => HttpResponse.json({ ok: true }));
    await apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' });
    expect(seen[0]?.request.credentials).toBe('include');
  });

  it('sends the default region of the country when no supported region is known (every call carries both)', async () => {
    const seen = answer('get', '/i/thing', () => HttpResponse.json({ ok: true }));
    setRequestContext({ regionCode: '', countryCode: '' });
    await apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' });
    setRequestContext({ regionCode: '', countryCode: 'CA' });
    await apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' });
    const sent = seen.map(({ request }) => [
      request.headers.get('x-region-code'),
      request.headers.get('x-country-code'),
      request.headers.get('x-platform'),
    ]);
    expect(sent).toEqual([
      ['US-DEFAULT', 'US', 'web'],
      ['CA-DEFAULT', 'CA', 'web'],
    ]);
  });

  it('puts the OAuth parameters in the query of a GET, next to its own query', async () => {
    const seen = answer('get', '/i/thing', () => HttpResponse.json({ ok: true }));
    await apiRequest('/i/thing', {
      query: { jobTitle: 'chef', blacklist: true, missing: undefined },
      schema: OkSchema,
      action: 'get the thing',
    });
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      job_title: 'chef',
      blacklist: 'true',
      ...OAUTH,
    });
    expect(seen[0]?.body).toBeUndefined();
  });

  it('puts the OAuth parameters in an oauth object of a POST body, next to the snake_cased fields', async () => {
    const seen = answer('post', '/i/thing', () => HttpResponse.json({ ok: true }, { status: 201 }));
    await apiRequest('/i/thing', {
      method: 'POST',
      body: { firstName: 'Ada', last4Ssn: '1234', policyAcceptances: [{ policyId: 'p1' }] },
      schema: OkSchema,
      action: 'create the thing',
    });
    expect(seen[0]?.body).toEqual({
      first_name: 'Ada',
      last_4_ssn: '1234',
      policy_acceptances: [{ policy_id: 'p1' }],
      oauth: OAUTH,
    });
    expect(seen[0]?.url.search).toBe('');
    expect(seen[0]?.request.headers.get('content-type')).toBe('application/json');
  });

  it('puts the OAuth parameters in the body of a PATCH', async () => {
    const seen = answer('patch', '/i/thing', () => new HttpResponse(null, { status: 204 }));
    await apiRequest('/i/thing', {
      method: 'PATCH',
      body: { preferredName: 'Ada' },
      schema: null,
      action: 'update the thing',
    });
    expect(seen[0]?.body).toEqual({ preferred_name: 'Ada', oauth: OAUTH });
  });

  it('sends the oauth object even when the POST has no body of its own', async () => {
    const seen = answer('post', '/i/thing', () => new HttpResponse(null, { status: 201 }));
    await apiRequest('/i/thing', { method: 'POST', schema: null, action: 'create the thing' });
    expect(seen[0]?.body).toEqual({ oauth: OAUTH });
  });

  it('sends only the OAuth parameters that are present, and an empty oauth object when none is (QA 13)', async () => {
    setRequestContext({ oauth: { client_id: 'web-client', redirect_uri: '' } });
    const seen = answer('post', '/i/thing', () => new HttpResponse(null, { status: 201 }));
    await apiRequest('/i/thing', { method: 'POST', schema: null, action: 'create the thing' });
    expect(seen[0]?.body).toEqual({ oauth: { client_id: 'web-client' } });

    setRequestContext({ oauth: {} });
    await apiRequest('/i/thing', { method: 'POST', schema: null, action: 'create the thing' });
    expect(seen[1]?.body).toEqual({ oauth: {} });
  });

  it("never sends the authorize hand-off's state, scope or nonce with a call: the spec's set only", async () => {
    setRequestContext({ oauth: { ...OAUTH, state: 'st', scope: 'openid', nonce: 'n' } });
    const posted = answer('post', '/i/thing', () => new HttpResponse(null, { status: 201 }));
    await apiRequest('/i/thing', { method: 'POST', schema: null, action: 'create the thing' });
    expect(posted[0]?.body).toEqual({ oauth: OAUTH });

    const got = answer('get', '/i/thing', () => HttpResponse.json({ ok: true }));
    await apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' });
    expect(Object.fromEntries(got[0]?.url.searchParams ?? [])).toEqual(OAUTH);
  });
});

describe('what comes back', () => {
  it('camelCases the response keys before the schema reads them', async () => {
    answer('get', '/i/thing', () =>
      HttpResponse.json({ user_id: 'u1', pending_fields: { last_4_ssn: true } }),
    );
    const schema = v.object({
      userId: v.string(),
      pendingFields: v.object({ last4Ssn: v.boolean() }),
    });
    const result = await apiRequest('/i/thing', { schema, action: 'get the thing' });
    expect(result).toEqual({ userId: 'u1', pendingFields: { last4Ssn: true } });
  });

  it('resolves with nothing when no content is expected', async () => {
    answer('patch', '/i/thing', () => new HttpResponse(null, { status: 204 }));
    await expect(
      apiRequest('/i/thing', { method: 'PATCH', schema: null, action: 'update the thing' }),
    ).resolves.toBeUndefined();
  });

  it('rejects a 2xx whose body does not match the schema as UNKNOWN_ERROR and reports the issue paths without the values', async () => {
    answer('get', '/i/thing', () => HttpResponse.json({ ok: 'sure@example.com' }));
    const error = await rejection(
      apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' }),
    );
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.message).toBe(networkCopy.generic);
    expect(report).toHaveBeenCalledTimes(1);
    const [reported, context] = report.mock.calls[0] ?? [];
    expect(reported).toBe(error);
    expect(context).toMatchObject({ reason: 'schema mismatch', issues: [{ path: 'ok' }] });
    expect(JSON.stringify(context)).not.toContain('sure@example.com');
  });

  it('rejects malformed JSON as UNKNOWN_ERROR and reports it', async () => {
    answer(
      'get',
      '/i/thing',
      () => new HttpResponse('{"ok": tru', { headers: { 'content-type': 'application/json' } }),
    );
    const error = await rejection(
      apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' }),
    );
    expect(error.code).toBe('UNKNOWN_ERROR');
    expect(error.message).toBe(networkCopy.generic);
    expect(report).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ reason: 'malformed JSON' }),
    );
  });
});

describe('failures', () => {
  it('rejects with TIMEOUT_ERROR and the timeout copy when the server does not answer in time', async () => {
    server.use(http.get(`${BASE}/i/slow`, () => delay('infinite')));
    const error = await rejection(
      apiRequest('/i/slow', { schema: OkSchema, action: 'fetch countries', timeoutMs: 20 }),
    );
    expect(error.code).toBe('TIMEOUT_ERROR');
    expect(error.message).toBe(networkCopy.timeout('fetch countries'));
    expect(error.message).toBe(
      'Took too long to fetch countries, please check your connection and try again!',
    );
    expect(report).not.toHaveBeenCalled();
  });

  it('waits 5000 ms by default before timing out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get(`${BASE}/i/slow`, () => delay('infinite')));
      const settled = vi.fn();
      const pending = apiRequest('/i/slow', { schema: OkSchema, action: 'get regions' });
      pending.catch(settled);
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect((await rejection(pending)).code).toBe('TIMEOUT_ERROR');
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a request the caller aborted as aborted, without reporting it', async () => {
    server.use(http.get(`${BASE}/i/slow`, () => delay('infinite')));
    const controller = new AbortController();
    const pending = apiRequest('/i/slow', {
      schema: OkSchema,
      action: 'get the thing',
      signal: controller.signal,
    });
    controller.abort();
    const error = await rejection(pending);
    expect(error.code).toBe('TIMEOUT_ERROR');
    expect(report).not.toHaveBeenCalled();
  });

  it('rejects with CONNECTION_ERROR and the connection copy when the connection is refused', async () => {
    const port = await closedPort();
    setRequestContext({ baseUrl: `http://127.0.0.1:${port}` });
    server.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    const error = await rejection(
      apiRequest('/i/thing', { schema: OkSchema, action: 'fetch countries' }),
    );
    expect(error.code).toBe('CONNECTION_ERROR');
    expect(error.status).toBeNull();
    expect(error.message).toBe(
      'Could not fetch countries! Please check your network connection and try again!',
    );
  });

  it('rejects a 500 with HTTP_ERROR and the generic copy', async () => {
    answer('get', '/i/thing', () => new HttpResponse('<h1>boom</h1>', { status: 500 }));
    const error = await rejection(
      apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' }),
    );
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Oops, something went wrong! Please try again!');
    // contract.md 8: the generic message's error is reported.
    expect(report).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ action: 'get the thing' }),
    );
  });

  it('does not report the 4xx answers a call expects (a 422, a 404, a suspension)', async () => {
    for (const [status, body] of [
      [422, { errors: { email: ['is invalid'] } }],
      [404, { error: { code: 'not_found', message: 'none' } }],
      [
        403,
        {
          error: {
            code: 'user_suspended',
            message: 's',
            extra: { suspension: { type: 'cool_off' } },
          },
        },
      ],
    ] as const) {
      answer('get', '/i/thing', () => HttpResponse.json(body, { status }));
      await rejection(apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' }));
    }
    expect(report).not.toHaveBeenCalled();
  });

  it.each([400, 405, 409, 429])(
    'reports a %i, a 4xx the contract never answers, which shows the generic copy',
    async (status) => {
      answer('get', '/i/thing', () => HttpResponse.json({}, { status }));
      const error = await rejection(
        apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' }),
      );
      expect(error).toMatchObject({ code: 'HTTP_ERROR', status, message: networkCopy.generic });
      expect(report).toHaveBeenCalledWith(error, expect.anything());
    },
  );

  it.each([300, 304])(
    'rejects a %i with HTTP_ERROR and the generic copy: success stops before 300',
    async (status) => {
      answer('get', '/i/thing', () => new HttpResponse(null, { status }));
      const error = await rejection(
        apiRequest('/i/thing', { schema: null, action: 'get the thing' }),
      );
      expect(error).toMatchObject({ code: 'HTTP_ERROR', status, message: networkCopy.generic });
      expect(report).toHaveBeenCalledWith(error, expect.anything());
    },
  );

  it('reads the server code and message of a coded error', async () => {
    answer('post', '/i/thing', () =>
      HttpResponse.json(
        { error: { code: 'max_send_attempts', message: 'Too many' } },
        { status: 422 },
      ),
    );
    const error = await rejection(
      apiRequest('/i/thing', { method: 'POST', schema: null, action: 'send your code' }),
    );
    expect(error).toMatchObject({
      code: 'HTTP_ERROR',
      status: 422,
      serverCode: 'max_send_attempts',
      serverMessage: 'Too many',
    });
  });

  it('flattens a 422 errors map to the first message per camelCased, singular field', async () => {
    answer('post', '/i/thing', () =>
      HttpResponse.json(
        {
          errors: {
            emails: ['has already been taken', 'is invalid'],
            passwords: ['is too short'],
            phone_numbers: ['is invalid'],
            last_4_ssn: ['must be 4 digits'],
          },
        },
        { status: 422 },
      ),
    );
    const error = await rejection(
      apiRequest('/i/thing', { method: 'POST', schema: null, action: 'create your account' }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      email: 'has already been taken',
      password: 'is too short',
      phoneNumber: 'is invalid',
      last4Ssn: 'must be 4 digits',
    });
    expect(report).not.toHaveBeenCalled();
  });
});

describe('auth failures', () => {
  it('rejects a 401 with UNAUTHORIZED_ERROR and tells the auth-failure listeners first', async () => {
    answer('get', '/i/thing', () =>
      HttpResponse.json(
        { error: { code: 'unauthorized', message: 'Unauthorized' } },
        { status: 401 },
      ),
    );
    const heard: ApiError[] = [];
    const stop = onAuthFailure((error) => heard.push(error));
    const error = await rejection(
      apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' }),
    );
    stop();
    expect(error.code).toBe('UNAUTHORIZED_ERROR');
    expect(error.message).toBe(
      'You have been logged out due to inactivity. Please log in to continue.',
    );
    expect(heard).toEqual([error]);
  });

  it('reads the suspension type of a user_suspended 403 and tells the listeners', async () => {
    answer('get', '/i/thing', () =>
      codedError('user_suspended', 'Suspended', 403, { suspension: { type: 'cool_off' } }),
    );
    const listener = vi.fn();
    const stop = onAuthFailure(listener);
    const error = await rejection(
      apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' }),
    );
    stop();
    expect(error).toMatchObject({
      code: 'HTTP_ERROR',
      status: 403,
      serverCode: 'user_suspended',
      suspensionType: 'cool_off',
    });
    expect(error.message).toBe(networkCopy.generic);
    expect(listener).toHaveBeenCalledWith(error);
  });

  it('does not tell the listeners about a 403 that is not a suspension', async () => {
    answer('patch', '/i/thing', () =>
      HttpResponse.json({ error: { code: 'forbidden', message: 'No' } }, { status: 403 }),
    );
    const listener = vi.fn();
    const stop = onAuthFailure(listener);
    const error = await rejection(
      apiRequest('/i/thing', { method: 'PATCH', schema: null, action: 'update the thing' }),
    );
    stop();
    expect(error.serverCode).toBe('forbidden');
    expect(listener).not.toHaveBeenCalled();
  });

  it("with notifyAuthFailure 'suspension', tells the listeners a user_suspended 403 but not a 401", async () => {
    const listener = vi.fn();
    const stop = onAuthFailure(listener);
    const call = () =>
      rejection(
        apiRequest('/i/thing', {
          schema: OkSchema,
          action: 'get the thing',
          notifyAuthFailure: 'suspension',
        }),
      );
    answer('get', '/i/thing', () => HttpResponse.json({}, { status: 401 }));
    expect(await call()).toMatchObject({ code: 'UNAUTHORIZED_ERROR' });
    expect(listener).not.toHaveBeenCalled();
    answer('get', '/i/thing', () =>
      codedError('user_suspended', 'Suspended', 403, { suspension: { type: 'cool_off' } }),
    );
    const suspended = await call();
    stop();
    expect(listener).toHaveBeenCalledExactlyOnceWith(suspended);
  });

  it('stops telling a listener once it has unsubscribed', async () => {
    answer('get', '/i/thing', () => HttpResponse.json({}, { status: 401 }));
    const listener = vi.fn();
    onAuthFailure(listener)();
    await rejection(apiRequest('/i/thing', { schema: OkSchema, action: 'get the thing' }));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('withAttempts', () => {
  it('resolves with the first success, here on the 4th try', async () => {
    const fn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockRejectedValueOnce(new Error('3'))
      .mockResolvedValue('done');
    await expect(withAttempts(fn, 4, 0)).resolves.toBe('done');
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('gives up after 4 tries with the last error', async () => {
    let n = 0;
    const fn = vi.fn(async () => {
      n += 1;
      throw new Error(`failure ${n}`);
    });
    await expect(withAttempts(fn, 4, 0)).rejects.toThrow('failure 4');
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('waits between tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const fn = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(new Error('1'))
        .mockResolvedValue('ok');
      const pending = withAttempts(fn);
      await vi.advanceTimersByTimeAsync(299);
      expect(fn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toBe('ok');
      expect(fn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A local port nothing listens on, so a connect is refused (port 9 is a fetch "bad port"). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
