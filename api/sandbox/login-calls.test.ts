import { setupServer } from 'msw/node';
import { sandboxCall as call } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import { getScenario } from './scenarios';
import { createMemoryStorage } from './state';

// The password reset request is a creation: wire-decisions "Status codes the spec leaves open"
// gives it 201, as every creation the spec does not name otherwise (QA3 wire notes).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() =>
  server.use(
    ...createSandboxHandlers({
      scenario: getScenario('happy-path'),
      storage: createMemoryStorage(),
    }),
  ),
);

describe('the password reset request', () => {
  it.each([
    '/i/password_reset_requests',
    '/internal/password_reset_requests',
    '/password_reset_requests',
  ])('answers 201 on %s, for an address with or without an account', async (path) => {
    expect((await call('POST', path, { email: 'nobody@example.test' })).status).toBe(201);
  });

  it('refuses an address that is not one, with the 422 field map', async () => {
    const answer = await call('POST', '/i/password_reset_requests', { email: 'not-an-email' });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { email: [expect.any(String)] } });
  });
});
