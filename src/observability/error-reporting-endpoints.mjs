// @ts-check
// Where error reports go: one rule for the app (src/observability/error-reporting.ts gives these
// URLs to the SDK) and for the Content-Security-Policy (scripts/csp.mjs allows exactly their
// origins in connect-src, decision 082). Plain JavaScript because the scripts run in Node without a
// TypeScript step.

// The SDK's own URLs when it is given none (@bugsnag/core 9: config.js `endpoints`, and client.js
// for the keys of its secondary instance, which start with 00000). scripts/csp.test.ts checks them
// against the installed SDK.
const VENDOR = { notify: 'https://notify.bugsnag.com', sessions: 'https://sessions.bugsnag.com' };
const VENDOR_SECONDARY = {
  notify: 'https://notify.bugsnag.smartbear.com',
  sessions: 'https://sessions.bugsnag.smartbear.com',
};

/**
 * The SDK's ingestion URLs, read from the config as the app reads it (trimmed; an unsafe URL is
 * empty). An operator's notify URL alone is enough (QA 13): the SDK takes `endpoints` only with
 * both keys set, and delivers nothing otherwise; sessions are never tracked here
 * (`autoTrackSessions: false`, no `startSession`), so the sessions key holds the sessions URL when
 * there is one, else the notify URL, which the SDK then never calls. No notify URL (a sessions URL
 * alone included): the vendor's own URLs for the key.
 * @param {{ errorReportingKey: string, errorReportingNotifyUrl: string, errorReportingSessionsUrl: string }} config
 * @returns {{ notify: string, sessions: string }}
 */
export function errorReportingEndpoints(config) {
  const notify = config.errorReportingNotifyUrl;
  if (notify) return { notify, sessions: config.errorReportingSessionsUrl || notify };
  return config.errorReportingKey.startsWith('00000') ? { ...VENDOR_SECONDARY } : { ...VENDOR };
}
