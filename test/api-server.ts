import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { OAuthParams } from '../api/domain';
import { setRequestContext } from '../api/request-context';

/** The base URL API tests call: Node's fetch needs an absolute URL. */
export const API_BASE = 'http://api.test';

/**
 * An msw/node server for one api/ test file, with the request context every call carries (a US-NJ
 * web client with the given OAuth parameters). Unhandled requests fail the test.
 */
export function setupApiServer(oauth: OAuthParams = { client_id: 'web-client' }) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() =>
    setRequestContext({
      baseUrl: API_BASE,
      regionCode: 'US-NJ',
      countryCode: 'US',
      platform: 'web',
      oauth,
    }),
  );
  return server;
}
