import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { getIgoUserPii } from './igo';

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
