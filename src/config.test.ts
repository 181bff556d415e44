import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('runtime config', () => {
  it('uses the defaults when /config.js set nothing, and lists every key as missing', () => {
    const { config, missingKeys } = loadConfig(undefined);
    expect(config).toEqual({
      apiBaseUrl: '',
      authorizeUrl: '/oauth/authorize',
      allowedParentOrigins: [],
      errorReportingKey: '',
      releaseStage: 'production',
      analyticsKey: '',
      analyticsTrackerUrl: '',
      sandbox: false,
    });
    expect(missingKeys).toHaveLength(8);
  });

  it('keeps valid keys and falls back on invalid ones, reporting them', () => {
    const { config, missingKeys } = loadConfig({
      apiBaseUrl: 'https://api.example.test',
      authorizeUrl: 'https://auth.example.test/oauth/authorize',
      allowedParentOrigins: ['https://host.example.test', 'not a url'],
      errorReportingKey: 'k',
      releaseStage: 'uat',
      analyticsKey: 'a',
      analyticsTrackerUrl: 't',
      sandbox: 'yes',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.test');
    expect(config.releaseStage).toBe('uat');
    expect(config.allowedParentOrigins).toEqual([]);
    expect(config.sandbox).toBe(false);
    expect(missingKeys.sort()).toEqual(['allowedParentOrigins', 'sandbox']);
  });
});
