import type { OnboardingSnapshot } from './onboarding.selectors';

/**
 * What the sign-up info pages (download, disabled) read from the onboarding actor; apart from
 * onboarding.selectors.ts so the first screen does not carry them.
 */

/** True once the registration is complete: the app is for playing, not for finishing sign-up. */
export const selectIsComplete = (s: OnboardingSnapshot) => s.context.status?.status === 'complete';

/** The detected region's name when the region list knows it. */
export const selectRegionName = (s: OnboardingSnapshot): string | null =>
  s.context.reference?.regions.find((r) => r.iso31662Code === s.context.regionCode)?.name ?? null;

/** US or CA, from the detected region code, a country's default region included ('' when none). */
export const selectCountryCode = (s: OnboardingSnapshot): string =>
  s.context.regionCode.slice(0, 2);
