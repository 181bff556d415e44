import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadObservabilityConfig, OBSERVABILITY_KEYS } from './config';

describe("the observability services' runtime config", () => {
  it('reads its own keys beside the base ones; a missing or unsafe one is empty and listed', () => {
    const raw = {
      errorReportingKey: 'bug-key',
      releaseStage: 'uat',
      analyticsKey: 'amp-key',
      analyticsTrackerUrl: 'https://proxy.example/2/httpapi',
      errorReportingNotifyUrl: 'https://proxy.example/notify',
      errorReportingSessionsUrl: 'http://evil.example/sessions',
      rumApplicationId: 'app-id',
      rumClientToken: ' token ',
    };
    const { config, missingKeys } = loadObservabilityConfig(loadConfig(raw).config, raw);
    expect(config).toMatchObject({
      errorReportingKey: 'bug-key',
      releaseStage: 'uat',
      analyticsKey: 'amp-key',
      analyticsTrackerUrl: 'https://proxy.example/2/httpapi',
      errorReportingNotifyUrl: 'https://proxy.example/notify',
      errorReportingSessionsUrl: '',
      rumApplicationId: 'app-id',
      rumClientToken: 'token',
      rumSite: '',
      rumProxyUrl: '',
    });
    expect(missingKeys).toEqual(['errorReportingSessionsUrl', 'rumSite', 'rumProxyUrl']);
  });

  it('lists every key as missing when there is no config', () => {
    expect(loadObservabilityConfig(loadConfig({}).config, undefined).missingKeys).toEqual([
      ...OBSERVABILITY_KEYS,
    ]);
  });
});
