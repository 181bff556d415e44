import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingSnapshot } from '../../machines/onboarding.selectors';
import { loadConfig } from '../config';
import type { ObservedApp } from './index';
import { OPT_OUT_STORAGE_KEY } from './opt-out';

// Sinks for the ingestion URLs the runtime config points at; any other request fails the test.
const NOTIFY = 'https://errors.test/notify';
const TRACKER = 'https://sink.test/2/httpapi';
// biome-ignore lint/suspicious/noExplicitAny: tests read the SDKs' wire payloads by key.
type Body = Record<string, any>;
let reports: Body[] = [];
let uploads: Body[] = [];
let vendor: string[] = [];
const server = setupServer(
  http.post(NOTIFY, async ({ request }) => {
    reports.push(...((await request.json()) as Body).events);
    return HttpResponse.json({});
  }),
  http.post('https://errors.test/sessions', () => HttpResponse.json({})),
  // The vendor's own hosts: nothing may reach them when the operator set a proxy (QA 17).
  http.post(/bugsnag|datadoghq|browser-intake/, ({ request }) => {
    vendor.push(request.url);
    return HttpResponse.json({});
  }),
  http.post(TRACKER, async ({ request }) => {
    const body = (await request.json()) as Body;
    uploads.push(...body.events);
    return HttpResponse.json({ code: 200, events_ingested: body.events.length });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Fresh ports (api/errors.ts, src/analytics.ts) for every case: they keep what comes early.
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  reports = [];
  uploads = [];
  vendor = [];
  vi.doUnmock('./error-reporting');
  vi.doUnmock('./rum');
});
afterAll(() => server.close());

const onboardingAt = (route: string) =>
  ({
    status: 'active',
    matches: () => false,
    context: { derivation: { kind: 'route', route } },
  }) as unknown as OnboardingSnapshot;

function appWith(raw: Record<string, unknown>): ObservedApp {
  return {
    config: loadConfig(raw).config,
    addInspector: () => {},
    actors: {
      brand: { clientId: 'northstar-sportsbook' },
      onboarding: { getSnapshot: () => onboardingAt('/web/signup/create_account') },
    },
    layout: 'web',
    entry: { regionProblem: 'missing' },
  } as unknown as ObservedApp;
}

async function start(raw: Record<string, unknown>) {
  window.__ONBOARDING_CONFIG__ = raw;
  const ports = {
    errors: await import('../../api/errors'),
    analytics: await import('../analytics'),
  };
  const { startObservability } = await import('./index');
  return { ...ports, started: () => startObservability(appWith(raw)) };
}

const keys = {
  apiBaseUrl: '',
  authorizeUrl: '/oauth/authorize',
  allowedParentOrigins: [],
  sandbox: false,
  releaseStage: 'staging',
  errorReportingKey: '0123456789abcdef0123456789abcdef',
  errorReportingNotifyUrl: NOTIFY,
  errorReportingSessionsUrl: 'https://errors.test/sessions',
  analyticsKey: 'amp-key',
  analyticsTrackerUrl: TRACKER,
  profilingOrgId: '',
  profilingFingerprintDomain: '',
  rumSite: '',
  rumProxyUrl: '',
  rumApplicationId: '',
  rumClientToken: '',
};

describe('starting the observability services after the first paint', () => {
  it('sends what came before it, the start-up problems, and the funnel step the page shows', async () => {
    window.history.replaceState(null, '', '/web/signup/create_account');
    const { errors, analytics, started } = await start(keys);
    errors.reportError(new Error('Page not found'), { path: '/nowhere' });
    analytics.track({ name: 'confirm_email_complete', properties: { method: 'link' } });
    await started();
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(reports.length).toBeGreaterThanOrEqual(2));

    const messages = reports.map((r) => r.exceptions[0].message);
    expect(messages).toContain('Page not found');
    expect(messages).toContain('Region code parameter missing');
    expect(uploads.map((e) => e.event_type)).toEqual([
      'confirm_email_complete',
      'sign_up_step_entered',
    ]);
    expect(uploads[1]?.event_properties).toMatchObject({
      step: '/web/signup/create_account',
      app: 'northstar-sportsbook',
      sign_up_source: 'browser',
    });
  });

  it('reports missing keys once, by name', async () => {
    const { started } = await start({ ...keys, rumSite: undefined, profilingOrgId: undefined });
    await started();
    await vi.waitFor(() => expect(reports.length).toBeGreaterThanOrEqual(1));
    const missing = reports.find(
      (r) => r.exceptions[0].message === 'Runtime config keys missing or invalid',
    );
    expect(missing?.metaData.context.keys).toEqual(['profilingOrgId', 'rumSite']);
  });

  it('sends nothing at all without keys', async () => {
    // An empty config's one mistake is said in the console (decision 082).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { errors, analytics, started } = await start({});
    errors.reportError(new Error('early'));
    analytics.track({ name: 'confirm_email_complete', properties: { method: 'link' } });
    await started();
    errors.reportError(new Error('late'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reports).toEqual([]);
    expect(uploads).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/authorizeUrl is empty/);
  });

  it('says the config mistakes in the console once, with no error-reporting key (decision 082)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = {
      ...keys,
      errorReportingKey: '',
      analyticsKey: '',
      apiBaseURL: 'https://api.example.test',
      sandbox: 'true',
      rumProxyUrl: 'http://rum.example.test',
    };
    const { started } = await start(raw);
    await started();
    await started();
    expect(warn).toHaveBeenCalledOnce();
    const said = String(warn.mock.calls[0]?.[0]);
    expect(said).toMatch(/apiBaseURL is not a config key \(did you mean apiBaseUrl\?\)/);
    expect(said).toMatch(/sandbox must be true or false/);
    expect(said).toMatch(/rumProxyUrl must be an https URL/);
    expect(reports).toEqual([]);
  });

  it('starts neither error reporting nor RUM when a proxy URL of theirs is refused, and says so (QA 17)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const startErrorReporting = vi.fn(() => () => {});
    const startRum = vi.fn();
    vi.doMock('./error-reporting', () => ({ startErrorReporting }));
    vi.doMock('./rum', () => ({ startRum }));
    const raw = {
      ...keys,
      analyticsKey: '',
      errorReportingNotifyUrl: 'http://n.example',
      rumApplicationId: 'app-id',
      rumClientToken: 'token',
      rumProxyUrl: 'http://r.example',
    };
    const { errors, started } = await start(raw);
    await started();
    errors.reportError(new Error('late'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(startErrorReporting).not.toHaveBeenCalled();
    expect(startRum).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
    expect(vendor).toEqual([]);
    const said = String(warn.mock.calls[0]?.[0]);
    expect(said).toMatch(/errorReportingNotifyUrl .*: it is not used, and no error report is sent/);
    expect(said).toMatch(/rumProxyUrl .*: it is not used, and no RUM data is sent/);
  });

  it('sends no analytics while opted out, not even what came before', async () => {
    localStorage.setItem(OPT_OUT_STORAGE_KEY, 'true');
    const { analytics, started } = await start(keys);
    analytics.track({ name: 'confirm_email_complete', properties: { method: 'link' } });
    await started();
    analytics.track({ name: 'kyc_promo_action', properties: { button_text: 'Claim' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(uploads).toEqual([]);
  });
});
