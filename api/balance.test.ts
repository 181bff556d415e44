import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { transferWalletRegion } from './balance';

const server = setupApiServer();

describe('the wallet region move', () => {
  it.each([
    ['an empty body', () => new HttpResponse('', { status: 200 })],
    ['an empty object', () => HttpResponse.json({})],
    ['a list of region objects', () => HttpResponse.json({ regions: [{ code: 'US-PA' }] })],
  ])(
    'does not read the answer of PATCH /i/user_registered_regions: %s is a success',
    async (_, answer) => {
      const calls: string[] = [];
      server.use(
        http.patch(`${API_BASE}/i/user_registered_regions`, () => {
          calls.push('registered');
          return answer();
        }),
        http.post(`${API_BASE}/i/betting_region`, () => {
          calls.push('moved');
          return HttpResponse.json({ betting_region: 'US-PA' });
        }),
      );
      await expect(transferWalletRegion('US-PA')).resolves.toBeUndefined();
      expect(calls).toEqual(['registered', 'moved']);
    },
  );
});
