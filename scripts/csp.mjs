// The Content-Security-Policy of the production build (issue 17 item 5; docs/security.md).
//
// Strict: no inline script anywhere (index.html loads /config.js and the bundle as files), the
// one inline stylesheet of index.html allowed by the hash the build writes to dist/csp.json, and
// connections only to the origins the runtime config names (the API, and each observability
// service whose key is set: its configured ingestion URL, or the vendor's own). Frames only from
// the allowed parent origins. scripts/serve.mjs sends it with every page; operators send the
// same header from their own server (docs/security.md shows how to print it for a config).
import { parentOrigins } from '../src/config-origins.mjs';

const origin = (value) => {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null; // a path on the page's origin: 'self'
  }
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
  if (config.errorReportingKey) {
    if (config.errorReportingNotifyUrl && config.errorReportingSessionsUrl) {
      add(config.errorReportingNotifyUrl);
      add(config.errorReportingSessionsUrl);
    } else {
      sources.add('https://notify.bugsnag.com');
      sources.add('https://sessions.bugsnag.com');
    }
  }
  if (config.analyticsKey) {
    if (config.analyticsTrackerUrl) add(config.analyticsTrackerUrl);
    else sources.add('https://api2.amplitude.com');
  }
  if (config.rumApplicationId && config.rumClientToken) {
    if (config.rumProxyUrl) add(config.rumProxyUrl);
    else {
      // Read as the app reads it (src/observability/config.ts): trimmed, empty is the default.
      const site = typeof config.rumSite === 'string' ? config.rumSite.trim() : '';
      sources.add(rumIntakeOrigin(site || 'datadoghq.com'));
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
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
