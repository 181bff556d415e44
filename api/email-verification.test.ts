import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import {
  requestVerificationEmail,
  submitVerificationCode,
  verifyEmailToken,
} from './email-verification';

const BASE = API_BASE;
const OAUTH = { client_id: 'web-client' };
const server = setupApiServer(OAUTH);

describe('email verification', () => {
  it('posts the typed code as verification_code', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/i/email_verifications`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    await submitVerificationCode('123456');
    expect(body).toEqual({ verification_code: '123456', oauth: OAUTH });
  });

  it('sends the link token as the verification_token query', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/i/email_verifications`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({});
      }),
    );
    await verifyEmailToken('tok-1');
    expect(url?.searchParams.get('verification_token')).toBe('tok-1');
  });

  it('asks for another email with a POST that carries only the oauth object', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/i/email_verification_requests`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await requestVerificationEmail();
    expect(body).toEqual({ oauth: OAUTH });
  });

  it('rejects with status 422 when another email needs support', async () => {
    server.use(
      http.post(`${BASE}/i/email_verification_requests`, () =>
        HttpResponse.json({ errors: {} }, { status: 422 }),
      ),
    );
    await expect(requestVerificationEmail()).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 422,
    });
  });
});
