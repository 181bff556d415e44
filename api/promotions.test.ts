import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { onAuthFailure } from './client';
import { setErrorReporter } from './errors';
import {
  checkPromotionCodeAvailability,
  getPlayYourWayPromotions,
  getPromotionCodeStatus,
} from './promotions';

const BASE = API_BASE;
const OAUTH = { client_id: 'web-client' };
const server = setupApiServer(OAUTH);

describe('promotions', () => {
  it('posts a promotion code as promotion_code and reads the verdict', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/i/promotion_code_availability`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ available: true, type: 'promotion', message: null });
      }),
    );
    await expect(checkPromotionCodeAvailability('WELCOME100')).resolves.toEqual({
      available: true,
      type: 'promotion',
      message: null,
    });
    expect(body).toEqual({ promotion_code: 'WELCOME100', oauth: OAUTH });
  });

  it('fails a code check on a 401 without telling the session: no session exists yet (QA 5)', async () => {
    const heard: unknown[] = [];
    const stop = onAuthFailure((error) => heard.push(error));
    const unauthorized = () => HttpResponse.json({}, { status: 401 });
    server.use(
      http.post(`${BASE}/i/promotion_code_availability`, unauthorized),
      http.get(`${BASE}/i/promotions/codes/:code/status`, unauthorized),
    );
    // Said as any other failure of the check, not as a session lost to inactivity.
    const failed = { status: 401, message: 'Oops, something went wrong! Please try again!' };
    await expect(checkPromotionCodeAvailability('X')).rejects.toMatchObject(failed);
    await expect(getPromotionCodeStatus('X')).rejects.toMatchObject(failed);
    stop();
    expect(heard).toEqual([]);
  });

  it('asks for the status of a code with the code encoded in the path', async () => {
    let path: string | undefined;
    server.use(
      http.get(`${BASE}/i/promotions/codes/:code/status`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ available: false, message: 'Expired' });
      }),
    );
    await expect(getPromotionCodeStatus('A B/C')).resolves.toEqual({
      available: false,
      type: 'promotion',
      message: 'Expired',
    });
    expect(path).toBe('/i/promotions/codes/A%20B%2FC/status');
  });

  it('reads the code type in any letter case, and an unknown one as a promotion, reported', async () => {
    const reported: Record<string, unknown>[] = [];
    setErrorReporter(() => {}); // the earlier cases' reports (their 500s) go first
    setErrorReporter((_, context) => reported.push(context ?? {}));
    const answer = (type: string) =>
      server.use(
        http.get(`${BASE}/i/promotions/codes/:code/status`, () =>
          HttpResponse.json({ available: true, type, message: null }),
        ),
      );
    answer('REFERRAL');
    await expect(getPromotionCodeStatus('friend-abc')).resolves.toMatchObject({ type: 'referral' });
    answer('cashback');
    await expect(getPromotionCodeStatus('CASH5')).resolves.toMatchObject({
      available: true,
      type: 'promotion',
    });
    setErrorReporter(() => {});
    expect(reported).toEqual([
      expect.objectContaining({ field: 'promotion_code.type', value: 'cashback' }),
    ]);
  });

  it('treats an answer without `available` as an error, not an invalid code', async () => {
    server.use(
      http.post(`${BASE}/i/promotion_code_availability`, () =>
        HttpResponse.json({ message: 'hm' }),
      ),
    );
    await expect(checkPromotionCodeAvailability('X')).rejects.toMatchObject({
      code: 'UNKNOWN_ERROR',
    });
  });

  it('lists the Play Your Way promotions and keeps their extra fields', async () => {
    server.use(
      http.get(`${BASE}/i/promotions/play_your_way`, () =>
        HttpResponse.json({
          promotions: [{ id: 'p-1', title: 'Casino bonus', image_url: 'https://img' }, { id: 2 }],
        }),
      ),
    );
    await expect(getPlayYourWayPromotions()).resolves.toEqual([
      { id: 'p-1', title: 'Casino bonus', imageUrl: 'https://img' },
      { id: '2' },
    ]);
  });

  it('reads the list under play_your_way too (the resource the path names)', async () => {
    server.use(
      http.get(`${BASE}/i/promotions/play_your_way`, () =>
        HttpResponse.json({ play_your_way: [{ id: 3, title: 'Sportsbook bonus' }] }),
      ),
    );
    await expect(getPlayYourWayPromotions()).resolves.toEqual([
      { id: '3', title: 'Sportsbook bonus' },
    ]);
  });
});
