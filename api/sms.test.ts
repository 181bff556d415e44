import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { getRegistration } from './registration';
import { getPhoneNumber, savePhoneNumber, sendOneTimeCode, verifyOneTimeCode } from './sms';

const BASE = API_BASE;
const OAUTH = { client_id: 'web-client' };
const server = setupApiServer(OAUTH);

describe('sms', () => {
  it('posts the channel and token to send a code', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/i/sms/send_one_time_code`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    await sendOneTimeCode({ channel: 'call', token: 'link-1' });
    expect(body).toEqual({ channel: 'call', token: 'link-1', oauth: OAUTH });
  });

  it('leaves the token out when there is none', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/i/sms/send_one_time_code`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    await sendOneTimeCode({ channel: 'sms' });
    expect(body).toEqual({ channel: 'sms', oauth: OAUTH });
  });

  it('carries the server code of a refused send', async () => {
    server.use(
      http.post(`${BASE}/i/sms/send_one_time_code`, () =>
        HttpResponse.json(
          { error: { code: 'max_send_attempts', message: 'Slow down' } },
          { status: 422 },
        ),
      ),
    );
    await expect(sendOneTimeCode({ channel: 'sms' })).rejects.toMatchObject({
      serverCode: 'max_send_attempts',
    });
  });

  it('patches the pin to verify a code and accepts a 202', async () => {
    let body: unknown;
    server.use(
      http.patch(`${BASE}/i/sms/verify_one_time_code`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 202 });
      }),
    );
    await expect(verifyOneTimeCode({ pin: '123456' })).resolves.toBeUndefined();
    expect(body).toEqual({ pin: '123456', oauth: OAUTH });
  });

  it('reads the phone number on file, sending the link token in the query', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/i/phone_numbers`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ phone_number: '5551234567' });
      }),
    );
    await expect(getPhoneNumber({ token: 'link-1' })).resolves.toEqual({
      phoneNumber: '5551234567',
    });
    expect(url?.searchParams.get('token')).toBe('link-1');
  });

  it('saves a phone number as a phone_number object in the registration', async () => {
    let body: unknown;
    server.use(
      http.patch(`${BASE}/i/registration`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(savePhoneNumber({ number: '2015550188' })).resolves.toBeUndefined();
    expect(body).toEqual({ phone_number: { number: '2015550188' }, oauth: OAUTH });
  });

  it('sends the registration id with the phone number as it came, number or string (QA 13, decision 070)', async () => {
    for (const id of [7001, 'reg-1234']) {
      server.use(http.get(`${BASE}/i/registration`, () => HttpResponse.json({ id })));
      const form = await getRegistration();
      let body: unknown;
      server.use(
        http.patch(`${BASE}/i/registration`, async ({ request }) => {
          body = await request.json();
          return new HttpResponse(null, { status: 204 });
        }),
      );
      await savePhoneNumber({ number: '6095550142', id: form.id });
      expect(body).toEqual({ id, phone_number: { number: '6095550142' }, oauth: OAUTH });
    }
  });

  it('reads the number of a phone_number object too (the shape the pre-registration sends)', async () => {
    server.use(
      http.get(`${BASE}/i/phone_numbers`, () =>
        HttpResponse.json({ phone_number: { number: '2015550188' } }),
      ),
    );
    await expect(getPhoneNumber()).resolves.toEqual({ phoneNumber: '2015550188' });
  });

  it('reads a phone number sent as a JSON number as its digits, bare or in its object', async () => {
    server.use(
      http.get(`${BASE}/i/phone_numbers`, () => HttpResponse.json({ phone_number: 2015550123 })),
    );
    await expect(getPhoneNumber()).resolves.toEqual({ phoneNumber: '2015550123' });
    server.use(
      http.get(`${BASE}/i/phone_numbers`, () =>
        HttpResponse.json({ phone_number: { number: 2015550188 } }),
      ),
    );
    await expect(getPhoneNumber()).resolves.toEqual({ phoneNumber: '2015550188' });
  });

  it('still refuses a phone number that is not whole digits', async () => {
    server.use(
      http.get(`${BASE}/i/phone_numbers`, () => HttpResponse.json({ phone_number: 201.5 })),
    );
    await expect(getPhoneNumber()).rejects.toBeInstanceOf(Error);
  });

  it("reads a 404 as no number yet when signed in, and as the link's answer with a token (QA 22)", async () => {
    server.use(
      http.get(`${BASE}/i/phone_numbers`, () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
      ),
    );
    await expect(getPhoneNumber()).resolves.toEqual({ phoneNumber: null });
    await expect(getPhoneNumber({ token: 'abc' })).rejects.toMatchObject({ status: 404 });
  });

  it('reads a missing phone number as null', async () => {
    server.use(http.get(`${BASE}/i/phone_numbers`, () => HttpResponse.json({})));
    await expect(getPhoneNumber()).resolves.toEqual({ phoneNumber: null });
  });
});
