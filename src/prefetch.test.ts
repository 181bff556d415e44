import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { memoryStorage } from '../test/memory-storage';
import { STORAGE_KEY } from './onboarding-persistence';
import {
  prefetchFirstScreen,
  takePrefetchedReferenceData,
  takePrefetchedSessionCheck,
  takePrefetchedSync,
} from './prefetch';

const server = setupApiServer({ client_id: 'web-client', code_challenge: 'abc' });

// A sign-up page's reference calls, answered: a call left unanswered fails, and its report would
// wait in the error module's early queue for whichever test file of this worker sets a reporter.
beforeEach(() =>
  server.use(
    http.get(`${API_BASE}/i/feature_flags`, () => HttpResponse.json({ feature_flags: [] })),
    http.get(`${API_BASE}/i/regions`, () => HttpResponse.json({ regions: [] })),
    http.get(`${API_BASE}/i/pending_policies`, () => HttpResponse.json({ pending_policies: [] })),
  ),
);

describe('the calls started with the entry script', () => {
  it("starts a page's session check beyond sign-up and login, handed over once (decision 081)", async () => {
    let checks = 0;
    server.use(
      http.get(`${API_BASE}/i/registration_status`, () => {
        checks += 1;
        return HttpResponse.json({ status: 'COMPLETE' });
      }),
    );
    prefetchFirstScreen('/rg/deposit_limits', null);
    expect(takePrefetchedReferenceData()).toBeNull();
    await expect(takePrefetchedSessionCheck()).resolves.toEqual({ status: 'COMPLETE' });
    expect(takePrefetchedSessionCheck()).toBeNull();
    expect(checks).toBe(1);
  });

  it('leaves the check to after the paint on the login page and the sign-up pages', () => {
    prefetchFirstScreen('/login', null);
    expect(takePrefetchedSessionCheck()).toBeNull();
    prefetchFirstScreen('/signup', null);
    expect(takePrefetchedSessionCheck()).toBeNull();
    expect(takePrefetchedReferenceData()).not.toBeNull();
  });

  describe('a reload of a sign-up whose account exists', () => {
    const storage = memoryStorage();
    const statusReads = (answers: (() => Response)[]) => {
      const reads = { count: 0 };
      server.use(
        http.get(`${API_BASE}/i/registration`, () => HttpResponse.json({ first_name: 'Ada' })),
        http.get(`${API_BASE}/i/registration_status`, () => {
          reads.count += 1;
          return (answers.shift() ?? (() => HttpResponse.json({ status: 'created' })))();
        }),
      );
      return reads;
    };
    const reload = () => {
      storage.setItem(STORAGE_KEY, JSON.stringify({ preRegistrationComplete: true }));
      prefetchFirstScreen('/web/signup/email_verification', storage);
      takePrefetchedReferenceData();
    };

    it("answers the session check with the sync's status: one GET /i/registration_status", async () => {
      const reads = statusReads([]);
      reload();
      await expect(takePrefetchedSync()).resolves.toMatchObject({ status: { status: 'created' } });
      await expect(takePrefetchedSessionCheck()).resolves.toMatchObject({ status: 'created' });
      expect(reads.count).toBe(1);
    });

    it('asks again for the session check when the sync failed, so its 401 is its own', async () => {
      const reads = statusReads([
        () => HttpResponse.json({ code: 'unauthorized' }, { status: 401 }),
        () => HttpResponse.json({ code: 'unauthorized' }, { status: 401 }),
      ]);
      reload();
      await expect(takePrefetchedSync()).rejects.toMatchObject({ code: 'UNAUTHORIZED_ERROR' });
      await expect(takePrefetchedSessionCheck()).rejects.toMatchObject({
        code: 'UNAUTHORIZED_ERROR',
      });
      expect(reads.count).toBe(2);
    });
  });
});
