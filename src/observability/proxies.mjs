// @ts-check
// Which observability services a proxy URL turns off: one rule for the app
// (src/observability/config.ts) and for the Content-Security-Policy (scripts/csp.mjs), so the
// header never allows a host the app does not send to (decision 082, QA 17). Plain JavaScript
// because the scripts run in Node without a TypeScript step.
import { isSafeUrl } from '../config-origins.mjs';

/** The proxy (ingestion URL) keys of each service. */
export const PROXY_KEYS = /** @type {const} */ ({
  errorReporting: ['errorReportingNotifyUrl', 'errorReportingSessionsUrl'],
  rum: ['rumProxyUrl'],
});

/**
 * A proxy key set to something the app will not call: not a string, or a URL that is not safe
 * (https, http only on this machine, or a path on the page's own origin). An absent, `null` or
 * empty (after trimming) key is not set: the service sends to the vendor's own URL.
 * @param {unknown} value
 * @returns {boolean}
 */
export function isRefusedProxy(value) {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'string') return true;
  const url = value.trim();
  return url !== '' && !isSafeUrl(url);
}

/**
 * The services that are off because a proxy of theirs is refused: an operator who set a proxy
 * (for where the data may go) never has the data sent to the vendor instead, so the service
 * sends nothing anywhere.
 * @param {unknown} raw the config object config.js sets
 * @returns {{ errorReporting: boolean, rum: boolean }}
 */
export function servicesOff(raw) {
  const config = raw && typeof raw === 'object' ? /** @type {Record<string, unknown>} */ (raw) : {};
  const off = (/** @type {readonly string[]} */ keys) =>
    keys.some((key) => isRefusedProxy(config[key]));
  return { errorReporting: off(PROXY_KEYS.errorReporting), rum: off(PROXY_KEYS.rum) };
}
