// The Content-Security-Policy of the production build (issue 17 item 5; docs/security.md).
//
// Strict: no inline script anywhere (index.html loads /config.js and the bundle as files), the
// one inline stylesheet of index.html allowed by the hash the build writes to dist/csp.json, and
// connections only to the origins the runtime config names (the API, and each observability
// service whose key is set: its configured ingestion URL, or the vendor's own). Frames only from
// the allowed parent origins. scripts/serve.mjs sends it with every page; operators send the
// same header from their own server (docs/security.md shows how to print it for a config).

const origin = (value) => {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null; // a path on the page's origin: 'self'
  }
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
    else sources.add(`https://browser-intake-${config.rumSite || 'datadoghq.com'}`);
  }
  return [...sources];
}

/** The header's value for a runtime config and the build's inline-style hashes. */
export function contentSecurityPolicy(config = {}, styleSources = []) {
  const parents = Array.isArray(config.allowedParentOrigins)
    ? config.allowedParentOrigins.map(origin).filter(Boolean)
    : [];
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
