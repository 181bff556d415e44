// @ts-check
// The URL rules of the runtime config that the app (src/config.ts) and the Content-Security-Policy
// script (scripts/csp.mjs) must apply alike: otherwise the header would let a parent frame the app
// that the app then refuses, or the other way round. Plain JavaScript because the scripts run in
// Node without a TypeScript step.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

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
      if (url.href === `${url.origin}/`) origin = url.origin;
    } catch {
      // Not a URL: no origin.
    }
    if (!origin)
      problems.push(
        `allowedParentOrigins must hold origins, with no path, query or hash: "${entry}"`,
      );
    else if (!isSafeUrl(origin))
      problems.push(
        `allowedParentOrigins must hold https origins (http only for localhost): "${entry}"`,
      );
    else origins.push(origin);
  }
  return { origins, problems };
}
