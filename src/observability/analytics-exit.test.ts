import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { handOffFromPage } from '../hand-off';
import { LEAVE_WAIT_MS } from '../page-exit';
import { type Analytics, startAnalytics } from './analytics';
import { loadObservabilityConfig } from './config';

// Decision 082 (operator QA 1): the events of a finished sign-up leave before the page does, by
// the SDK's own page-exit pattern (sendBeacon and a flush on pagehide) and before the hand-off
// navigates to the authorize URL, on another origin. A tracker that is down never holds it up.
const SINK = 'https://sink.test/exit/2/httpapi';
type Upload = { events: Array<{ event_type: string }> };
let received: string[] = [];
let answer: () => Promise<Response> | Response = () => HttpResponse.json({ code: 200 });
const server = setupServer(
  http.post(SINK, async ({ request }) => {
    received.push(...((await request.json()) as Upload).events.map((e) => e.event_type));
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  received = [];
  answer = () => HttpResponse.json({ code: 200 });
  vi.useRealTimers();
});
afterAll(() => server.close());

const raw = { analyticsKey: 'amp-exit-key', analyticsTrackerUrl: SINK, releaseStage: 'uat' };
const config = loadObservabilityConfig(loadConfig(raw).config, raw).config;
const common = {
  app: 'northstar-sportsbook',
  application_reference: 'test-build',
  operating_system: 'iOS',
  operating_system_version: '17.5',
  user_agent: 'test agent',
};

// The end of a sign-up's funnel: far fewer than the SDK's upload threshold (30), inside its period.
const FINISHED = [
  { name: 'sign_up_step_completed', properties: { step: '/web/signup/policies' } },
  { name: 'registration_complete', properties: {} },
] as const;
const trackFinished = (analytics: Analytics) => {
  for (const event of FINISHED) analytics.track(event);
};
const names = FINISHED.map((event) => event.name);

const target = {
  authorizeUrl: 'https://auth.example.test/oauth/authorize',
  oauth: { client_id: 'northstar-sports' },
  regionCode: 'US-NJ' as const,
  countryCode: 'US' as const,
  allowedParentOrigins: [],
};

describe('analytics when the page is left', () => {
  it('sends the queue on pagehide by sendBeacon, then uses fetch again', async () => {
    const beacons: Array<{ url: string; events: string[] }> = [];
    const sendBeacon = vi.fn((url: string, body: string) => {
      beacons.push({ url, events: (JSON.parse(body) as Upload).events.map((e) => e.event_type) });
      return true;
    });
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      const analytics = await startAnalytics({ config, common });
      trackFinished(analytics);
      window.dispatchEvent(new Event('pagehide'));
      await vi.waitFor(() => expect(beacons.flatMap((b) => b.events)).toEqual(names));
      expect(beacons[0]?.url).toBe(SINK);
      expect(received).toEqual([]);

      // The page lives on (the back-forward cache): the next upload reads its answer again.
      analytics.track({ name: 'confirm_email_complete', properties: { method: 'code' } });
      await analytics.flush();
      expect(received).toEqual(['confirm_email_complete']);
      expect(sendBeacon).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('flushes on pagehide where the browser has no sendBeacon', async () => {
    const analytics = await startAnalytics({ config, common });
    trackFinished(analytics);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(received).toEqual(names));
  });

  it('has sent the finished sign-up when the hand-off navigates to the authorize URL', async () => {
    const analytics = await startAnalytics({ config, common });
    trackFinished(analytics);
    let atNavigation: string[] | null = null;
    const navigate = vi.fn(() => {
      atNavigation = [...received];
    });
    expect(handOffFromPage(target, navigate)).toMatchObject({ kind: 'redirect' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(atNavigation).toEqual(names);
  });

  it('hands off after at most the cap when the tracker does not answer', async () => {
    answer = async () => {
      await delay('infinite');
      return HttpResponse.json({});
    };
    const analytics = await startAnalytics({ config, common });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    trackFinished(analytics);
    const navigate = vi.fn();
    handOffFromPage(target, navigate);
    await vi.advanceTimersByTimeAsync(LEAVE_WAIT_MS);
    expect(navigate).toHaveBeenCalledOnce();
    expect(received).toEqual(names);
  });
});
