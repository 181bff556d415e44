import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import {
  createRegistration,
  createThirdPartyDeterminationSuspension,
  getPendingTimeLimit,
  requestPasswordResetInternal,
  requestPasswordResetLegacy,
  submitExclusionList,
} from './exposed';

const OAUTH = { client_id: 'web-client' };
const server = setupApiServer(OAUTH);

/** Answers `method path` with 204 and keeps what was sent. */
function record(method: 'get' | 'post', path: string) {
  const seen: { path?: string; body?: unknown } = {};
  server.use(
    http[method](`${API_BASE}${path}`, async ({ request }) => {
      seen.path = new URL(request.url).pathname;
      seen.body = method === 'post' ? await request.json() : undefined;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return seen;
}

describe('the calls no page makes', () => {
  it('POST /i/registrations with the OAuth parameters', async () => {
    const seen = record('post', '/i/registrations');
    await expect(createRegistration()).resolves.toBeUndefined();
    expect(seen.body).toEqual({ oauth: OAUTH });
  });

  it('POST both reset request variants with the email', async () => {
    const internal = record('post', '/internal/password_reset_requests');
    const legacy = record('post', '/password_reset_requests');
    await requestPasswordResetInternal('ada@example.com');
    await requestPasswordResetLegacy('ada@example.com');
    expect(internal.body).toEqual({ email: 'ada@example.com', oauth: OAUTH });
    expect(legacy.body).toEqual({ email: 'ada@example.com', oauth: OAUTH });
  });

  it('GET /i/time_limits/pending/ and POST a third-party suspension', async () => {
    const pending = record('get', '/i/time_limits/pending/');
    const suspension = record('post', '/i/third_party_determination_suspensions');
    await getPendingTimeLimit();
    await createThirdPartyDeterminationSuspension();
    expect(pending.path).toBe('/i/time_limits/pending/');
    expect(suspension.body).toEqual({ oauth: OAUTH });
  });

  it('POST an exclusion list to the region encoded in the path', async () => {
    const seen = record('post', '/regulators/:region/exclusion_lists');
    await submitExclusionList('US-NJ');
    expect(seen.path).toBe('/regulators/US-NJ/exclusion_lists');
  });

  it('rejects with the normalised error on a failure', async () => {
    server.use(
      http.post(`${API_BASE}/i/registrations`, () =>
        HttpResponse.json({ error: { code: 'x', message: 'No' } }, { status: 500 }),
      ),
    );
    await expect(createRegistration()).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });
});
