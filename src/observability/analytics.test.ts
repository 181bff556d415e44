import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { ANALYTICS_SETTINGS, operatingSystemOf, startAnalytics, withoutDots } from './analytics';
import { loadObservabilityConfig } from './config';
import { isOptedOut, OPT_OUT_STORAGE_KEY } from './opt-out';

// A local ingestion sink, as an operator's proxy would be (analyticsTrackerUrl).
const SINK = 'https://sink.test/2/httpapi';
type Upload = { api_key: string; events: Array<Record<string, unknown>> };
let uploads: Upload[] = [];
let answer: (upload: Upload) => Response = (upload) =>
  HttpResponse.json({ code: 200, events_ingested: upload.events.length });
const server = setupServer(
  http.post(SINK, async ({ request }) => {
    const upload = (await request.json()) as Upload;
    uploads.push(upload);
    return answer(upload);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  uploads = [];
  answer = (upload) => HttpResponse.json({ code: 200, events_ingested: upload.events.length });
});
afterAll(() => server.close());

const raw = { analyticsKey: 'amp-test-key', analyticsTrackerUrl: SINK, releaseStage: 'uat' };
const config = loadObservabilityConfig(loadConfig(raw).config, raw).config;
const common = {
  app: 'northstar-sportsbook',
  application_reference: 'test-build',
  operating_system: 'iOS',
  operating_system_version: '17.5',
  user_agent: 'test agent',
  sign_up_source: 'browser' as const,
};

describe('analytics on the Amplitude SDK', () => {
  it('sends product events to the configured tracker URL with the common properties', async () => {
    const analytics = await startAnalytics({ config, common });
    analytics.track({ name: 'confirm_email_complete', properties: { method: 'link' } });
    analytics.track({
      name: 'limit_set',
      properties: { limit_type: 'deposit', limit_value: 500, limit_origin: 'sign_up' },
    });
    await analytics.flush();

    const events = uploads.flatMap((upload) => upload.events);
    expect(uploads[0]?.api_key).toBe('amp-test-key');
    expect(events.map((e) => e.event_type)).toEqual(['confirm_email_complete', 'limit_set']);
    expect(events[0]?.event_properties).toEqual({ ...common, method: 'link' });
    expect(events[1]?.event_properties).toMatchObject({ limit_type: 'deposit', limit_value: 500 });
    for (const event of events) {
      expect(String(event.device_id)).not.toContain('.');
      expect(event).not.toHaveProperty('ip');
    }
  });

  it('truncates strings to 4096 characters and strips URL queries in properties', async () => {
    const analytics = await startAnalytics({ config, common });
    analytics.track({
      name: 'kyc_promo_action',
      properties: { button_text: `${'x'.repeat(5000)} https://a.test/p?token=t` },
    });
    await analytics.flush();
    const text = uploads[0]?.events[0]?.event_properties as { button_text: string };
    expect(text.button_text).toHaveLength(ANALYTICS_SETTINGS.stringTruncation);
    expect(JSON.stringify(uploads)).not.toContain('token=t');
  });

  it('halves the batch on a 413 and drops a batch of one that is still too large', async () => {
    answer = (upload) =>
      upload.events.length > 1
        ? HttpResponse.json({ code: 413, error: 'Payload too large' }, { status: 413 })
        : HttpResponse.json({ code: 200, events_ingested: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const analytics = await startAnalytics({ config, common });
      for (const method of ['a', 'b', 'c', 'd'])
        analytics.track({ name: 'confirm_email_complete', properties: { method } });
      // The SDK sends at its period (30 s), and puts a refused batch back for the next one.
      for (let period = 0; period < 6; period += 1)
        await vi.advanceTimersByTimeAsync(ANALYTICS_SETTINGS.uploadPeriodMs);
      // 30, 15, 7.5, 3.75: four refusals of all four, then batches of two (the SDK's halving,
      // until its retry limit drops the events).
      const sizes = uploads.map((upload) => upload.events.length);
      expect(sizes.slice(0, 5)).toEqual([4, 4, 4, 4, 2]);

      uploads = [];
      answer = () => HttpResponse.json({ code: 413, error: 'Payload too large' }, { status: 413 });
      analytics.track({ name: 'confirm_email_complete', properties: { method: 'alone' } });
      for (let period = 0; period < 3; period += 1)
        await vi.advanceTimersByTimeAsync(ANALYTICS_SETTINGS.uploadPeriodMs);
      expect(uploads).toHaveLength(1); // sent once, then dropped, never retried
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the opt-out flag from storage or the Global Privacy Control signal', () => {
    localStorage.setItem(OPT_OUT_STORAGE_KEY, 'true');
    expect(isOptedOut(localStorage, {})).toBe(true);
    localStorage.removeItem(OPT_OUT_STORAGE_KEY);
    expect(isOptedOut(localStorage, {})).toBe(false);
    expect(isOptedOut(null, { globalPrivacyControl: true })).toBe(true);
  });

  it('names the operating system from the user agent and keeps dots out of device ids', () => {
    expect(
      operatingSystemOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toEqual({ name: 'iOS', version: '17.5' });
    expect(operatingSystemOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toEqual({
      name: 'Android',
      version: '14',
    });
    expect(withoutDots('1.2.3-abc')).toBe('123-abc');
  });
});
