import { OAUTH_PARAM_NAMES } from '../../api/domain';
import { encodeReplay, REPLAY_PARAM, type ReplayPath } from '../../api/sandbox/replay';
import { SANDBOX_STORAGE_KEY } from '../../api/sandbox/state';
import { ENTRY_STORAGE_KEY, type EntryParams } from '../entry';
import { MADE_HERE_KEY } from '../hand-off-mode';
import { STORAGE_KEY as SIGNUP_STORAGE_KEY } from '../onboarding-persistence';

/**
 * Where the QA panel sends the tab (docs/qa-guide.md "The URL"): the sign-up entry of the chosen
 * layout with the session's OAuth parameters and region, and either a named scenario
 * (`sandbox_scenario`) or a path (`sandbox_replay`). The same URL in a new tab replays the same
 * thing, so it can go into a bug report.
 */
/** The scenario and the replayed path the tab plays (src/sandbox-boot.ts). */
export const SCENARIO_KEY = 'onboarding:sandbox-scenario';
export const REPLAY_KEY = 'onboarding:sandbox-replay';

export const SANDBOX_SESSION_KEYS = [
  ENTRY_STORAGE_KEY,
  SIGNUP_STORAGE_KEY,
  SCENARIO_KEY,
  REPLAY_KEY,
  SANDBOX_STORAGE_KEY,
  MADE_HERE_KEY,
] as const;

function entryUrl(
  entry: Pick<EntryParams, 'oauth' | 'regionCode'>,
  mobile: boolean,
  extra: Record<string, string>,
  origin: string,
): string {
  const query = new URLSearchParams();
  for (const name of OAUTH_PARAM_NAMES) {
    const value = entry.oauth[name];
    if (value) query.set(name, value);
  }
  query.set('detected_region_code', entry.regionCode || 'US-NJ');
  if (mobile) query.set('render_mobile_layout', 'true');
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return `${origin}${mobile ? '/signup' : '/web/signup'}?${query}`;
}

export const scenarioUrl = (
  entry: Pick<EntryParams, 'oauth' | 'regionCode'>,
  name: string,
  mobile: boolean,
  origin = globalThis.location?.origin ?? '',
) => entryUrl(entry, mobile, { sandbox_scenario: name }, origin);

export const replayUrl = (
  entry: Pick<EntryParams, 'oauth' | 'regionCode'>,
  path: ReplayPath,
  origin = globalThis.location?.origin ?? '',
) => entryUrl(entry, path.layout === 'mobileWeb', { [REPLAY_PARAM]: encodeReplay(path) }, origin);

/**
 * Starts afresh in this tab (docs/qa-guide.md "Starting over"): the entry, the sign-up draft and
 * the simulated server are forgotten, so the next page never meets an account the new scenario
 * does not know (which would answer 401 and land on the login page).
 */
export function forgetSandboxSession(storage: Pick<Storage, 'removeItem'> | null): void {
  for (const key of SANDBOX_SESSION_KEYS) storage?.removeItem(key);
}
