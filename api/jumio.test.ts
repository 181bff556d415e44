import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { initiateDocumentVerification, listDocumentVerifications, listScans } from './jumio';

const server = setupApiServer();

describe('initiateDocumentVerification', () => {
  it('reads a session without an id (wire-decisions gives it no shape) as the hosted page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API_BASE}/i/jumio/initiate_document_verification`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ web_url: 'https://provider.example/upload', account_id: 77 });
      }),
    );
    await expect(initiateDocumentVerification('BS', null)).resolves.toMatchObject({
      id: '',
      accountId: 77,
      webUrl: 'https://provider.example/upload',
    });
    expect(bodies[0]).toMatchObject({ document_type: 'BS', return_url: null });
  });

  it('keeps the id of a session that has one', async () => {
    server.use(
      http.post(`${API_BASE}/i/jumio/initiate_document_verification`, () =>
        HttpResponse.json({ id: 9, web_url: 'https://provider.example/upload' }),
      ),
    );
    await expect(initiateDocumentVerification('VC', null)).resolves.toMatchObject({ id: '9' });
  });
});

// QA 8: neither the contract nor wire-decisions fixes the lists' order; the machines take the
// last item as the newest.
describe('the scan and document lists, oldest to newest by inserted_at', () => {
  const OLD = '2020-01-02T10:00:00Z';
  const NEW = '2024-05-06T10:00:00Z';
  const scans = (items: object[]) =>
    server.use(
      http.get(`${API_BASE}/i/jumio/netverify_scans`, () =>
        HttpResponse.json({ kyc_verifications: items }),
      ),
    );
  const documents = (items: object[]) =>
    server.use(
      http.get(`${API_BASE}/i/jumio/document_verifications`, () =>
        HttpResponse.json({ jumio_document_verifications: items }),
      ),
    );
  const ids = (list: { id: string }[]) => list.map((item) => item.id);

  it('puts the newest scan last when the server lists newest first', async () => {
    scans([
      { id: 55, status: 'pending', inserted_at: NEW },
      { id: 1, status: 'success', inserted_at: OLD },
    ]);
    expect(ids(await listScans())).toEqual(['1', '55']);
  });

  it('keeps a list the server sends oldest first', async () => {
    scans([
      { id: 1, status: 'success', inserted_at: OLD },
      { id: 55, status: 'pending', inserted_at: NEW },
    ]);
    expect(ids(await listScans())).toEqual(['1', '55']);
  });

  it('puts the newest document last in either order', async () => {
    const old = { id: 3, status: 'declined', inserted_at: OLD, document_type: 'BS' };
    const fresh = { id: 8, status: 'pending', inserted_at: NEW, document_type: 'VC' };
    documents([fresh, old]);
    expect(ids(await listDocumentVerifications())).toEqual(['3', '8']);
    documents([old, fresh]);
    expect(ids(await listDocumentVerifications())).toEqual(['3', '8']);
  });

  it('leaves an item without a readable inserted_at at its index and sorts the dated ones around it', async () => {
    scans([
      { id: 9, status: 'pending', inserted_at: NEW },
      { id: 5, status: 'pending' },
      { id: 4, status: 'pending', inserted_at: 'not a date' },
      { id: 2, status: 'success', inserted_at: OLD },
    ]);
    expect(ids(await listScans())).toEqual(['2', '5', '4', '9']);
  });

  it('keeps the server order of items with the same date, and of a list with no dates', async () => {
    documents([
      { id: 7, status: 'pending', inserted_at: OLD },
      { id: 6, status: 'pending', inserted_at: OLD },
    ]);
    expect(ids(await listDocumentVerifications())).toEqual(['7', '6']);
    documents([
      { id: 7, status: 'pending' },
      { id: 6, status: 'pending', inserted_at: null },
    ]);
    expect(ids(await listDocumentVerifications())).toEqual(['7', '6']);
  });
});
