import { setupServer } from 'msw/node';
import { sandboxCall as call } from '../../test/sandbox-server';
import { createSandboxHandlers } from './handlers';
import { chooseScanOutcome } from './identity-calls';
import { getScenario, type Scenario } from './scenarios';
import { createMemoryStorage, SEED_PATRON, type StorageLike } from './state';

// The identity provider's calls of the sandbox (contract.md 7 "Identity (Jumio)", shapes of
// wire-decisions): provider sessions, scans polled to their outcome, document verifications.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let storage: StorageLike;
function play(overrides: Partial<Scenario> = {}) {
  storage = createMemoryStorage();
  server.use(
    ...createSandboxHandlers({ scenario: { ...getScenario('happy-path'), ...overrides }, storage }),
  );
}

const logIn = () =>
  call('POST', '/oauth/token', {
    grant_type: 'password',
    username: SEED_PATRON.username,
    password: SEED_PATRON.password,
    oauth: { client_id: 'sandbox-client' },
  });

async function startScan() {
  const account = await call('POST', '/i/jumio/accounts', {});
  const scan = await call('POST', '/i/jumio/netverify_scans', {
    account_id: (account.body as { account_id: string }).account_id,
  });
  return { account, scan: scan as { status: number; body: { id: number; status: string } } };
}

describe('identity scans', () => {
  it('needs a session', async () => {
    play();
    expect((await call('POST', '/i/jumio/accounts', {})).status).toBe(401);
  });

  it('creates a provider account with the hosted page, and a pending scan', async () => {
    play();
    await logIn();
    const { account, scan } = await startScan();
    expect(account.status).toBe(201);
    expect(account.body).toEqual({
      id: expect.any(Number),
      account_id: expect.any(String),
      sdk_token: expect.any(String),
      web_url: expect.stringMatching(/^https:\/\//),
    });
    expect(scan.status).toBe(201);
    expect(scan.body).toEqual({
      id: expect.any(Number),
      status: 'pending',
      failure_reason: null,
      inserted_at: expect.any(String),
    });
  });

  it('answers pending for one poll, then success, and the registration is complete', async () => {
    play();
    await logIn();
    const { scan } = await startScan();
    const first = await call('GET', `/i/jumio/netverify_scans/${scan.body.id}`);
    expect((first.body as { status: string }).status).toBe('pending');
    const second = await call('GET', `/i/jumio/netverify_scans/${scan.body.id}`);
    expect((second.body as { status: string }).status).toBe('success');
    const status = await call('GET', '/i/registration_status');
    expect((status.body as { status: string }).status).toBe('complete');
  });

  it("fails with the scenario's reason, which reaches the registration status", async () => {
    play({ kycScan: { outcome: 'failure', failureReason: 'id_expired', pendingPolls: 0 } });
    await logIn();
    const { scan } = await startScan();
    const polled = await call('GET', `/i/jumio/netverify_scans/${scan.body.id}`);
    expect(polled.body).toMatchObject({ status: 'failure', failure_reason: 'id_expired' });
    const status = await call('GET', '/i/registration_status');
    expect(status.body).toMatchObject({
      status: 'document_verification_failed',
      kyc_failure_reason: 'id_expired',
    });
  });

  it('lists the scans under kyc_verifications', async () => {
    play();
    await logIn();
    const { scan } = await startScan();
    const list = await call('GET', '/i/jumio/netverify_scans');
    expect(list.body).toEqual({
      kyc_verifications: [expect.objectContaining({ id: scan.body.id })],
    });
  });

  it('takes the outcome the simulated provider page chose', async () => {
    play();
    await logIn();
    const { scan } = await startScan();
    chooseScanOutcome(storage, 'happy-path', { outcome: 'failure', failureReason: 'id_underage' });
    const polled = await call('GET', `/i/jumio/netverify_scans/${scan.body.id}`);
    expect(polled.body).toMatchObject({ status: 'failure', failure_reason: 'id_underage' });
  });

  it('answers 404 for a scan it does not know', async () => {
    play();
    await logIn();
    expect((await call('GET', '/i/jumio/netverify_scans/999')).status).toBe(404);
  });
});

describe('document verifications', () => {
  it('records a BS or VC document as pending, and a later look finds it verified', async () => {
    play();
    await logIn();
    const session = await call('POST', '/i/jumio/initiate_document_verification', {
      document_type: 'VC',
    });
    expect(session.status).toBe(201);
    const recorded = await call('POST', '/i/jumio/document_verifications', {
      document_type: 'VC',
      account_id: (session.body as { account_id: string }).account_id,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toEqual({
      id: expect.any(Number),
      status: 'pending',
      inserted_at: expect.any(String),
      document_type: 'VC',
      jumio_id_scan_reference: expect.any(String),
    });
    const id = (recorded.body as { id: number }).id;
    const again = await call('GET', `/i/jumio/document_verifications/${id}`);
    expect((again.body as { status: string }).status).toBe('verified');
    const list = await call('GET', '/i/jumio/document_verifications');
    expect(list.body).toEqual({
      jumio_document_verifications: [expect.objectContaining({ id, status: 'verified' })],
    });
  });

  it("answers the scenario's document status", async () => {
    play({ documentStatus: 'error' });
    await logIn();
    const recorded = await call('POST', '/i/jumio/document_verifications', {
      document_type: 'BS',
      account_id: 'x',
    });
    expect((recorded.body as { status: string }).status).toBe('error');
  });

  // QA 14: the real server moves a registration waiting for its document on once it is uploaded.
  it.each(['pending', 'verified'] as const)(
    'a %s document ends the document collection: the registration waits for the manual review',
    async (documentStatus) => {
      play({ ...getScenario('status-manual-document-collection-required'), documentStatus });
      await logIn();
      const before = (await call('GET', '/i/registration_status')).body as { status: string };
      expect(before.status).toBe('manual_document_collection_required');
      await call('POST', '/i/jumio/document_verifications', {
        document_type: 'BS',
        account_id: 'x',
      });
      const after = (await call('GET', '/i/registration_status')).body as { status: string };
      expect(after.status).toBe('pending_manual_kyc');
    },
  );

  it('a declined or failed upload leaves the document collection as it was', async () => {
    play({ ...getScenario('status-manual-document-collection-required'), documentStatus: 'error' });
    await logIn();
    await call('POST', '/i/jumio/document_verifications', { document_type: 'BS', account_id: 'x' });
    const { status } = (await call('GET', '/i/registration_status')).body as { status: string };
    expect(status).toBe('manual_document_collection_required');
  });

  it('refuses an unknown document type with a 422', async () => {
    play();
    await logIn();
    const recorded = await call('POST', '/i/jumio/document_verifications', {
      document_type: 'PASSPORT',
    });
    expect(recorded.status).toBe(422);
  });
});
