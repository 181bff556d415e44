// @ts-check
// The URL rules of the runtime config that the app (src/config.ts) and the Content-Security-Policy
// scripts (scripts/csp.mjs, scripts/print-csp.mjs) must apply alike: otherwise the header would
// let a parent frame the app that the app then refuses, or be printed for a config the app
// refuses to start with. Plain JavaScript because the scripts run in Node without a TypeScript
// step.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A host name or an IP literal, as the URL parser writes it. The parser lets `*` and `;` through:
 * a wildcard names no one origin that postMessage could check, and a `;` would end the
 * Content-Security-Policy directive it is written into (QA 18).
 */
const HOST = /^[a-z0-9._-]+$|^\[[0-9a-f:.]+\]$/;

/**
 * A URL is safe when it is https, or http on this machine (local development and the tests), or
 * a path on the page's own origin (it inherits the page's scheme). A path is read as the browser
 * reads it: resolved against the page, it must keep the page's origin. So a scheme-relative
 * `//host` is not a path, nor are `/\host` and `/<tab>/host`, which browsers read as `//host`:
 * each would follow an http page to another host. Two stand-in origins, as a path naming one
 * of them still leaves the other.
 * @param {string} value
 * @returns {boolean}
 */
export function isSafeUrl(value) {
  if (value === '') return true;
  let url;
  try {
    if (value[0] === '/')
      return ['https://a.invalid', 'https://b.invalid'].every(
        (self) => new URL(value, self).origin === self,
      );
    url = new URL(value);
  } catch {
    return false;
  }
  if (!HOST.test(url.hostname)) return false;
  if (url.protocol === 'https:') return true;
  return (
    url.protocol === 'http:' &&
    (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'))
  );
}

/**
 * The origins `allowedParentOrigins` names, and why an entry names none. Browsers compare a
 * parent's origin in its canonical form, so an entry with a trailing slash or an upper-case scheme
 * or host is read as `new URL(entry).origin`; a path, query or hash names a page, which neither
 * frame-ancestors nor postMessage can check, so that entry is refused rather than cut short.
 * @param {readonly string[]} entries
 * @returns {{ origins: string[], problems: string[] }}
 */
export function parentOrigins(entries) {
  /** @type {string[]} */
  const origins = [];
  /** @type {string[]} */
  const problems = [];
  for (const entry of entries) {
    let origin = '';
    try {
      const url = new URL(entry);
      if (url.href === `${url.origin}/` && HOST.test(url.hostname)) origin = url.origin;
    } catch {
      // Not a URL: no origin.
    }
    if (!origin)
      problems.push(
        `allowedParentOrigins must hold origins, with no wildcard, path, query or hash: "${entry}"`,
      );
    else if (!isSafeUrl(origin))
      problems.push(
        `allowedParentOrigins must hold https origins (http only for localhost): "${entry}"`,
      );
    else origins.push(origin);
  }
  return { origins, problems };
}

/**
 * Keys whose value is a URL the app calls, sends the user to, or trusts as an origin: a value
 * that is not a string stops the app (src/observability/config-warnings.ts says so too).
 */
export const URL_KEYS = /** @type {const} */ ([
  'apiBaseUrl',
  'authorizeUrl',
  'analyticsTrackerUrl',
]);

/** The runtime config's string keys (src/config.ts). */
export const STRING_KEYS = /** @type {const} */ ([
  'apiBaseUrl',
  'authorizeUrl',
  'errorReportingKey',
  'releaseStage',
  'analyticsKey',
  'analyticsTrackerUrl',
  'profilingOrgId',
  'profilingFingerprintDomain',
]);

/**
 * Reads the runtime config object (the page's `window.__ONBOARDING_CONFIG__`) as src/config.ts
 * `loadConfig` describes, and says why the app must not start with it (`problems`, empty when it
 * may). One rule for the app and for scripts/print-csp.mjs, which prints no header for a config
 * the app refuses (QA 17).
 * @param {unknown} raw
 */
export function readRuntimeConfig(raw) {
  // Each key is read into a plain copy first, so a getter on any of them throws here, and what
  // is returned holds no part of the config (its lists are new ones). Only the config's own code
  // throws here (a getter, a proxy): a value that throws when read stops config.js as an error
  // would (QA 18).
  try {
    const isObject = raw && typeof raw === 'object' && !Array.isArray(raw);
    /** @type {Record<string, unknown>} */
    const input = isObject ? { ...raw } : {};
    /** @type {string[]} */
    const missingKeys = [];
    // A config.js that did not load, or stopped at an error, sets nothing: with every key empty
    // the app would call its own origin as the API, so it refuses instead, as it does for a value
    // that holds no keys at all (a string, a list).
    const problems =
      raw === undefined
        ? ['config.js did not load or has an error']
        : isObject
          ? []
          : ['config.js must set an object'];

    /** @type {Record<(typeof STRING_KEYS)[number], string>} */
    const strings = /** @type {any} */ ({});
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

    /** @type {string[]} */
    let allowedParentOrigins = [];
    const entries = input.allowedParentOrigins;
    if (Array.isArray(entries) && entries.every((entry) => typeof entry === 'string')) {
      const parents = parentOrigins(entries);
      allowedParentOrigins = parents.origins;
      problems.push(...parents.problems);
    } else {
      missingKeys.push('allowedParentOrigins');
      if (entries != null) problems.push('allowedParentOrigins must be a list of strings');
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
  } catch {
    return readRuntimeConfig(undefined);
  }
}
