import { HttpResponse, http } from 'msw';
import { coolOff as coolOffCopy } from '../copy/spec/cool-off';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { API_BASE, setupApiServer } from '../test/api-server';
import { setErrorReporter } from './errors';
import {
  cancelPendingCashflowLimit,
  cancelPendingTimeLimit,
  confirmPendingCashflowLimit,
  confirmPendingTimeLimit,
  createCasinoRestriction,
  getActiveCasinoRestriction,
  getLimitStatuses,
  getRealityCheckInterval,
  getSelfExclusionOptions,
  setRealityCheckInterval,
} from './responsible-gaming';
import { createSandboxHandlers } from './sandbox/handlers';
import { DEFAULT_SCENARIO, getScenario } from './sandbox/scenarios';

const server = setupApiServer({ client_id: 'web-client' });

type Seen = { method: string; path: string; body: unknown };
function record(status = 204, answer: unknown = null) {
  const seen: Seen[] = [];
  server.use(
    http.all(`${API_BASE}/i/*`, async ({ request }) => {
      const text = request.method === 'GET' ? '' : await request.text();
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : null,
      });
      return answer === null
        ? new HttpResponse(null, { status })
        : HttpResponse.json(answer, { status });
    }),
  );
  return seen;
}

const failure = (status: number) =>
  server.use(
    http.all(`${API_BASE}/i/*`, () =>
      HttpResponse.json({ error: { code: 'x', message: 'boom' } }, { status }),
    ),
  );

describe('the responsible-gaming calls', () => {
  it('reads the limit statuses camelCased, an unknown value as unknown (null), reported (QA wire L1)', async () => {
    const reported: Record<string, unknown>[] = [];
    setErrorReporter((_, context) => reported.push(context ?? {}));
    record(200, {
      daily_time_limit: 'active',
      deposit_limits: 'pending',
      loss_limits: 'none',
      max_single_wager_limit: 'frozen',
      spend_limits: 'active',
    });
    expect(await getLimitStatuses()).toEqual({
      dailyTimeLimit: 'active',
      depositLimits: 'pending',
      lossLimits: 'none',
      maxSingleWagerLimit: null,
      spendLimits: 'active',
    });
    setErrorReporter(() => {});
    expect(reported).toEqual([
      expect.objectContaining({
        reason: 'unknown value',
        field: 'limit_statuses.max_single_wager_limit',
        value: 'frozen',
      }),
    ]);
  });

  it('confirms (POST) and cancels (DELETE) a pending cashflow limit on its own path', async () => {
    const seen = record();
    await confirmPendingCashflowLimit({ type: 'max_single_wager', period: 'daily' });
    await cancelPendingCashflowLimit({ type: 'loss', period: 'weekly' });
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /i/cashflow_limits/max_single_wager/daily/pending',
      'DELETE /i/cashflow_limits/loss/weekly/pending',
    ]);
  });

  it("carries the catalogue's confirm and cancel failures, and keeps a 401 as it is", async () => {
    failure(500);
    await expect(confirmPendingCashflowLimit({ type: 'deposit', period: 'daily' })).rejects.toThrow(
      limitsCopy.confirmFailed('deposit'),
    );
    await expect(cancelPendingCashflowLimit({ type: 'spend', period: 'daily' })).rejects.toThrow(
      limitsCopy.cancelFailed('spend'),
    );
    failure(401);
    await expect(confirmPendingTimeLimit()).rejects.toMatchObject({
      code: 'UNAUTHORIZED_ERROR',
      message: networkCopy.loggedOutInactivity,
    });
  });

  it('confirms and cancels the pending daily time limit on the path contract.md 7 writes', async () => {
    const seen = record();
    await confirmPendingTimeLimit();
    await cancelPendingTimeLimit();
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /i/time_limits/pending/',
      'DELETE /i/time_limits/pending/',
    ]);
  });

  it('reaches the sandbox on that path too', async () => {
    server.use(...createSandboxHandlers({ scenario: getScenario(DEFAULT_SCENARIO) }));
    // No session: the sandbox's row answers 401, which proves the path matched it.
    await expect(cancelPendingTimeLimit()).rejects.toMatchObject({ code: 'UNAUTHORIZED_ERROR' });
  });

  it('reads and sets the reality check-in interval in seconds', async () => {
    const seen = record(200, { reality_checkin_interval_seconds: 1800 });
    expect(await getRealityCheckInterval()).toBe(1800);
    server.resetHandlers();
    const sent = record(202);
    await setRealityCheckInterval(900);
    expect(seen[0]?.path).toBe('/i/reality_checkin_interval');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/i/reality_checkin_interval',
      body: { reality_checkin_interval_seconds: 900 },
    });
  });

  it('says it could not fetch the reality check-in interval', async () => {
    failure(500);
    await expect(getRealityCheckInterval()).rejects.toThrow(limitsCopy.fetchRealityCheckFailed);
  });

  it('gives a 401 of the casino restriction calls the cool-off words, as the cool-off has', async () => {
    failure(401);
    const expected = { code: 'UNAUTHORIZED_ERROR', message: coolOffCopy.loggedOut };
    await expect(getActiveCasinoRestriction()).rejects.toMatchObject(expected);
    await expect(createCasinoRestriction({ duration: 7, lifetime: false })).rejects.toMatchObject(
      expected,
    );
  });

  it.each([
    ['a 404', () => HttpResponse.json({ error: { code: 'not_found' } }, { status: 404 })],
    ['a 204', () => new HttpResponse(null, { status: 204 })],
    ['a 200 with an empty body', () => new HttpResponse('', { status: 200 })],
    ['null', () => HttpResponse.json(null)],
    ['an empty object', () => HttpResponse.json({})],
    ['a null restriction', () => HttpResponse.json({ restriction: null })],
    ['no duration, lifetime or end', () => HttpResponse.json({ type: 'casino', lifetime: false })],
  ])('reads %s as no casino restriction', async (_, answer) => {
    server.use(http.get(`${API_BASE}/i/restrictions/active/casino`, answer));
    await expect(getActiveCasinoRestriction()).resolves.toBeNull();
  });

  it('reads a restriction of days, a lifetime one or one with an end as active', async () => {
    const answers = [
      { duration: 7 },
      { lifetime: true },
      { expires_at: '2027-01-01T00:00:00Z' },
      { type: null, duration: 7 },
      { id: 12, type: 'casino', duration: 30, lifetime: null, expires_at: null },
    ];
    for (const answer of answers) {
      server.use(
        http.get(`${API_BASE}/i/restrictions/active/casino`, () => HttpResponse.json(answer)),
      );
      await expect(getActiveCasinoRestriction()).resolves.not.toBeNull();
    }
  });

  it('reads a null label as empty and skips a self-exclusion option it cannot read, reported', async () => {
    const reported: Record<string, unknown>[] = [];
    setErrorReporter(() => {}); // the earlier cases' reports (their 500s) go first
    setErrorReporter((_, context) => reported.push(context ?? {}));
    server.use(
      http.get(`${API_BASE}/i/self_exclusion_options/US-NJ`, () =>
        HttpResponse.json({
          self_exclusion_options: [
            { duration: 365, lifetime: false, label: null },
            { duration: 'a year', lifetime: false, label: '1 year' },
            null,
            { duration: null, lifetime: true, label: 'Lifetime' },
          ],
        }),
      ),
    );
    await expect(getSelfExclusionOptions('US-NJ')).resolves.toEqual([
      { duration: 365, lifetime: false, label: '' },
      { duration: null, lifetime: true, label: 'Lifetime' },
    ]);
    setErrorReporter(() => {});
    expect(reported).toEqual([
      expect.objectContaining({ list: 'self_exclusion_options', index: 1 }),
      expect.objectContaining({ list: 'self_exclusion_options', index: 2 }),
    ]);
  });

  it('offers no self-exclusion option that is neither lifetime nor a positive whole number of days, nor one twice, reported', async () => {
    const reported: Record<string, unknown>[] = [];
    setErrorReporter((_, context) => reported.push(context ?? {}));
    server.use(
      http.get(`${API_BASE}/i/self_exclusion_options/US-NJ`, () =>
        HttpResponse.json({
          self_exclusion_options: [
            { duration: null, lifetime: false, label: 'Weird' },
            { foo: 1 },
            { duration: -5, lifetime: false, label: 'Minus five' },
            { duration: 0, lifetime: false, label: 'Zero' },
            { duration: 1.5, label: 'A day and a half' },
            'a year',
            { duration: 365, lifetime: false, label: '1 year' },
            { duration: 365, lifetime: false, label: 'One year' },
            { duration: null, lifetime: true, label: 'Lifetime' },
            { lifetime: true, label: 'For life' },
          ],
        }),
      ),
    );
    await expect(getSelfExclusionOptions('US-NJ')).resolves.toEqual([
      { duration: 365, lifetime: false, label: '1 year' },
      { duration: null, lifetime: true, label: 'Lifetime' },
    ]);
    setErrorReporter(() => {});
    expect(reported).toEqual([
      ...[0, 1, 2, 3, 4, 5].map((index) =>
        expect.objectContaining({ list: 'self_exclusion_options', index }),
      ),
      expect.objectContaining({ list: 'self_exclusion_options', period: '365' }),
      expect.objectContaining({ list: 'self_exclusion_options', period: 'lifetime' }),
    ]);
  });
});
