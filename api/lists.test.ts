import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { API_BASE, setupApiServer } from '../test/api-server';
import { capturedReports } from '../test/captured-reports';
import { getFeatureFlags, getRegions, isFlagEnabled } from './lists';
import { getBlacklistedOccupations, getCountries, searchOccupations } from './reference-lists';
import { setRequestContext } from './request-context';

const BASE = API_BASE;
const OAUTH = { client_id: 'web-client' };
const server = setupApiServer(OAUTH);

/** Fails the first `failures` GETs of `path` with a 500, then answers `body`; records each URL. */
function flaky(path: string, body: JsonBodyType, failures: number) {
  const urls: URL[] = [];
  server.use(
    http.get(`${BASE}${path}`, ({ request }) => {
      urls.push(new URL(request.url));
      return urls.length <= failures
        ? new HttpResponse(null, { status: 500 })
        : HttpResponse.json(body);
    }),
  );
  return urls;
}

const FLAGS = {
  feature_flags: [
    { name: 'referral_code', status: 'disabled', groups: [{ name: 'beta', status: 'enabled' }] },
    { name: 'visit_limits_page', status: 'enabled', groups: [] },
  ],
};

/**
 * Settles `call` while moving fake time on in 20 ms steps: withAttempts still waits its 300 ms
 * between attempts, in fake time, so a 4-attempt test costs no second of real time. The request
 * timeout (5 s) stays far away: a sandbox answer takes a few steps.
 */
async function settle<T>(call: Promise<T>): Promise<T> {
  let done = false;
  const mark = () => {
    done = true;
  };
  call.then(mark, mark);
  while (!done) await vi.advanceTimersByTimeAsync(20);
  return call;
}

describe('list fetchers', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('fetches the feature flags, retrying a failure', async () => {
    const urls = flaky('/i/feature_flags', FLAGS, 1);
    const flags = await settle(getFeatureFlags());
    expect(urls).toHaveLength(2);
    expect(flags.map((flag) => flag.name)).toEqual(['referral_code', 'visit_limits_page']);
  });

  it('fetches the countries, retrying a failure', async () => {
    const urls = flaky(
      '/i/countries',
      { countries: [{ code: 'US', name: 'United States', demonym: 'American', icon: '🇺🇸' }] },
      1,
    );
    await expect(settle(getCountries())).resolves.toEqual([
      { code: 'US', name: 'United States', demonym: 'American', icon: '🇺🇸' },
    ]);
    expect(urls).toHaveLength(2);
  });

  it('fetches the betting regions only, retrying a failure', async () => {
    const urls = flaky(
      '/i/regions',
      {
        regions: [
          {
            iso_3166_2_code: 'US-NJ',
            name: 'New Jersey',
            country_code: 'US',
            require_email_verification: true,
            is_betting_region: true,
          },
          {
            iso_3166_2_code: 'US-CA',
            name: 'California',
            country_code: 'US',
            require_email_verification: false,
            is_betting_region: false,
          },
        ],
      },
      1,
    );
    await expect(settle(getRegions())).resolves.toEqual([
      {
        iso31662Code: 'US-NJ',
        name: 'New Jersey',
        countryCode: 'US',
        requireEmailVerification: true,
        isBettingRegion: true,
      },
    ]);
    expect(urls).toHaveLength(2);
  });

  // A betting region and one that is not (California, in the sandbox too).
  const NJ_AND_CALIFORNIA = {
    regions: [
      { iso_3166_2_code: 'US-NJ', name: 'New Jersey', country_code: 'US' },
      {
        iso_3166_2_code: 'US-CA',
        name: 'California',
        country_code: 'US',
        is_betting_region: false,
      },
    ],
  };

  it('keeps the non-betting regions for a home address (decision 070)', async () => {
    flaky('/i/regions', NJ_AND_CALIFORNIA, 0);
    const regions = await getRegions({ includeNonBetting: true });
    expect(regions.map((region) => [region.iso31662Code, region.isBettingRegion])).toEqual([
      ['US-NJ', true],
      ['US-CA', false],
    ]);
  });

  it('reads the regions once per page load and request context, whatever the caller filters', async () => {
    const urls = flaky('/i/regions', NJ_AND_CALIFORNIA, 1);
    // The failure is not kept: the next read asks again (and retries, as ever).
    await expect(settle(getRegions())).resolves.toHaveLength(1);
    expect(urls).toHaveLength(2);
    // Welcome back, then Continue Registration and a home address, in the same page.
    await expect(getRegions()).resolves.toHaveLength(1);
    await expect(getRegions({ includeNonBetting: true })).resolves.toHaveLength(2);
    expect(urls).toHaveLength(2);
    // Another region on the requests: the list is read again, with its headers.
    setRequestContext({ regionCode: 'US-PA' });
    await expect(getRegions()).resolves.toHaveLength(1);
    expect(urls).toHaveLength(3);
  });

  it('reads a region that does not say whether it requires email verification as requiring it (QA 6)', async () => {
    flaky(
      '/i/regions',
      {
        regions: [
          { iso_3166_2_code: 'US-NJ', name: 'New Jersey', country_code: 'US' },
          {
            iso_3166_2_code: 'US-PA',
            name: 'Pennsylvania',
            country_code: 'US',
            require_email_verification: null,
          },
        ],
      },
      0,
    );
    const regions = await getRegions();
    expect(regions.map((region) => region.requireEmailVerification)).toEqual([true, true]);
  });

  it('fetches the blacklisted occupations with blacklist=true, retrying a failure', async () => {
    const urls = flaky('/i/occupations', { occupations: ['Athlete', 'Referee'] }, 1);
    await expect(settle(getBlacklistedOccupations())).resolves.toEqual(['Athlete', 'Referee']);
    expect(urls).toHaveLength(2);
    expect(urls[1]?.searchParams.get('blacklist')).toBe('true');
    expect(urls[1]?.searchParams.get('client_id')).toBe('web-client');
  });

  it('looks job titles up by job_title, trying once', async () => {
    const urls = flaky('/i/occupations', { occupations: ['Civil Engineer'] }, 0);
    await expect(settle(searchOccupations('engin'))).resolves.toEqual(['Civil Engineer']);
    expect(urls).toHaveLength(1);
    expect(urls[0]?.searchParams.get('job_title')).toBe('engin');

    const failing = flaky('/i/occupations', { occupations: [] }, 1);
    await expect(settle(searchOccupations('engin'))).rejects.toMatchObject({ status: 500 });
    expect(failing).toHaveLength(1);
  });

  it('reads an occupation named in an object, and drops one it cannot read', async () => {
    flaky(
      '/i/occupations',
      { occupations: ['Athlete', { name: 'Referee' }, { job_title: 'Civil Engineer' }, 7, null] },
      0,
    );
    await expect(settle(searchOccupations('e'))).resolves.toEqual([
      'Athlete',
      'Referee',
      'Civil Engineer',
    ]);
  });

  it('succeeds on the 4th attempt', async () => {
    const urls = flaky('/i/countries', { countries: [] }, 3);
    await expect(settle(getCountries())).resolves.toEqual([]);
    expect(urls).toHaveLength(4);
  });

  it('gives up after 4 attempts with the last error', async () => {
    const urls = flaky('/i/regions', { regions: [] }, 10);
    await expect(settle(getRegions())).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 500,
      action: 'get regions',
    });
    expect(urls).toHaveLength(4);
  });
});

// Lists may carry values the client does not know: one odd item or value is read around and
// reported, not the whole list failed (contract audit #4 and #8).
describe('tolerant list reading', () => {
  const reported = capturedReports();

  it('reads an unknown flag or group status as disabled for that one only, and skips a bad flag', async () => {
    server.use(
      http.get(`${BASE}/i/feature_flags`, () =>
        HttpResponse.json({
          feature_flags: [
            null,
            { status: 'enabled' },
            { name: 'referral_code', status: 'rollout', groups: [] },
            {
              name: 'use_jumio_web_sdk',
              status: 'disabled',
              groups: [
                { name: 'beta', status: 'canary' },
                null,
                { name: 'all', status: 'enabled' },
              ],
            },
            { name: 'visit_limits_page', status: 'enabled', groups: null },
          ],
        }),
      ),
    );
    const flags = await getFeatureFlags();
    expect(flags.map((flag) => flag.name)).toEqual([
      'referral_code',
      'use_jumio_web_sdk',
      'visit_limits_page',
    ]);
    expect(isFlagEnabled(flags, 'referral_code')).toBe(false);
    expect(flags[1]?.groups).toEqual([
      { name: 'beta', status: 'disabled' },
      { name: 'all', status: 'enabled' },
    ]);
    expect(isFlagEnabled(flags, 'use_jumio_web_sdk')).toBe(true);
    expect(isFlagEnabled(flags, 'visit_limits_page')).toBe(true);
    expect(reported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ list: 'feature_flags', index: 0 }),
        expect.objectContaining({ list: 'feature_flags', index: 1 }),
        expect.objectContaining({ field: 'feature_flags.status', value: 'rollout' }),
        expect.objectContaining({ field: 'feature_flags.groups.status', value: 'canary' }),
        expect.objectContaining({ list: 'feature_flags.groups', index: 1 }),
      ]),
    );
    expect(reported).toHaveLength(5);
  });

  it('skips a region or a country it cannot read, keeping the others', async () => {
    server.use(
      http.get(`${BASE}/i/regions`, () =>
        HttpResponse.json({
          regions: [
            { iso_3166_2_code: 'US-NJ', name: null, country_code: 'US' },
            null,
            { iso_3166_2_code: 'US-PA', name: 'Pennsylvania', country_code: 'US' },
          ],
        }),
      ),
      http.get(`${BASE}/i/countries`, () =>
        HttpResponse.json({
          countries: [
            { code: 'US', name: 'United States' },
            { code: null, name: 'Nowhere' },
          ],
        }),
      ),
    );
    expect((await getRegions()).map((region) => region.iso31662Code)).toEqual(['US-PA']);
    expect((await getCountries()).map((country) => country.code)).toEqual(['US']);
    expect(reported).toEqual([
      expect.objectContaining({ list: 'regions', index: 0 }),
      expect.objectContaining({ list: 'regions', index: 1 }),
      expect.objectContaining({ list: 'countries', index: 1 }),
    ]);
  });
});

describe('isFlagEnabled (decision 011)', () => {
  const flag = (status: 'enabled' | 'disabled', ...groups: ('enabled' | 'disabled')[]) => [
    {
      name: 'visit_limits_page',
      status,
      groups: groups.map((groupStatus, i) => ({ name: `group-${i}`, status: groupStatus })),
    },
  ];

  it("follows the flag's own status when it has no groups", () => {
    expect(isFlagEnabled(flag('enabled'), 'visit_limits_page')).toBe(true);
    expect(isFlagEnabled(flag('disabled'), 'visit_limits_page')).toBe(false);
  });

  it("lets a group's status override the flag's, either way", () => {
    expect(isFlagEnabled(flag('disabled', 'enabled'), 'visit_limits_page')).toBe(true);
    expect(isFlagEnabled(flag('enabled', 'disabled'), 'visit_limits_page')).toBe(false);
  });

  it('turns a flag with several groups on when any of them is enabled, in any order', () => {
    expect(isFlagEnabled(flag('disabled', 'disabled', 'enabled'), 'visit_limits_page')).toBe(true);
    expect(isFlagEnabled(flag('disabled', 'enabled', 'disabled'), 'visit_limits_page')).toBe(true);
    expect(isFlagEnabled(flag('enabled', 'disabled', 'disabled'), 'visit_limits_page')).toBe(false);
  });

  it('treats an unknown flag as disabled', () => {
    expect(isFlagEnabled(flag('enabled', 'enabled'), 'use_jumio_web_sdk')).toBe(false);
  });
});
