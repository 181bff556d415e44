import { readRuntimeConfig, STRING_KEYS } from './config-origins.mjs';

export { URL_KEYS } from './config-origins.mjs';

type StringKey = (typeof STRING_KEYS)[number];

export type RuntimeConfig = Record<StringKey, string> & {
  allowedParentOrigins: string[];
  sandbox: boolean;
};

export const CONFIG_KEYS = [...STRING_KEYS, 'allowedParentOrigins', 'sandbox'] as const;

declare global {
  interface Window {
    __ONBOARDING_CONFIG__?: Record<string, unknown>;
  }
}

export interface LoadedConfig {
  config: RuntimeConfig;
  /** Keys absent or unreadable in /config.js: reported once at start-up, never fatal. */
  missingKeys: string[];
  /** Why the app must not start with this config; empty when it may. */
  problems: string[];
}

/**
 * Runtime configuration, read from `window.__ONBOARDING_CONFIG__` set by `/config.js` (a plain
 * script operators replace after the build). Read once at start-up.
 *
 * - A missing or unreadable string key reads as an empty string (product.md 1: "Missing config
 *   yields an empty string"), `releaseStage` and `authorizeUrl` included; it is listed in
 *   `missingKeys` so start-up reports it once. Whoever reads a key decides what empty means
 *   (an empty `authorizeUrl` hands off to `/oauth/authorize`, an empty `apiBaseUrl` is the page's
 *   origin).
 * - Some mistakes could turn the app against its users, so they are not defaults but `problems`
 *   the app refuses to start with (issue 8 item 10): a URL that is not https (http only on a
 *   loopback host), and the sandbox switched on where `releaseStage` is `production`. So are the
 *   mistakes of type that would call the wrong place or drop the embedding (decision 082): a
 *   config that is not an object, a URL key that is not a string, `allowedParentOrigins` that is
 *   not a list of strings. `null` reads as missing. The other mistakes (unknown keys, other
 *   wrong types, an empty `authorizeUrl`) are warned of in the console after the first paint
 *   (src/observability/config-warnings.ts).
 * - The reading is `readRuntimeConfig` of config-origins.mjs (plain JavaScript): one rule, which
 *   scripts/print-csp.mjs applies too, so it prints no header for a config the app refuses (QA 17).
 */
export function loadConfig(raw: unknown = globalThis.window?.__ONBOARDING_CONFIG__): LoadedConfig {
  return readRuntimeConfig(raw);
}
