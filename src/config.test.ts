import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from './config';
import { isSafeUrl } from './config-origins.mjs';

const VALID = {
  apiBaseUrl: 'https://api.example.test',
  authorizeUrl: 'https://auth.example.test/oauth/authorize',
  allowedParentOrigins: ['https://host.example.test'],
  errorReportingKey: 'k',
  releaseStage: 'uat',
  analyticsKey: 'a',
  analyticsTrackerUrl: 'https://t.example.test/track',
  profilingOrgId: 'org',
  profilingFingerprintDomain: 'fp.example.test',
  sandbox: false,
};

describe('runtime config', () => {
  it('reads every missing key as an empty string, releaseStage included, and lists them', () => {
    const { config, missingKeys, problems } = loadConfig({});
    expect(config).toEqual({
      apiBaseUrl: '',
      authorizeUrl: '',
      allowedParentOrigins: [],
      errorReportingKey: '',
      releaseStage: '',
      analyticsKey: '',
      analyticsTrackerUrl: '',
      profilingOrgId: '',
      profilingFingerprintDomain: '',
      sandbox: false,
    });
    expect([...missingKeys].sort()).toEqual([...CONFIG_KEYS].sort());
    expect(problems).toEqual([]);
  });

  it('refuses to start with defaults when config.js did not run (the object it sets is missing)', () => {
    expect(loadConfig(undefined).problems).toEqual(['config.js did not load or has an error']);
  });

  it('keeps a complete valid config as it is, with nothing to report', () => {
    expect(loadConfig(VALID)).toEqual({ config: VALID, missingKeys: [], problems: [] });
  });

  it('reads a key of the wrong type as missing rather than trusting it', () => {
    const { config, missingKeys, problems } = loadConfig({
      ...VALID,
      errorReportingKey: 42,
      sandbox: 'true',
      allowedParentOrigins: null,
    });
    expect(config.errorReportingKey).toBe('');
    expect(config.sandbox).toBe(false);
    expect(config.allowedParentOrigins).toEqual([]);
    expect([...missingKeys].sort()).toEqual([
      'allowedParentOrigins',
      'errorReportingKey',
      'sandbox',
    ]);
    expect(problems).toEqual([]);
  });

  // Decision 082: a mistake of type that would call the wrong place or drop the embedding.
  it.each([
    ['apiBaseUrl', 5371, 'apiBaseUrl must be a string'],
    ['authorizeUrl', ['https://auth.example.test'], 'authorizeUrl must be a string'],
    [
      'analyticsTrackerUrl',
      { url: 'https://t.example.test' },
      'analyticsTrackerUrl must be a string',
    ],
    [
      'allowedParentOrigins',
      'https://host.example.test',
      'allowedParentOrigins must be a list of strings',
    ],
    [
      'allowedParentOrigins',
      ['https://host.example.test', 7],
      'allowedParentOrigins must be a list of strings',
    ],
  ])('refuses to start when %s is %j', (key, value, problem) => {
    expect(loadConfig({ ...VALID, [key]: value }).problems).toEqual([problem]);
  });

  it('reads a URL key set to null as missing, not as a mistake', () => {
    const { config, problems } = loadConfig({ ...VALID, apiBaseUrl: null, authorizeUrl: null });
    expect(config.apiBaseUrl).toBe('');
    expect(problems).toEqual([]);
  });

  it.each([
    ['a string', '{ "apiBaseUrl": "https://api.example.test" }'],
    ['a list', [VALID]],
    ['null', null],
    ['a number', 1],
  ])('refuses to start when config.js sets %s instead of an object', (_, raw) => {
    expect(loadConfig(raw).problems).toEqual(['config.js must set an object']);
  });

  it('refuses a URL that is not https, naming the key', () => {
    const { problems } = loadConfig({
      ...VALID,
      authorizeUrl: 'http://auth.example.test/oauth/authorize',
      apiBaseUrl: 'javascript:alert(1)',
      analyticsTrackerUrl: '//tracker.example.test',
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/authorizeUrl must be an https URL/);
    expect(problems.join('\n')).toMatch(/apiBaseUrl must be an https URL/);
    expect(problems.join('\n')).toMatch(/analyticsTrackerUrl must be an https URL/);
  });

  it('refuses an allowed parent origin that is http on another host or not an origin', () => {
    const { problems } = loadConfig({
      ...VALID,
      allowedParentOrigins: ['http://host.example.test', 'https://host.example.test/path'],
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/allowedParentOrigins/);
  });

  it('reads an allowed parent origin written with a trailing slash or in upper case as that origin', () => {
    const { config, problems } = loadConfig({
      ...VALID,
      allowedParentOrigins: ['http://127.0.0.1:5312/', 'HTTPS://Host.Example.TEST'],
    });
    expect(problems).toEqual([]);
    expect(config.allowedParentOrigins).toEqual([
      'http://127.0.0.1:5312',
      'https://host.example.test',
    ]);
  });

  it('refuses an allowed parent with a path, a query or a hash, saying so', () => {
    const entries = [
      'https://host.example.test/signup',
      'https://host.example.test/?embed=1',
      'https://host.example.test/#top',
    ];
    const { problems } = loadConfig({ ...VALID, allowedParentOrigins: entries });
    expect(problems).toEqual(
      entries.map(
        (entry) =>
          `allowedParentOrigins must hold origins, with no wildcard, path, query or hash: "${entry}"`,
      ),
    );
  });

  it('refuses a config whose values throw when read, as a config.js stopped by an error (QA 18)', () => {
    const raw = {
      apiBaseUrl: 'https://api.example.test',
      get analyticsKey(): string {
        throw new Error('boom');
      },
    };
    expect(loadConfig(raw).problems).toEqual(['config.js did not load or has an error']);
  });

  it('refuses a config whose list of parents throws when read, as one stopped by an error (QA 18)', () => {
    const entries = ['https://host.example.test'];
    Object.defineProperty(entries, 1, {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(loadConfig({ ...VALID, allowedParentOrigins: entries }).problems).toEqual([
      'config.js did not load or has an error',
    ]);
  });

  // QA 18: the URL parser lets `*` and `;` through in a host; neither names one origin.
  it('refuses a wildcard or a semicolon in a host, in an allowed parent and in a URL key', () => {
    const entries = ['http://*.localhost:5721', 'https://*', 'https://partner.example;sandbox'];
    const { problems } = loadConfig({
      ...VALID,
      allowedParentOrigins: entries,
      apiBaseUrl: 'https://api.example;sandbox',
    });
    expect(problems).toEqual(
      expect.arrayContaining(
        entries.map(
          (entry) =>
            `allowedParentOrigins must hold origins, with no wildcard, path, query or hash: "${entry}"`,
        ),
      ),
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain('apiBaseUrl');
  });

  // QA 18: any character a host name cannot have, written or percent-encoded, is no origin.
  it.each([
    'https://partner,other.example',
    'https://partner.example, https://other.example',
    'https://partner example',
    "https://partner'.example",
    'https://partner%3Bsandbox.example',
  ])('refuses the allowed parent "%s", whose host is no host name', (entry) => {
    expect(loadConfig({ ...VALID, allowedParentOrigins: [entry] }).problems).toEqual([
      `allowedParentOrigins must hold origins, with no wildcard, path, query or hash: "${entry}"`,
    ]);
  });

  it('allows http on this machine and paths on the page origin', () => {
    const { problems } = loadConfig({
      ...VALID,
      apiBaseUrl: 'http://localhost:3000',
      authorizeUrl: '/oauth/authorize',
      allowedParentOrigins: ['http://127.0.0.1:4313', 'http://[::1]:8080'],
      analyticsTrackerUrl: '',
    });
    expect(problems).toEqual([]);
    expect(isSafeUrl('http://app.localhost:5173')).toBe(true);
  });

  // Browsers read `\` as `/` and drop tabs and newlines in a URL, so these lead to another host.
  it.each([
    ['/\\localhost:5653/stolen'],
    ['/\\\\evil.example'],
    ['/\\evil.example'],
    ['//evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\\\t\\evil.example'],
    ['/\\a.invalid/x'],
  ])("refuses %j, a path that leaves the page's origin (QA 15)", (value) => {
    expect(isSafeUrl(value)).toBe(false);
    const { problems } = loadConfig({ ...VALID, authorizeUrl: value, apiBaseUrl: value });
    expect(problems).toEqual([
      `apiBaseUrl must be an https URL (http only for localhost): "${value}"`,
      `authorizeUrl must be an https URL (http only for localhost): "${value}"`,
    ]);
  });

  it.each([['/ok/path'], ['/%5Chost'], ['/oauth/authorize?x=//y'], ['/']])(
    "allows %j, a path that stays on the page's origin (QA 15)",
    (value) => {
      expect(isSafeUrl(value)).toBe(true);
      expect(loadConfig({ ...VALID, authorizeUrl: value, apiBaseUrl: value }).problems).toEqual([]);
    },
  );

  it('refuses the sandbox when releaseStage is production, whatever its case', () => {
    expect(loadConfig({ ...VALID, sandbox: true, releaseStage: 'production' }).problems).toEqual([
      'sandbox cannot be switched on when releaseStage is "production"',
    ]);
    expect(
      loadConfig({ ...VALID, sandbox: true, releaseStage: ' Production ' }).problems,
    ).toHaveLength(1);
    expect(loadConfig({ ...VALID, sandbox: true, releaseStage: 'uat' }).problems).toEqual([]);
    expect(loadConfig({ ...VALID, sandbox: false, releaseStage: 'production' }).problems).toEqual(
      [],
    );
  });
});
