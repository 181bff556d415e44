import { buildEndpointUrl } from '@datadog/js-core/transport';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
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

  it('allows only the proxy when one is configured', () => {
    const sources = connectSources({
      ...RUM_KEYS,
      rumSite: 'us3.datadoghq.com',
      rumProxyUrl: 'https://rum-proxy.example.test/ingest',
    });
    expect(sources).toEqual(["'self'", 'https://rum-proxy.example.test']);
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

  it('names each allowed parent by its canonical origin', () => {
    const policy = contentSecurityPolicy({
      allowedParentOrigins: ['http://127.0.0.1:5312/', 'HTTPS://Host.Example.TEST'],
    });
    expect(policy).toContain(
      "frame-ancestors 'self' http://127.0.0.1:5312 https://host.example.test;",
    );
  });
});
