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
      errorReportingSessionsUrl: '',
      rumApplicationId: 'app-id',
      rumClientToken: ' token ',
      rumSite: 42,
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
    expect(missingKeys).toEqual(['rumSite', 'rumProxyUrl']);
  });

  it('turns a service off when a proxy URL of its is set but refused; an empty one keeps the vendor (QA 17)', () => {
    const base = {
      errorReportingKey: 'bug-key',
      errorReportingNotifyUrl: 'https://proxy.example/notify',
      errorReportingSessionsUrl: 'https://proxy.example/sessions',
      rumApplicationId: 'app-id',
      rumClientToken: 'token',
      rumProxyUrl: 'https://proxy.example/rum',
    };
    const read = (raw: Record<string, unknown>) =>
      loadObservabilityConfig(loadConfig(raw).config, raw).config;
    // One wrong character in a proxy: nothing is sent, to the vendor least of all.
    for (const [key, value] of [
      ['errorReportingNotifyUrl', 'http://n.example'],
      ['errorReportingSessionsUrl', 'http://s.example/sessions'],
      ['errorReportingNotifyUrl', '//n.example/notify'],
      ['errorReportingNotifyUrl', 42],
    ] as const)
      expect(read({ ...base, [key]: value }), `${key}: ${value}`).toMatchObject({
        errorReportingKey: '',
        [key]: '',
        rumApplicationId: 'app-id',
      });
    expect(read({ ...base, rumProxyUrl: 'http://r.example' })).toMatchObject({
      errorReportingKey: 'bug-key',
      rumApplicationId: '',
      rumClientToken: '',
      rumProxyUrl: '',
    });
    // Not set: the vendor's own URLs, as before.
    for (const value of ['', '  ', null, undefined])
      expect(
        read({
          ...base,
          errorReportingNotifyUrl: value,
          errorReportingSessionsUrl: value,
          rumProxyUrl: value,
        }),
        String(value),
      ).toMatchObject({
        errorReportingKey: 'bug-key',
        rumApplicationId: 'app-id',
        rumClientToken: 'token',
      });
  });

  it('lists every key as missing when there is no config', () => {
    expect(loadObservabilityConfig(loadConfig({}).config, undefined).missingKeys).toEqual([
      ...OBSERVABILITY_KEYS,
    ]);
  });
});
