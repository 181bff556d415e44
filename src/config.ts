import * as v from 'valibot';
import { isSafeUrl, parentOrigins } from './config-origins.mjs';

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
 *   not a list of strings. `null` reads as missing. The other mistakes (unknown keys, other wrong
 *   types, an empty `authorizeUrl`) are warned of in the console after the first paint
 *   (src/observability/config-warnings.ts).
 */
const STRING_KEYS = [
  'apiBaseUrl',
  'authorizeUrl',
  'errorReportingKey',
  'releaseStage',
  'analyticsKey',
  'analyticsTrackerUrl',
  'profilingOrgId',
  'profilingFingerprintDomain',
] as const;

/**
 * Keys whose value is a URL the app calls, sends the user to, or trusts as an origin: a value
 * that is not a string stops the app (src/observability/config-warnings.ts says so too).
 */
export const URL_KEYS = ['apiBaseUrl', 'authorizeUrl', 'analyticsTrackerUrl'] as const;

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

/** Reads and validates the runtime configuration object (the page's, or one given by a test). */
export function loadConfig(raw: unknown = globalThis.window?.__ONBOARDING_CONFIG__): LoadedConfig {
  const input =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const missingKeys: string[] = [];
  // A config.js that did not load, or stopped at an error, sets nothing: with every key empty the
  // app would call its own origin as the API, so it refuses instead, as it does for a value that
  // holds no keys at all (a string, a list).
  const problems: string[] =
    raw === undefined
      ? ['config.js did not load or has an error']
      : input === raw
        ? []
        : ['config.js must set an object'];

  const strings = {} as Record<StringKey, string>;
  for (const key of STRING_KEYS) {
    const value = input[key];
    if (typeof value === 'string') strings[key] = value.trim();
    else {
      strings[key] = '';
      missingKeys.push(key);
    }
  }

  for (const key of URL_KEYS) {
    // A number or a list where a URL belongs would send the app to its own origin instead.
    if (typeof (input[key] ?? '') !== 'string') problems.push(`${key} must be a string`);
    else if (!isSafeUrl(strings[key]))
      problems.push(`${key} must be an https URL (http only for localhost): "${strings[key]}"`);
  }

  let allowedParentOrigins: string[] = [];
  if (v.is(v.array(v.string()), input.allowedParentOrigins)) {
    const parents = parentOrigins(input.allowedParentOrigins);
    allowedParentOrigins = parents.origins;
    problems.push(...parents.problems);
  } else {
    missingKeys.push('allowedParentOrigins');
    if (input.allowedParentOrigins != null)
      problems.push('allowedParentOrigins must be a list of strings');
  }

  let sandbox = false;
  if (typeof input.sandbox === 'boolean') sandbox = input.sandbox;
  else missingKeys.push('sandbox');
  // Case and spaces do not make a production deployment anything else.
  if (sandbox && strings.releaseStage.toLowerCase() === 'production')
    problems.push('sandbox cannot be switched on when releaseStage is "production"');

  return {
    config: { ...strings, allowedParentOrigins, sandbox },
    missingKeys,
    problems,
  };
}
