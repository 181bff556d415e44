import { http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { prefetchFirstScreen, takePrefetchedSessionCheck } from './prefetch';

// The error mapping's chunk cannot load: the patron went offline after the entry script.
vi.mock('../api/normalise-error', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const server = setupApiServer({ client_id: 'web-client' });

it("lets the error mapping's early load fail quietly when the patron has gone offline (QA 7)", async () => {
  const uncaught = vi.fn();
  process.on('unhandledRejection', uncaught);
  try {
    server.use(http.get(`${API_BASE}/i/registration_status`, () => new Promise<never>(() => {})));
    prefetchFirstScreen('/rg/deposit_limits', null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).not.toHaveBeenCalled();
    takePrefetchedSessionCheck();
  } finally {
    process.off('unhandledRejection', uncaught);
  }
});
