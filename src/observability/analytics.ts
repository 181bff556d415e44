import { createInstance, Types } from '@amplitude/analytics-browser';
import type { AnalyticsEvent } from '../analytics';
import { sendBeforeLeaving } from '../page-exit';
import type { ObservabilityConfig } from './config';
import { scrubUrlsIn } from './scrub';

/**
 * Product analytics on Amplitude's browser SDK (docs/observability.md), set to the constants of
 * contract.md 9 where the SDK has them: session timeout 30 min, upload threshold 30, period
 * 30 s, cookie expiry 365 days; a 413 halving the batch and a batch of one dropped are the SDK's
 * own (its destination plugin), as is the limit of 1000 properties. Added here: strings truncated
 * to 4096 characters, device ids without a dot, the common properties of product.md 3. Nothing
 * is captured automatically (no page views, no attribution: URLs carry tokens), no remote
 * configuration or diagnostics leave the page, and nothing at all is sent while opted out.
 */
export const ANALYTICS_SETTINGS = {
  sessionTimeoutMs: 30 * 60 * 1000,
  uploadThreshold: 30,
  uploadPeriodMs: 30_000,
  cookieExpiryDays: 365,
  stringTruncation: 4096,
  propertyLimit: 1000,
} as const;

export interface CommonProperties {
  app: string;
  application_reference: string;
  operating_system: string;
  operating_system_version: string;
  user_agent: string;
  sign_up_source?: 'browser';
}

/** The operating system and its version, from the user agent (no user-agent parser is worth its bytes for two fields). */
export function operatingSystemOf(userAgent: string): { name: string; version: string } {
  const rules: Array<[RegExp, string]> = [
    [/iPhone OS ([\d_]+)|iPad.*OS ([\d_]+)/, 'iOS'],
    [/Android ([\d.]+)/, 'Android'],
    [/Windows NT ([\d.]+)/, 'Windows'],
    [/Mac OS X ([\d_]+)/, 'macOS'],
    [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
    [/Linux()/, 'Linux'],
  ];
  for (const [pattern, name] of rules) {
    const match = userAgent.match(pattern);
    if (match) return { name, version: (match[1] ?? match[2] ?? '').replace(/_/g, '.') };
  }
  return { name: 'unknown', version: '' };
}

export const withoutDots = (deviceId: string): string => deviceId.replace(/\./g, '');

const truncate = (value: unknown): unknown => {
  if (typeof value === 'string')
    return scrubUrlsIn(value).slice(0, ANALYTICS_SETTINGS.stringTruncation);
  if (Array.isArray(value)) return value.map(truncate);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, truncate(v)]));
  return value;
};

export interface AnalyticsOptions {
  config: ObservabilityConfig;
  common: CommonProperties;
}

export interface Analytics {
  track: (event: AnalyticsEvent) => void;
  /** Sends what is queued now (tests; the SDK sends on its own at the threshold or period). */
  flush: () => Promise<void>;
}

export async function startAnalytics({ config, common }: AnalyticsOptions): Promise<Analytics> {
  const client = createInstance();
  client.add({
    name: 'onboarding-common-properties',
    type: 'enrichment',
    execute: async (event: Types.Event) => {
      event.event_properties = truncate({ ...common, ...event.event_properties }) as Record<
        string,
        unknown
      >;
      if (event.device_id) event.device_id = withoutDots(event.device_id);
      return event;
    },
  });
  await client.init(config.analyticsKey, undefined, {
    ...(config.analyticsTrackerUrl ? { serverUrl: config.analyticsTrackerUrl } : {}),
    autocapture: false,
    fetchRemoteConfig: false,
    enableDiagnostics: false,
    flushQueueSize: ANALYTICS_SETTINGS.uploadThreshold,
    flushIntervalMillis: ANALYTICS_SETTINGS.uploadPeriodMs,
    sessionTimeout: ANALYTICS_SETTINGS.sessionTimeoutMs,
    cookieOptions: { expiration: ANALYTICS_SETTINGS.cookieExpiryDays },
    trackingOptions: { ipAddress: false },
    transport: 'fetch',
    logLevel: Types.LogLevel.None,
  }).promise;
  const deviceId = client.getDeviceId();
  if (deviceId?.includes('.')) client.setDeviceId(withoutDots(deviceId));
  // Leaving the page (the hand-off to the authorize URL, another origin; a closed tab), the queue
  // would wait in local storage for a visit that may never come. The SDK's documented page-exit
  // pattern: on `pagehide`, send with sendBeacon, which the browser delivers after the page is
  // gone, and flush. The hand-off asks for the same before it navigates (src/page-exit.ts). Then
  // fetch again, for a page kept alive (a message to the host, the back-forward cache): a beacon
  // cannot read a 413 or a 429.
  const sendNow = async () => {
    const beacon = typeof globalThis.navigator?.sendBeacon === 'function';
    if (beacon) client.setTransport('beacon');
    try {
      await client.flush().promise;
    } finally {
      if (beacon) client.setTransport('fetch');
    }
  };
  globalThis.addEventListener?.('pagehide', () => {
    sendNow().catch(() => {});
  });
  sendBeforeLeaving(sendNow);
  return {
    track: (event) => {
      client.track(event.name, event.properties);
    },
    flush: () => client.flush().promise,
  };
}
