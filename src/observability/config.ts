import type { RuntimeConfig } from '../config';
import { isSafeUrl } from '../config-origins.mjs';
import { servicesOff } from './proxies.mjs';

/**
 * The runtime-config keys only the observability services read (docs/observability.md). They are
 * read here, in the chunk that loads after the first paint, not by src/config.ts: the first
 * screen's JavaScript carries no byte for them (issue 16 item 6). The same rules hold as for every
 * key: a missing one reads as an empty string and is reported once; a URL must be https (http
 * only on this machine), and an unsafe one is not used (reported as invalid). A proxy URL that is
 * set but not used turns its service off (proxies.mjs, QA 17): its key reads as empty, so nothing
 * is sent, to the vendor least of all.
 */
export const OBSERVABILITY_KEYS = [
  'errorReportingNotifyUrl',
  'errorReportingSessionsUrl',
  'rumApplicationId',
  'rumClientToken',
  'rumSite',
  'rumProxyUrl',
] as const;

/**
 * Ingestion URLs: one that is not safe is not used, and its service sends nothing (decision 082,
 * QA 17); an empty one leaves the vendor's own URL.
 */
export const URL_KEYS = new Set<string>([
  'errorReportingNotifyUrl',
  'errorReportingSessionsUrl',
  'rumProxyUrl',
]);

type ObservabilityKey = (typeof OBSERVABILITY_KEYS)[number];

export type ObservabilityConfig = Record<ObservabilityKey, string> &
  Pick<
    RuntimeConfig,
    'errorReportingKey' | 'releaseStage' | 'analyticsKey' | 'analyticsTrackerUrl'
  >;

export interface LoadedObservabilityConfig {
  config: ObservabilityConfig;
  /** Absent, unreadable or unsafe keys of OBSERVABILITY_KEYS: reported once, never fatal. */
  missingKeys: string[];
}

export function loadObservabilityConfig(
  base: RuntimeConfig,
  raw: unknown = globalThis.window?.__ONBOARDING_CONFIG__,
): LoadedObservabilityConfig {
  const input = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const missingKeys: string[] = [];
  const own = {} as Record<ObservabilityKey, string>;
  for (const key of OBSERVABILITY_KEYS) {
    const value = typeof input[key] === 'string' ? (input[key] as string).trim() : null;
    if (value === null || (URL_KEYS.has(key) && !isSafeUrl(value))) {
      own[key] = '';
      missingKeys.push(key);
    } else own[key] = value;
  }
  // A refused proxy: the service reads as keyless, so no one starts it (QA 17).
  const off = servicesOff(input);
  if (off.rum) {
    own.rumApplicationId = '';
    own.rumClientToken = '';
  }
  return {
    config: {
      ...own,
      errorReportingKey: off.errorReporting ? '' : base.errorReportingKey,
      releaseStage: base.releaseStage,
      analyticsKey: base.analyticsKey,
      analyticsTrackerUrl: base.analyticsTrackerUrl,
    },
    missingKeys,
  };
}

/** The error-reporting release stages of contract.md 9; any other value reports nothing. */
export const RELEASE_STAGES = ['production', 'staging', 'uat'] as const;

export const releaseStageOf = (value: string): string => value.toLowerCase();
