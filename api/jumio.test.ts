import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { initiateDocumentVerification } from './jumio';

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
