import * as v from 'valibot';

/**
 * Runtime configuration, read from `window.__ONBOARDING_CONFIG__` set by `/config.js` (a plain
 * script operators replace after the build). Validated once at start-up; a missing key reads as
 * an empty string (or its default) and is listed in `missingKeys` so it can be reported
 * (product.md 1: "Missing config yields an empty string").
 */
const FIELDS = {
  apiBaseUrl: [v.string(), ''],
  authorizeUrl: [v.string(), '/oauth/authorize'],
  allowedParentOrigins: [v.array(v.pipe(v.string(), v.url())), [] as string[]],
  errorReportingKey: [v.string(), ''],
  releaseStage: [v.picklist(['production', 'staging', 'uat']), 'production'],
  analyticsKey: [v.string(), ''],
  analyticsTrackerUrl: [v.string(), ''],
  sandbox: [v.boolean(), false],
} as const;

const ConfigSchema = v.object({
  apiBaseUrl: v.fallback(FIELDS.apiBaseUrl[0], FIELDS.apiBaseUrl[1]),
  authorizeUrl: v.fallback(FIELDS.authorizeUrl[0], FIELDS.authorizeUrl[1]),
  allowedParentOrigins: v.fallback(FIELDS.allowedParentOrigins[0], () => []),
  errorReportingKey: v.fallback(FIELDS.errorReportingKey[0], FIELDS.errorReportingKey[1]),
  releaseStage: v.fallback(FIELDS.releaseStage[0], FIELDS.releaseStage[1]),
  analyticsKey: v.fallback(FIELDS.analyticsKey[0], FIELDS.analyticsKey[1]),
  analyticsTrackerUrl: v.fallback(FIELDS.analyticsTrackerUrl[0], FIELDS.analyticsTrackerUrl[1]),
  sandbox: v.fallback(FIELDS.sandbox[0], FIELDS.sandbox[1]),
});

export type RuntimeConfig = v.InferOutput<typeof ConfigSchema>;

declare global {
  interface Window {
    __ONBOARDING_CONFIG__?: Record<string, unknown>;
  }
}

export interface LoadedConfig {
  config: RuntimeConfig;
  /** Keys absent or invalid in /config.js: reported at start-up, never fatal. */
  missingKeys: string[];
}

/** Reads and validates the runtime configuration object (the page's, or one given by a test). */
export function loadConfig(raw: unknown = globalThis.window?.__ONBOARDING_CONFIG__): LoadedConfig {
  const input = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const config = v.parse(ConfigSchema, input);
  const missingKeys = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).filter(
    (key) => !(key in input) || !v.is(FIELDS[key][0], input[key]),
  );
  return { config, missingKeys };
}
