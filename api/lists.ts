import * as v from 'valibot';
import { apiRequest, type CallOptions, withAttempts } from './client';
import { getRequestContext } from './request-context';
import { tolerantList } from './tolerant';
import { tolerantPicklist } from './tolerant-picklist';

// contract.md 4: each of the four lists is fetched with up to 4 attempts, until a 200 arrives.
/** contract.md 4: the four lists are fetched with up to 4 attempts, until a 200. */
export const LIST_ATTEMPTS = 4;

// A status the client does not know reads as disabled for that flag or group only, and is
// reported (contract audit #4: one odd value must not switch every flag off).
const flagStatus = (field: string) =>
  tolerantPicklist(['enabled', 'disabled'] as const, field, 'disabled' as const);

/** A feature flag with the per-group statuses that override it (wire-decisions "Shapes"). */
export const FeatureFlagSchema = v.object({
  name: v.string(),
  status: flagStatus('feature_flags.status'),
  groups: tolerantList(
    v.object({ name: v.string(), status: flagStatus('feature_flags.groups.status') }),
    'feature_flags.groups',
  ),
});
export type FeatureFlag = v.InferOutput<typeof FeatureFlagSchema>;

/** The answer of GET /i/feature_flags; a null or malformed flag is dropped and reported. */
export const FeatureFlagsSchema = v.object({
  featureFlags: tolerantList(FeatureFlagSchema, 'feature_flags'),
});

/** Fetches the feature flags that gate referral codes, the limits step and the Jumio web SDK. */
export async function getFeatureFlags({ signal }: CallOptions = {}): Promise<FeatureFlag[]> {
  const { featureFlags } = await withAttempts(
    () =>
      apiRequest('/i/feature_flags', {
        schema: FeatureFlagsSchema,
        action: 'fetch feature flags',
        signal,
      }),
    LIST_ATTEMPTS,
  );
  return featureFlags;
}

/**
 * Whether a flag is on (product.md 3, contract.md 6: a group's status overrides the flag's). The
 * client knows no group memberships, so the groups the server lists are read as the ones that
 * apply to this requester; with several, any enabled group turns the flag on, else their
 * (disabled) status wins; without groups the flag's own status holds; an unknown flag is off.
 * Decision 011 says why.
 */
export function isFlagEnabled(flags: readonly FeatureFlag[], name: string): boolean {
  const flag = flags.find((candidate) => candidate.name === name);
  if (!flag) return false;
  if (flag.groups.length === 0) return flag.status === 'enabled';
  return flag.groups.some((group) => group.status === 'enabled');
}

/** A region as the server describes it (wire-decisions "Paths the spec does not give"). */
export const RegionSchema = v.object({
  iso31662Code: v.string(),
  name: v.string(),
  countryCode: v.string(),
  // A region that does not say is assumed to require it, as a region the list leaves out is
  // (onboarding.context.ts): the server's REQUIRED then shows the code page, where skipping it
  // would leave the sign-up waiting on a status that cannot move (QA 6).
  requireEmailVerification: v.nullish(v.boolean(), true),
  // A region that does not say otherwise is assumed to be a betting region.
  isBettingRegion: v.nullish(v.boolean(), true),
});
export type Region = v.InferOutput<typeof RegionSchema>;

/** The answer of GET /i/regions; a null or malformed region is dropped and reported. */
export const RegionsSchema = v.object({ regions: tolerantList(RegionSchema, 'regions') });

export interface RegionsOptions extends CallOptions {
  /**
   * A home address may be in any region the server lists: a patron plays where they are, not
   * where they live (decision 070). Every other list is the user regions list of product.md 3.
   */
  includeNonBetting?: boolean;
}

// The list is reference data: a page load reads it once for the request context its calls carry
// (a login read it for the welcome-back page, then again for Continue Registration). Any
// change of that context (a region found, the platform answered, each app a test builds) makes a
// new context object, so the next read asks again; a failure is never kept.
let read: { context: object; regions: Region[] } | undefined;

/** Fetches the regions a user may register in; non-betting regions are left out (product.md 3). */
export async function getRegions({
  signal,
  includeNonBetting = false,
}: RegionsOptions = {}): Promise<Region[]> {
  const context = getRequestContext();
  if (read?.context !== context) {
    const { regions } = await withAttempts(
      () => apiRequest('/i/regions', { schema: RegionsSchema, action: 'get regions', signal }),
      LIST_ATTEMPTS,
    );
    read = { context, regions };
  }
  const { regions } = read;
  return includeNonBetting ? regions : regions.filter((region) => region.isBettingRegion);
}
