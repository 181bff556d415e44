// The Content-Security-Policy of the production build (issue 17 item 5; docs/security.md).
//
// Strict: no inline script anywhere (index.html loads /config.js and the bundle as files), the
// one inline stylesheet of index.html allowed by the hash the build writes to dist/csp.json, and
// connections only to the origins the runtime config names (the API, and each observability
// service whose key is set: its configured ingestion URL, or the vendor's own when none is set;
// none for a service that a refused proxy URL turns off). Frames only from
// the allowed parent origins. scripts/serve.mjs sends it with every page; operators send the
// same header from their own server (docs/security.md shows how to print it for a config).
import { isSafeUrl, parentOrigins } from '../src/config-origins.mjs';
import { errorReportingEndpoints } from '../src/observability/error-reporting-endpoints.mjs';
import { servicesOff } from '../src/observability/proxies.mjs';

// A config value as the app reads it (src/config.ts, src/observability/config.ts): a string,
// trimmed, else empty.
const text = (value) => (typeof value === 'string' ? value.trim() : '');

// A URL value as the app reads it: one that is not safe is never called (the app refuses to start,
// or turns that observability service off), so it reads as empty here.
const safeUrl = (value) => {
  const url = text(value);
  return isSafeUrl(url) ? url : '';
};

// The origin a safe URL names; none for a path on the page's own origin ('self' covers it).
const origin = (value) => {
  const url = safeUrl(value);
  return url && !url.startsWith('/') ? new URL(url).origin : null;
};

// Where Datadog's browser SDK sends RUM for a site: its own rule (buildEndpointUrl of
// @datadog/js-core) joins the site's labels before the last with '-', so us3.datadoghq.com sends
// to browser-intake-us3-datadoghq.com, which is not a subdomain of the site.
const rumIntakeOrigin = (site) => {
  const labels = site.split('.');
  const extension = labels.pop();
  return `https://browser-intake-${labels.join('-')}.${extension}`;
};

/** The origins the app's own calls go to, for `connect-src`. */
export function connectSources(config = {}) {
  const sources = new Set(["'self'"]);
  const add = (value) => {
    const o = origin(value);
    if (o) sources.add(o);
  };
  add(config.apiBaseUrl);
  // A service whose proxy URL is set but refused sends nothing: no origin (QA 17).
  const off = servicesOff(config);
  const errorReportingKey = text(config.errorReportingKey);
  if (errorReportingKey && !off.errorReporting) {
    // The URLs the app gives the error reporter (src/observability/error-reporting.ts), by the
    // same rule: the notify URL alone is the proxy, a sessions URL alone leaves the vendor's.
    const endpoints = errorReportingEndpoints({
      errorReportingKey,
      errorReportingNotifyUrl: safeUrl(config.errorReportingNotifyUrl),
      errorReportingSessionsUrl: safeUrl(config.errorReportingSessionsUrl),
    });
    add(endpoints.notify);
    add(endpoints.sessions);
  }
  if (text(config.analyticsKey)) {
    if (safeUrl(config.analyticsTrackerUrl)) add(config.analyticsTrackerUrl);
    else sources.add('https://api2.amplitude.com');
  }
  if (text(config.rumApplicationId) && text(config.rumClientToken) && !off.rum) {
    if (safeUrl(config.rumProxyUrl)) add(config.rumProxyUrl);
    else {
      // Read as the app reads it (src/observability/config.ts): trimmed, empty is the default.
      sources.add(rumIntakeOrigin(text(config.rumSite) || 'datadoghq.com'));
    }
  }
  return [...sources];
}

/**
 * The allowed parent origins as the app reads them (src/config.ts): each entry in its canonical
 * form, and the problems the app refuses to start with.
 */
export function allowedParents(config = {}) {
  const entries = config.allowedParentOrigins;
  if (entries == null) return { origins: [], problems: [] };
  // Anything else but a list of strings is a mistake the app refuses to start with (decision 082).
  if (!Array.isArray(entries) || !entries.every((entry) => typeof entry === 'string'))
    return { origins: [], problems: ['allowedParentOrigins must be a list of strings'] };
  return parentOrigins(entries);
}

/** The header's value for a runtime config and the build's inline-style hashes. */
export function contentSecurityPolicy(config = {}, styleSources = []) {
  const parents = allowedParents(config).origins;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...styleSources],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': connectSources(config),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'", ...parents],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  // Every source comes through the app's own rules; a value that could end or add a directive
  // is refused all the same rather than written (QA 18): no `;`, `,` or white space, and a quote
  // only around a whole keyword or hash ('self', 'sha256-…'), never a double quote.
  for (const value of Object.values(directives).flat())
    if (!/^'[\w+/=-]+'$|^[^\s;,'"]+$/.test(value))
      throw new Error(`not a source a policy can hold: "${value}"`);
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
