import type { CountryCode, OAuthParams, Platform, RegionCode } from './domain';

/**
 * What every API request carries (contract.md 7, wire-decisions "Headers on every API call").
 * Set once at start-up by src/ (from the entry URL, runtime config and bridge) and updated when
 * the region or platform becomes known; read by api/client.ts on every request.
 */
export interface RequestContext {
  baseUrl: string;
  regionCode: RegionCode | '';
  countryCode: CountryCode | '';
  platform: Platform;
  oauth: OAuthParams;
}

let current: RequestContext = {
  baseUrl: '',
  regionCode: '',
  countryCode: '',
  platform: 'web',
  oauth: {},
};

/** Merges a partial update into the request context (src/ start-up, region detection, bridge). */
export function setRequestContext(update: Partial<RequestContext>): void {
  current = { ...current, ...update };
}

/**
 * Resolves once the platform is known: api/client.ts waits on it before each request (a live
 * binding, set by setPlatform; undefined before, which awaits nothing).
 */
export let platformKnown: Promise<void> | undefined;

/**
 * The platform every request carries as `X-Platform`. A promise (the webview's wrapper answering
 * `getPlatform` later, decision 064) holds each request until it settles (`platformKnown`), at
 * most 1000 ms, after which `web` goes out and the answer still counts for later requests.
 */
export function setPlatform(platform: Platform | Promise<Platform>): void {
  // Known at once (every page outside a promising wrapper): nothing to wait for, no timer.
  if (typeof platform === 'string') {
    setRequestContext({ platform });
    platformKnown = undefined;
    return;
  }
  platformKnown = Promise.race([
    Promise.resolve(platform).then(
      (known) => setRequestContext({ platform: known }),
      () => {},
    ),
    new Promise<void>((ok) => setTimeout(ok, 1_000)),
  ]);
}

/** The context the next request will carry. */
export function getRequestContext(): Readonly<RequestContext> {
  return current;
}

type EffectiveRegionInput = { regionCode: string; countryCode: string };

/**
 * The region and country the client acts in: the detected region, else the country's default
 * region (product.md 3: US-DEFAULT, CA-DEFAULT), the United States' when no country is known
 * either (decision 007). The one rule for the headers, self-exclusion, the jurisdiction's rules
 * and the hand-off, so the server never hears two regions from one session.
 */
export function effectiveRegion({ regionCode, countryCode }: EffectiveRegionInput = current) {
  const country = countryCode || 'US';
  return { regionCode: regionCode || `${country}-DEFAULT`, countryCode: country };
}

/**
 * The detected_region_code as the entry named it: the supported region, the country's default
 * region when the entry named only a country (US-DEFAULT, CA-DEFAULT), '' when it named neither.
 * Unlike effectiveRegion it never guesses the United States, so what the patron sees as theirs
 * (the country an address starts in, "state" or "province", the currency) follows only what the
 * entry said, and src/entry.ts reads it back to the same region and country.
 */
export const namedRegion = (input: EffectiveRegionInput = current): string =>
  input.regionCode || (input.countryCode && effectiveRegion(input).regionCode);
