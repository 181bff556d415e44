import { HttpResponse, http } from 'msw';
import { account as accountCopy } from '../copy/spec/account';
import { network as networkCopy } from '../copy/spec/network';
import { API_BASE, setupApiServer } from '../test/api-server';
import { confirmIgoUserPii, getIgoUserPii } from './igo';

const server = setupApiServer();

const answer = (body: Record<string, unknown>) =>
  server.use(http.get(`${API_BASE}/i/igo_user_pii`, () => HttpResponse.json(body)));

describe('reading the IGO user PII (shape not shown by the spec)', () => {
  it('reads flat address fields', async () => {
    answer({ first_name: 'Ada', address_line_1: '1 Bay St', city: 'Toronto', region: 'CA-ON' });
    await expect(getIgoUserPii()).resolves.toMatchObject({
      firstName: 'Ada',
      addressLine1: '1 Bay St',
      city: 'Toronto',
      region: 'CA-ON',
    });
  });

  it('reads an address nested as the manual-PII update sends it (QA 5)', async () => {
    answer({
      first_name: 'Ada',
      address: {
        line_1: '1 Bay St',
        line_2: 'Unit 4',
        city: 'Toronto',
        region: 'CA-ON',
        postal_code: 'M5J 2N8',
        country_code: 'CA',
      },
    });
    await expect(getIgoUserPii()).resolves.toEqual({
      firstName: 'Ada',
      middleName: null,
      lastName: null,
      birthdate: null,
      addressLine1: '1 Bay St',
      addressLine2: 'Unit 4',
      city: 'Toronto',
      region: 'CA-ON',
      postalCode: 'M5J 2N8',
      country: 'CA',
    });
  });
});

// contract.md 8: a timeout or a lost connection says the catalogue's network line for the call,
// as the other account actions do (failureMessage); the PII lines are for answers (QA 13).
describe('an IGO PII call that never reaches the server', () => {
  it('says the connection line when confirming, not "Could not confirm…"', async () => {
    server.use(http.patch(`${API_BASE}/i/igo_user_pii`, () => HttpResponse.error()));
    await expect(confirmIgoUserPii()).rejects.toMatchObject({
      message: networkCopy.connection('confirm your personal information'),
    });
  });

  it('says the connection line when reading, not "Could not get…"', async () => {
    server.use(http.get(`${API_BASE}/i/igo_user_pii`, () => HttpResponse.error()));
    await expect(getIgoUserPii()).rejects.toMatchObject({
      message: networkCopy.connection('get your personal information'),
    });
  });

  it('keeps "Could not confirm…" for a server that answered 500', async () => {
    server.use(
      http.patch(`${API_BASE}/i/igo_user_pii`, () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(confirmIgoUserPii()).rejects.toMatchObject({
      message: accountCopy.piiConfirmFailed,
    });
  });
});
