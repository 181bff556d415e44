// @ts-expect-error: the SDK's core ships no types for these modules; the tests read its resolved config.
import Client from '@bugsnag/core/client';
// @ts-expect-error: as above.
import { schema } from '@bugsnag/core/config';
import { buildEndpointUrl } from '@datadog/js-core/transport';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { loadObservabilityConfig } from '../src/observability/config';
import { errorReportingEndpoints } from '../src/observability/error-reporting-endpoints.mjs';
import { allowedParents, connectSources, contentSecurityPolicy } from './csp.mjs';

const RUM_KEYS = { rumApplicationId: 'app', rumClientToken: 'token' };

// The hosts Datadog's browser SDK sends RUM to, one per site of docs.datadoghq.com/getting_started/site.
const RUM_INTAKE = {
  'datadoghq.com': 'https://browser-intake-datadoghq.com',
  'us3.datadoghq.com': 'https://browser-intake-us3-datadoghq.com',
  'us5.datadoghq.com': 'https://browser-intake-us5-datadoghq.com',
  'datadoghq.eu': 'https://browser-intake-datadoghq.eu',
  'ap1.datadoghq.com': 'https://browser-intake-ap1-datadoghq.com',
  'ap2.datadoghq.com': 'https://browser-intake-ap2-datadoghq.com',
  'ddog-gov.com': 'https://browser-intake-ddog-gov.com',
  'us2.ddog-gov.com': 'https://browser-intake-us2-ddog-gov.com',
};

describe('connect-src for real-user monitoring', () => {
  it.each(Object.entries(RUM_INTAKE))('allows the SDK intake of the %s site', (site, intake) => {
    expect(connectSources({ ...RUM_KEYS, rumSite: site })).toContain(intake);
    // The installed SDK's own rule, so an upgrade that changes it fails here.
    expect(new URL(buildEndpointUrl({ site, path: '/api/v2/rum' })).origin).toBe(intake);
  });

  it('allows the datadoghq.com intake when no site is set, and reads the site trimmed', () => {
    expect(connectSources(RUM_KEYS)).toContain('https://browser-intake-datadoghq.com');
    expect(connectSources({ ...RUM_KEYS, rumSite: ' us3.datadoghq.com ' })).toContain(
      'https://browser-intake-us3-datadoghq.com',
    );
  });

  it("reads a proxy path that leaves the page's origin as the app does: unused, and RUM off (QA 15, QA 17)", () => {
    // Browsers read `/\\host` as `//host`: the app drops it and sends no RUM at all.
    const raw = { ...RUM_KEYS, rumProxyUrl: '/\\evil.example/ingest' };
    const app = loadObservabilityConfig(loadConfig(raw).config, raw).config;
    expect(app).toMatchObject({ rumProxyUrl: '', rumApplicationId: '' });
    expect(connectSources(raw)).toEqual(["'self'"]);
    // A path that stays on the page's origin is the page's own: 'self' covers it.
    expect(connectSources({ ...RUM_KEYS, rumProxyUrl: '/rum/ingest' })).toEqual(["'self'"]);
  });

  it("allows no RUM host, the vendor's least of all, when the proxy URL is set but refused (QA 17)", () => {
    for (const rumProxyUrl of ['http://r.example', 'rum-proxy.example', 5])
      expect(connectSources({ ...RUM_KEYS, rumProxyUrl }), String(rumProxyUrl)).toEqual(["'self'"]);
    // Empty is not set: the vendor's intake, as before.
    expect(connectSources({ ...RUM_KEYS, rumProxyUrl: ' ' })).toEqual([
      "'self'",
      'https://browser-intake-datadoghq.com',
    ]);
  });

  it('allows only the proxy when one is configured', () => {
    const sources = connectSources({
      ...RUM_KEYS,
      rumSite: 'us3.datadoghq.com',
      rumProxyUrl: 'https://rum-proxy.example.test/ingest',
    });
    expect(sources).toEqual(["'self'", 'https://rum-proxy.example.test']);
  });
});

describe('connect-src for error reporting (QA 15)', () => {
  const KEY = '0123456789abcdef0123456789abcdef';
  const SECONDARY_KEY = '00000456789abcdef0123456789abcde';
  const PROXY = 'https://errors-proxy.operator.example/notify';
  const SESSIONS = 'https://sessions-proxy.operator.example/sessions';
  const VENDOR = ['https://notify.bugsnag.com', 'https://sessions.bugsnag.com'];
  const VENDOR_SECONDARY = [
    'https://notify.bugsnag.smartbear.com',
    'https://sessions.bugsnag.smartbear.com',
  ];
  // Each config, and the only origins the error reporter may post to with it.
  const TABLE: Array<[string, Record<string, unknown>, string[]]> = [
    [
      'the notify URL alone',
      { errorReportingNotifyUrl: PROXY },
      ['https://errors-proxy.operator.example'],
    ],
    [
      'both URLs',
      { errorReportingNotifyUrl: PROXY, errorReportingSessionsUrl: SESSIONS },
      ['https://errors-proxy.operator.example', 'https://sessions-proxy.operator.example'],
    ],
    ['the sessions URL alone', { errorReportingSessionsUrl: SESSIONS }, VENDOR],
    ['neither URL', {}, VENDOR],
    [
      'neither URL, with a key of the secondary instance',
      { errorReportingKey: SECONDARY_KEY },
      VENDOR_SECONDARY,
    ],
    [
      'a notify URL with spaces',
      { errorReportingNotifyUrl: ` ${PROXY} ` },
      ['https://errors-proxy.operator.example'],
    ],
    // A proxy set but refused turns error reporting off: no origin at all (QA 17).
    ['an unsafe notify URL', { errorReportingNotifyUrl: 'http://n.example' }, []],
    ['a notify URL that is a number', { errorReportingNotifyUrl: 5 }, []],
    ["a notify URL on the page's origin", { errorReportingNotifyUrl: '/errors/notify' }, []],
    [
      'an unsafe sessions URL',
      { errorReportingNotifyUrl: PROXY, errorReportingSessionsUrl: 'http://sessions.example/s' },
      [],
    ],
    ['an unsafe sessions URL alone', { errorReportingSessionsUrl: 'http://s.example/s' }, []],
    ['empty URLs', { errorReportingNotifyUrl: ' ', errorReportingSessionsUrl: '' }, VENDOR],
  ];
  const originsOf = (urls: string[]) =>
    [...new Set(urls.map((url) => new URL(url, 'https://self.invalid').origin))].filter(
      (origin) => origin !== 'https://self.invalid',
    );

  it.each(TABLE)('allows exactly the origins reports go to with %s', (_, keys, expected) => {
    const raw = { errorReportingKey: KEY, releaseStage: 'production', ...keys };
    // What the app gives the SDK, read as the app reads the config; without a key (a refused
    // proxy, QA 17) the app starts no SDK and nothing is sent.
    const read = loadObservabilityConfig(loadConfig(raw).config, raw).config;
    const app = errorReportingEndpoints(read);
    expect(read.errorReportingKey ? originsOf([app.notify, app.sessions]) : []).toEqual(expected);
    // The SDK keeps them: it drops both when either is missing.
    const client = new Client({ apiKey: KEY, endpoints: app, logger: null }, schema);
    expect(client._config.endpoints).toEqual(app);
    expect(connectSources(raw)).toEqual(["'self'", ...expected]);
  });

  it.each([KEY, SECONDARY_KEY])('names the URLs the SDK itself uses for the key %s', (apiKey) => {
    const sdk = new Client({ apiKey, logger: null }, schema)._config.endpoints;
    expect(
      errorReportingEndpoints({
        errorReportingKey: apiKey,
        errorReportingNotifyUrl: '',
        errorReportingSessionsUrl: '',
      }),
    ).toEqual(sdk);
  });

  it('allows no error-reporting origin without a key', () => {
    expect(connectSources({ errorReportingNotifyUrl: PROXY, errorReportingKey: ' ' })).toEqual([
      "'self'",
    ]);
  });
});

describe('frame-ancestors', () => {
  const ENTRIES = [
    'https://host.example.test',
    'http://127.0.0.1:5312/',
    'HTTPS://Host.Example.TEST',
    'https://host.example.test/signup',
    'https://host.example.test?embed=1',
    'https://host.example.test#top',
    'http://host.example.test',
    'host.example.test',
    'https://*.host.example.test',
    'https://*',
    'https://host.example.test;sandbox',
  ];

  it.each(ENTRIES)('reads the allowed parent "%s" exactly as the app does', (entry) => {
    const app = loadConfig({ allowedParentOrigins: [entry] });
    expect(allowedParents({ allowedParentOrigins: [entry] })).toEqual({
      origins: app.config.allowedParentOrigins,
      problems: app.problems,
    });
  });

  it.each([
    ['a string', 'https://host.example.test'],
    ['a list of numbers', [5312]],
    ['null', null],
    ['nothing', undefined],
  ])('reads an allowedParentOrigins of %s as the app does (decision 082)', (_, value) => {
    const app = loadConfig({ allowedParentOrigins: value });
    expect(allowedParents({ allowedParentOrigins: value })).toEqual({
      origins: app.config.allowedParentOrigins,
      problems: app.problems,
    });
  });

  // QA 18: a source that could end or add a directive is never written, whatever let it through.
  it('refuses to write a source holding a semicolon, a comma or a space', () => {
    expect(() => contentSecurityPolicy({}, ["'sha256-a=';sandbox"])).toThrow(/sandbox/);
    expect(() => contentSecurityPolicy({}, ["'self' https://x.example"])).toThrow();
  });

  // A quote is a keyword's or a hash's, around the whole source, and never a double quote.
  it('refuses to write a source holding a quote other than around a keyword or a hash (QA 18)', () => {
    for (const source of ["https://x.example'", "'self", '"self"', "'self''unsafe-eval'"])
      expect(() => contentSecurityPolicy({}, [source])).toThrow(source);
    expect(contentSecurityPolicy({}, ["'sha256-a+b/C='", "'unsafe-hashes'"])).toContain(
      "style-src 'self' 'sha256-a+b/C=' 'unsafe-hashes';",
    );
  });

  it('names each allowed parent by its canonical origin', () => {
    const policy = contentSecurityPolicy({
      allowedParentOrigins: ['http://127.0.0.1:5312/', 'HTTPS://Host.Example.TEST'],
    });
    expect(policy).toContain(
      "frame-ancestors 'self' http://127.0.0.1:5312 https://host.example.test;",
    );
  });
});
