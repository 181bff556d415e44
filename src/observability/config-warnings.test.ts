import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { configWarnings } from './config-warnings';

// The config public/config.js ships, read from the file itself: complete, with nothing to say.
const shipped: { __ONBOARDING_CONFIG__?: Record<string, unknown> } = {};
runInNewContext(readFileSync(new URL('../../public/config.js', import.meta.url), 'utf8'), {
  window: shipped,
});
const SHIPPED = shipped.__ONBOARDING_CONFIG__ ?? {};

describe('the config mistakes said in the console (decision 082)', () => {
  it('says nothing of the config public/config.js ships, nor of keys left out or null', () => {
    expect(SHIPPED).toMatchObject({ authorizeUrl: '/oauth/authorize', sandbox: false });
    expect(configWarnings(SHIPPED)).toEqual([]);
    expect(configWarnings({ authorizeUrl: '/oauth/authorize', rumSite: null })).toEqual([]);
  });

  it('names a key it does not know, and the key it was probably meant to be', () => {
    expect(configWarnings({ ...SHIPPED, apiBaseURL: 'https://api.example.test' })).toEqual([
      'apiBaseURL is not a config key (did you mean apiBaseUrl?): it is ignored',
    ]);
    expect(configWarnings({ ...SHIPPED, apiUrl: 'https://api.example.test' })).toEqual([
      'apiUrl is not a config key: it is ignored',
    ]);
  });

  it.each([
    [
      'apiBaseUrl',
      5371,
      'apiBaseUrl must be a string in quotes, not a number, 5371: the app does not start',
    ],
    [
      'authorizeUrl',
      true,
      'authorizeUrl must be a string in quotes, not a boolean, true: the app does not start',
    ],
    [
      'errorReportingKey',
      42,
      'errorReportingKey must be a string in quotes, not a number, 42: it reads as empty',
    ],
    [
      'allowedParentOrigins',
      'https://x.example',
      'allowedParentOrigins must be a list of origins in quotes (["https://host.example"]), not a string, "https://x.example": the app does not start',
    ],
    [
      'allowedParentOrigins',
      ['https://a.example', 7],
      'allowedParentOrigins must be a list of origins in quotes (["https://host.example"]): its entry 2 is a number, 7: the app does not start',
    ],
    [
      'sandbox',
      'true',
      'sandbox must be true or false, without quotes, not a string, "true": the sandbox stays off',
    ],
  ])('names %s given the wrong type, with what was expected', (key, value, warning) => {
    expect(configWarnings({ ...SHIPPED, [key]: value })).toEqual([warning]);
  });

  it('agrees with src/config.ts on which wrong types stop the app', () => {
    for (const [key, value] of [
      ['apiBaseUrl', 5371],
      ['authorizeUrl', true],
      ['analyticsTrackerUrl', ['https://t.example']],
      ['allowedParentOrigins', 'https://x.example'],
      ['errorReportingKey', 42],
      ['sandbox', 'true'],
    ] as const) {
      const raw = { ...SHIPPED, [key]: value };
      const stops = configWarnings(raw).some((w) => w.endsWith('the app does not start'));
      expect(stops, key).toBe(loadConfig(raw).problems.length > 0);
    }
  });

  it('names an ingestion URL it refuses, and says its service then sends nothing (QA 17)', () => {
    expect(
      configWarnings({ ...SHIPPED, errorReportingNotifyUrl: 'http://errors.example' }),
    ).toEqual([
      'errorReportingNotifyUrl must be an https URL (http only for localhost), not "http://errors.example": it is not used, and no error report is sent',
    ]);
    expect(
      configWarnings({
        ...SHIPPED,
        errorReportingNotifyUrl: '',
        errorReportingSessionsUrl: 'http://sessions.example',
      }),
    ).toEqual([
      'errorReportingSessionsUrl must be an https URL (http only for localhost), not "http://sessions.example": it is not used, and no error report is sent',
    ]);
    expect(configWarnings({ ...SHIPPED, rumProxyUrl: 'http://rum.example' })).toEqual([
      'rumProxyUrl must be an https URL (http only for localhost), not "http://rum.example": it is not used, and no RUM data is sent',
    ]);
    expect(configWarnings({ ...SHIPPED, rumProxyUrl: 5 })).toEqual([
      'rumProxyUrl must be a string in quotes, not a number, 5: it is not used, and no RUM data is sent',
    ]);
  });

  it('takes a notify URL alone as the proxy, and says a sessions URL alone leaves reports with the vendor (QA 13)', () => {
    expect(
      configWarnings({
        ...SHIPPED,
        errorReportingNotifyUrl: 'https://errors.operator.example/notify',
        errorReportingSessionsUrl: '',
      }),
    ).toEqual([]);
    expect(
      configWarnings({
        ...SHIPPED,
        errorReportingNotifyUrl: '',
        errorReportingSessionsUrl: 'https://errors.operator.example/sessions',
      }),
    ).toEqual([
      "errorReportingSessionsUrl is set without errorReportingNotifyUrl: error reports go to the vendor's own URL (sessions are not tracked, so the sessions URL is never called); set errorReportingNotifyUrl to your proxy",
    ]);
  });

  it('says nothing of a config whose values throw when read: the page says it has an error (QA 18)', () => {
    const raw = {
      ...SHIPPED,
      get analyticsKey(): string {
        throw new Error('boom');
      },
    };
    expect(configWarnings(raw)).toEqual([]);
    expect(configWarnings({ ...SHIPPED, sandbox: { toJSON: () => 1n } })).toEqual([
      'sandbox must be true or false, without quotes, not an object: the sandbox stays off',
    ]);
  });

  it('says RUM is off when only one of its application id and client token is set (QA 18)', () => {
    expect(configWarnings({ ...SHIPPED, rumApplicationId: 'abc' })).toEqual([
      'rumClientToken is not set: RUM needs both rumApplicationId and rumClientToken, so no RUM data is sent',
    ]);
    expect(configWarnings({ ...SHIPPED, rumClientToken: ' pub123 ' })).toEqual([
      'rumApplicationId is not set: RUM needs both rumApplicationId and rumClientToken, so no RUM data is sent',
    ]);
    expect(configWarnings({ ...SHIPPED, rumApplicationId: 'abc', rumClientToken: 'pub' })).toEqual(
      [],
    );
  });

  it('names a release stage other than production, staging or uat, which reports no error (QA 13)', () => {
    expect(configWarnings({ ...SHIPPED, releaseStage: 'prod' })).toEqual([
      'releaseStage must be one of production, staging, uat, not "prod": no error is reported',
    ]);
    for (const releaseStage of ['production', 'staging', 'uat', ' UAT ', 'Production', ''])
      expect(configWarnings({ ...SHIPPED, releaseStage }), releaseStage).toEqual([]);
  });

  it('knows supportUrl, and names one it will not link to (QA 8)', () => {
    expect(SHIPPED).toHaveProperty('supportUrl', '');
    expect(configWarnings({ ...SHIPPED, supportUrl: 'https://help.example/contact' })).toEqual([]);
    expect(configWarnings({ ...SHIPPED, supportUrl: 'javascript:alert(1)' })).toEqual([
      'supportUrl must be an https URL (http only for localhost) or a path, not "javascript:alert(1)": no support link is shown',
    ]);
  });

  it('says where the hand-off goes when authorizeUrl is empty, unless the sandbox answers it', () => {
    const [warning] = configWarnings({ ...SHIPPED, authorizeUrl: ' ' });
    expect(warning).toMatch(
      /^authorizeUrl is empty: .* \/oauth\/authorize on this page’s own origin/,
    );
    expect(configWarnings({ ...SHIPPED, authorizeUrl: undefined })).toHaveLength(1);
    expect(configWarnings({ ...SHIPPED, authorizeUrl: '', sandbox: true })).toEqual([]);
  });

  it('says a config that is no object stops the app, and nothing when config.js did not run', () => {
    expect(configWarnings('{ "apiBaseUrl": "" }')).toEqual([
      `window.__ONBOARDING_CONFIG__ must be an object ({ apiBaseUrl: '…', … }), not a string, "{ \\"apiBaseUrl\\": \\"\\" }": the app does not start`,
    ]);
    expect(configWarnings(null)[0]).toMatch(/not null: the app does not start/);
    expect(configWarnings(undefined)).toEqual([]);
  });
});
