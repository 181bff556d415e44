import { HttpResponse, http } from 'msw';
import { limits as limitsCopy } from '../copy/spec/limits';
import { network as networkCopy } from '../copy/spec/network';
import { API_BASE, setupApiServer } from '../test/api-server';
import {
  getCashflowLimits,
  getTimeLimit,
  limitTypeLabel,
  setCashflowLimit,
  updateTimeLimit,
} from './limits';

const BASE = API_BASE;
const OAUTH = { client_id: 'web-client' };
const server = setupApiServer(OAUTH);

const WIRE_TIME_LIMIT = {
  daily_time_limit: 4,
  daily_time_spent: 35,
  daily_time_limit_updated_at: '2025-01-02T03:04:05Z',
  pending_daily_time_limit: null,
  has_pending_daily_time_limit: false,
  daily_time_limit_pending_update_time: null,
  is_pending_daily_limit_confirmation_available: false,
};

describe('cashflow limits', () => {
  it('reads the limits of a type in cents, camelCased, with null for the unset ones', async () => {
    let path = '';
    server.use(
      http.get(`${BASE}/i/cashflow_limits/:type`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({
          daily_limit: 5000,
          weekly_limit: null,
          monthly_limit: 100000,
          daily_total: 0,
          weekly_total: 0,
          monthly_total: 2500,
          pending_daily_limit: null,
          pending_weekly_limit: null,
          pending_monthly_limit: 150000,
        });
      }),
    );

    const limits = await getCashflowLimits('deposit');

    expect(path).toBe('/i/cashflow_limits/deposit');
    expect(limits).toEqual({
      dailyLimit: 5000,
      weeklyLimit: null,
      monthlyLimit: 100000,
      dailyTotal: 0,
      weeklyTotal: 0,
      monthlyTotal: 2500,
      pendingDailyLimit: null,
      pendingWeeklyLimit: null,
      pendingMonthlyLimit: 150000,
    });
  });

  it('posts the amount in cents to the type and period, and accepts a 204', async () => {
    let path = '';
    let body: unknown;
    server.use(
      http.post(`${BASE}/i/cashflow_limits/:type/:period`, async ({ request }) => {
        path = new URL(request.url).pathname;
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await expect(
      setCashflowLimit({ type: 'deposit', period: 'weekly', amountCents: 25000 }),
    ).resolves.toBeUndefined();

    expect(path).toBe('/i/cashflow_limits/deposit/weekly');
    expect(body).toEqual({ amount: 25000, oauth: OAUTH });
  });

  it('carries the amount error of a 422 at the amount field', async () => {
    server.use(
      http.post(`${BASE}/i/cashflow_limits/:type/:period`, () =>
        HttpResponse.json({ errors: { amount: ['Amount is too large'] } }, { status: 422 }),
      ),
    );

    await expect(
      setCashflowLimit({ type: 'deposit', period: 'daily', amountCents: 100 }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { amount: 'Amount is too large' } });
  });

  it('names the limit type in the network message of a failed update', async () => {
    server.use(http.post(`${BASE}/i/cashflow_limits/:type/:period`, () => HttpResponse.error()));

    await expect(
      setCashflowLimit({ type: 'max_single_wager', period: 'daily', amountCents: 100 }),
    ).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: networkCopy.connection('update max single wager limits'),
    });
  });

  it('labels types as the catalogue templates read them', () => {
    expect(limitsCopy.updateFailed(limitTypeLabel('deposit'))).toBe(
      'Could not update deposit limits!',
    );
    expect(limitTypeLabel('max_single_wager')).toBe('max single wager');
  });
});

describe('figures a server quotes (QA 6)', () => {
  it('reads whole numbers written as digits, and still refuses a fraction', async () => {
    server.use(
      http.get(`${BASE}/i/cashflow_limits/:type`, () =>
        HttpResponse.json({ daily_limit: '5000', weekly_limit: 7000, monthly_total: '0' }),
      ),
      http.get(`${BASE}/i/time_limits`, () =>
        HttpResponse.json({ ...WIRE_TIME_LIMIT, daily_time_limit: '3' }),
      ),
    );
    await expect(getCashflowLimits('spend')).resolves.toMatchObject({
      dailyLimit: 5000,
      weeklyLimit: 7000,
      monthlyTotal: 0,
    });
    await expect(getTimeLimit()).resolves.toMatchObject({ dailyTimeLimit: 3 });
    server.use(
      http.get(`${BASE}/i/cashflow_limits/:type`, () => HttpResponse.json({ daily_limit: '50.5' })),
    );
    await expect(getCashflowLimits('spend')).rejects.toThrow();
  });
});

describe('the daily time limit', () => {
  it('reads the time limit, camelCased', async () => {
    server.use(http.get(`${BASE}/i/time_limits`, () => HttpResponse.json(WIRE_TIME_LIMIT)));

    await expect(getTimeLimit()).resolves.toEqual({
      dailyTimeLimit: 4,
      dailyTimeSpent: 35,
      dailyTimeLimitUpdatedAt: '2025-01-02T03:04:05Z',
      pendingDailyTimeLimit: null,
      hasPendingDailyTimeLimit: false,
      dailyTimeLimitPendingUpdateTime: null,
      isPendingDailyLimitConfirmationAvailable: false,
    });
  });

  it('patches whole hours as daily_time_limit and returns the updated limit', async () => {
    let body: unknown;
    server.use(
      http.patch(`${BASE}/i/time_limits`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...WIRE_TIME_LIMIT, daily_time_limit: 3 });
      }),
    );

    const updated = await updateTimeLimit({ dailyTimeLimit: 3 });

    expect(body).toEqual({ daily_time_limit: 3, oauth: OAUTH });
    expect(updated.dailyTimeLimit).toBe(3);
  });

  it('sends null for no time limit', async () => {
    let body: unknown;
    server.use(
      http.patch(`${BASE}/i/time_limits`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...WIRE_TIME_LIMIT, daily_time_limit: null });
      }),
    );

    const updated = await updateTimeLimit({ dailyTimeLimit: null });

    expect(body).toEqual({ daily_time_limit: null, oauth: OAUTH });
    expect(updated.dailyTimeLimit).toBeNull();
  });

  it('carries the daily_time_limit error of a 422', async () => {
    server.use(
      http.patch(`${BASE}/i/time_limits`, () =>
        HttpResponse.json(
          { errors: { daily_time_limit: ['Must be 1 to 24 hours'] } },
          { status: 422 },
        ),
      ),
    );

    await expect(updateTimeLimit({ dailyTimeLimit: 30 })).rejects.toMatchObject({
      fieldErrors: { dailyTimeLimit: 'Must be 1 to 24 hours' },
    });
  });
});
