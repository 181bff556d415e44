import { CONFIG_KEYS, URL_KEYS as REFUSED_WHEN_MISTYPED } from '../config';
import { isSafeUrl } from '../config-origins.mjs';
import { SUPPORT_URL_KEY } from '../shell/contact-support-key';
import { OBSERVABILITY_KEYS, RELEASE_STAGES, releaseStageOf, URL_KEYS } from './config';
import { PROXY_KEYS } from './proxies.mjs';

/**
 * The runtime-config mistakes an operator must hear of without an error reporter (decision 082):
 * a key the app does not know (a misspelling is ignored as if absent), a value of the wrong type,
 * an ingestion URL refused (its service then sends nothing), a release stage that reports
 * nothing, and an empty
 * `authorizeUrl` (the hand-off then goes to `/oauth/authorize` on this page's own origin). Said
 * once, in the console, by the chunk that loads after the first paint: src/config.ts keeps only
 * the mistakes that stop the app.
 */
const KNOWN: readonly string[] = [...CONFIG_KEYS, ...OBSERVABILITY_KEYS, SUPPORT_URL_KEY];

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

/** What was found, with the value when it is short enough to read. */
const found = (value: unknown): string => {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    // A value that cannot be written out (a toJSON that throws): its type alone.
  }
  return value === null || text === undefined || text.length > 80
    ? typeOf(value)
    : `${typeOf(value)}, ${text}`;
};

/** What a refused proxy URL costs (proxies.mjs, QA 17). */
const proxyRefused = (key: string): string =>
  `it is not used, and ${
    (PROXY_KEYS.rum as readonly string[]).includes(key) ? 'no RUM data is' : 'no error report is'
  } sent`;

/** One sentence per mistake in the config object config.js sets (the page's, or a test's). */
export function configWarnings(raw: unknown): string[] {
  try {
    return mistakesOf(raw);
  } catch {
    // A value that throws when read: the refused page says config.js has an error (QA 18).
    return [];
  }
}

function mistakesOf(raw: unknown): string[] {
  if (raw === undefined) return []; // config.js did not run: the refused page says so
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return [
      `window.__ONBOARDING_CONFIG__ must be an object ({ apiBaseUrl: '…', … }), not ${found(raw)}: the app does not start`,
    ];
  const config = raw as Record<string, unknown>;
  const warnings: string[] = [];
  for (const [key, value] of Object.entries(config)) {
    if (!KNOWN.includes(key)) {
      const meant = KNOWN.find((known) => known.toLowerCase() === key.toLowerCase());
      warnings.push(
        `${key} is not a config key${meant ? ` (did you mean ${meant}?)` : ''}: it is ignored`,
      );
    } else if (value === null || value === undefined) {
      // Reads as missing, as the README says: no mistake.
    } else if (key === 'sandbox') {
      if (typeof value !== 'boolean')
        warnings.push(
          `sandbox must be true or false, without quotes, not ${found(value)}: the sandbox stays off`,
        );
    } else if (key === 'allowedParentOrigins') {
      // A list with an entry out of quotes names that entry: "not a list" of a list misleads (QA 21).
      const expected =
        'allowedParentOrigins must be a list of origins in quotes (["https://host.example"])';
      const stray = Array.isArray(value)
        ? value.findIndex((entry) => typeof entry !== 'string')
        : -1;
      if (!Array.isArray(value))
        warnings.push(`${expected}, not ${found(value)}: the app does not start`);
      else if (stray >= 0)
        warnings.push(
          `${expected}: its entry ${stray + 1} is ${found(value[stray])}: the app does not start`,
        );
    } else if (typeof value !== 'string')
      warnings.push(
        `${key} must be a string in quotes, not ${found(value)}: ${
          (REFUSED_WHEN_MISTYPED as readonly string[]).includes(key)
            ? 'the app does not start'
            : URL_KEYS.has(key)
              ? proxyRefused(key)
              : 'it reads as empty'
        }`,
      );
    else if (URL_KEYS.has(key) && !isSafeUrl(value.trim()))
      warnings.push(
        `${key} must be an https URL (http only for localhost), not "${value}": ${proxyRefused(key)}`,
      );
    else if (key === SUPPORT_URL_KEY && !isSafeUrl(value.trim()))
      warnings.push(
        `${key} must be an https URL (http only for localhost) or a path, not "${value}": no support link is shown`,
      );
  }
  // Only production, staging and uat report (product.md 1, contract.md 9): any other stage turns
  // error reporting off, which a typo ('prod') must not do in silence (QA 13). Empty reads as
  // missing, which is not warned of.
  const stage = typeof config.releaseStage === 'string' ? config.releaseStage.trim() : '';
  if (stage !== '' && !(RELEASE_STAGES as readonly string[]).includes(releaseStageOf(stage)))
    warnings.push(
      `releaseStage must be one of ${RELEASE_STAGES.join(', ')}, not "${stage}": no error is reported`,
    );
  // The notify URL is the proxy: sessions are never tracked (`errorReportingEndpoints`),
  // so a sessions URL alone proxies nothing and the reports go to the vendor (QA 13).
  // A refused sessions URL sends nothing at all, said above.
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (
    filled(config.errorReportingSessionsUrl) &&
    isSafeUrl((config.errorReportingSessionsUrl as string).trim()) &&
    !filled(config.errorReportingNotifyUrl)
  )
    warnings.push(
      "errorReportingSessionsUrl is set without errorReportingNotifyUrl: error reports go to the vendor's own URL (sessions are not tracked, so the sessions URL is never called); set errorReportingNotifyUrl to your proxy",
    );
  // RUM needs both (README's table): one alone turns it off, which must not happen in silence (QA 18).
  if (filled(config.rumApplicationId) !== filled(config.rumClientToken))
    warnings.push(
      `${filled(config.rumApplicationId) ? 'rumClientToken' : 'rumApplicationId'} is not set: RUM needs both rumApplicationId and rumClientToken, so no RUM data is sent`,
    );
  // A mistyped one stops the app, and the sandbox answers /oauth/authorize itself.
  const authorizeUrl = config.authorizeUrl ?? '';
  if (config.sandbox !== true && typeof authorizeUrl === 'string' && authorizeUrl.trim() === '')
    warnings.push(
      'authorizeUrl is empty: a finished sign-up or login hands off to /oauth/authorize on this page’s own origin, which must lead to your OAuth server (or set authorizeUrl)',
    );
  return warnings;
}

let warned = false;

/** Says the config's mistakes in the console, once a page. */
export function warnOfConfigMistakes(raw: unknown): void {
  const warnings = configWarnings(raw);
  if (warned || warnings.length === 0) return;
  warned = true;
  console.warn(
    `Onboarding runtime config (config.js), see README "Runtime configuration":\n- ${warnings.join('\n- ')}`,
  );
}
