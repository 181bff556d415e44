import { HttpResponse, http } from 'msw';
import { API_BASE, setupApiServer } from '../test/api-server';
import { getPendingPolicies } from './policies';
import { acceptPolicies } from './policy-acceptances';

const BASE = API_BASE;
const OAUTH = { client_id: 'web-client' };
const server = setupApiServer(OAUTH);

describe('policies', () => {
  it('lists the pending policies of one type', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/i/pending_policies`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          pending_policies: [
            {
              id: 'terms-3',
              type: 'terms_and_condition',
              name: 'Terms',
              version: '3',
              url: 'https://t',
              content: '<p>…</p>',
            },
          ],
        });
      }),
    );
    const policies = await getPendingPolicies({ type: 'terms_and_condition' });
    expect(url?.searchParams.get('type')).toBe('terms_and_condition');
    expect(policies).toEqual([
      {
        id: 'terms-3',
        type: 'terms_and_condition',
        name: 'Terms',
        version: '3',
        url: 'https://t',
        content: '<p>…</p>',
      },
    ]);
  });

  it('lists every pending policy when no type is given', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/i/pending_policies`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ pending_policies: [{ id: 1 }] });
      }),
    );
    const policies = await getPendingPolicies();
    expect(url?.searchParams.has('type')).toBe(false);
    expect(policies).toEqual([
      { id: '1', type: '', name: '', version: '', url: null, content: null },
    ]);
  });

  it('keeps a policy link only when it is http(s): never a script or data URL', async () => {
    server.use(
      http.get(`${BASE}/i/pending_policies`, () =>
        HttpResponse.json({
          pending_policies: [
            { id: 'a', url: 'javascript:alert(1)' },
            { id: 'b', url: 'data:text/html,<script>alert(1)</script>' },
            { id: 'c', url: 'HTTPS://policies.example/terms' },
            { id: 'd', url: 'http://policies.example/privacy' },
          ],
        }),
      ),
    );
    const urls = (await getPendingPolicies()).map((policy) => policy.url);
    expect(urls).toEqual([
      null,
      null,
      'HTTPS://policies.example/terms',
      'http://policies.example/privacy',
    ]);
  });

  it('posts the accepted policy ids as policy_acceptances', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/i/policy_acceptances`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await acceptPolicies(['terms-3', 'privacy-1']);
    expect(body).toEqual({
      policy_acceptances: [{ policy_id: 'terms-3' }, { policy_id: 'privacy-1' }],
      oauth: OAUTH,
    });
  });

  it('sends a policy the server listed with a number id back with the same number', async () => {
    let body: unknown;
    server.use(
      http.get(`${BASE}/i/pending_policies`, () =>
        HttpResponse.json({ pending_policies: [{ id: 101 }, { id: '102' }] }),
      ),
      http.post(`${BASE}/i/policy_acceptances`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const policies = await getPendingPolicies();
    await acceptPolicies(policies.map((policy) => policy.id));
    expect(body).toEqual({
      policy_acceptances: [{ policy_id: 101 }, { policy_id: '102' }],
      oauth: OAUTH,
    });
  });
});
