import * as v from 'valibot';
import {
  AUTHORIZE_PARAM_NAMES,
  type CountryCode,
  countryOfRegion,
  isSupportedRegion,
  OAUTH_PARAM_NAMES,
  type OAuthParams,
  type RegionCode,
} from '../api/domain';
import { ENTRY_SEARCH, parseSearch } from './route-search';

/**
 * What the entry URL says (product.md 2.7): OAuth parameters, the detected region, the layout
 * switch and, with the sandbox on, the scenario. Read once on the first load and kept in session
 * storage for the session, so a reload or an in-app navigation that drops the query keeps them.
 * The query is read through the root route's schema (src/route-search.ts), as the router reads it.
 * Secrets never come through here: tokens in the URL (token, password_reset_token) are read by
 * the screens that need them and removed from the address bar.
 */
export interface EntryParams {
  oauth: OAuthParams;
  regionCode: RegionCode | '';
  countryCode: CountryCode | '';
  /** 'invalid' or 'missing' when detected_region_code was not a supported region: reported. */
  regionProblem: 'invalid' | 'missing' | null;
  renderMobileLayout: boolean;
  /**
   * The sign-up began in an operator's frame and goes on in this top-level window (its
   * `continueUrl`, decision 051): it is handed off at the end as the frame's would have been.
   */
  embedded: boolean;
  sandboxScenario: string | null;
  inspect: boolean;
}

/** Where the tab keeps its entry parameters (the QA panel forgets them to start over). */
export const ENTRY_STORAGE_KEY = 'onboarding:entry';

/**
 * Parses the entry URL, merging with what this tab already remembered. A tab with no entry of its
 * own whose URL carries no OAuth parameter (an emailed verification link, a second tab) takes the
 * last entry this browser saw (`shared`, local storage), so its brand, region and hand-off are the
 * sign-up's rather than the defaults with an authorize URL missing its parameters (QA 13).
 */
export function readEntryParams(
  url: URL,
  storage: Storage | null,
  shared?: Storage | null,
): EntryParams {
  const query = v.parse(ENTRY_SEARCH, parseSearch(url.search));
  const remembered =
    parseRemembered(storage) ??
    (OAUTH_PARAM_NAMES.some((name) => query[name]) ? null : parseRemembered(shared));
  // A URL naming another client is another journey: none of the last one's parameters (its
  // redirect URI, its PKCE challenge) carry over to it (QA 18).
  const oauth: OAuthParams =
    query.client_id && query.client_id !== remembered?.oauth.client_id
      ? {}
      : { ...remembered?.oauth };
  for (const name of AUTHORIZE_PARAM_NAMES) {
    const value = query[name];
    if (value) oauth[name] = value;
  }
  // ISO 3166-2 codes are upper case; a link that writes `ca-on` still means Ontario (QA 5).
  const detected = query.detected_region_code?.trim().toUpperCase() ?? null;
  // A detection in the URL is the newest word on where the patron is, even one the app does not
  // support: it replaces the remembered region rather than falling back to it (QA 17).
  let regionCode: RegionCode | '' = detected === null ? (remembered?.regionCode ?? '') : '';
  let regionProblem: EntryParams['regionProblem'] = null;
  if (detected !== null) {
    if (isSupportedRegion(detected)) regionCode = detected;
    else regionProblem = 'invalid';
  }
  if (!regionCode && !regionProblem) regionProblem = 'missing';
  const entry: EntryParams = {
    oauth,
    regionCode,
    // US-DEFAULT and CA-DEFAULT (product.md 3) name a country, not a region the patron can have;
    // so does an unsupported region of a known country (CA-QC is in Canada, not the US default).
    countryCode: regionCode
      ? countryOfRegion(regionCode)
      : ((/^(US|CA)-/.exec(detected ?? '')?.[1] as CountryCode | undefined) ??
        (detected === null ? remembered?.countryCode : '') ??
        ''),
    regionProblem,
    renderMobileLayout:
      query.render_mobile_layout === 'true' || (remembered?.renderMobileLayout ?? false),
    embedded: query.embedded === 'true' || (remembered?.embedded ?? false),
    sandboxScenario: query.sandbox_scenario ?? remembered?.sandboxScenario ?? null,
    inspect: query.inspect === 'true' || (remembered?.inspect ?? false),
  };
  const saved = JSON.stringify(entry);
  storage?.setItem(ENTRY_STORAGE_KEY, saved);
  shared?.setItem(ENTRY_STORAGE_KEY, saved);
  return entry;
}

function parseRemembered(storage: Storage | null | undefined): EntryParams | null {
  try {
    const raw = storage?.getItem(ENTRY_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as EntryParams) : null;
  } catch {
    return null;
  }
}

/** Mobile or tablet user agents, not ChromeOS (product.md 2.7). */
export function isMobileUserAgent(userAgent: string): boolean {
  if (/CrOS/.test(userAgent)) return false;
  return /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|Opera Mini|IEMobile/i.test(userAgent);
}
