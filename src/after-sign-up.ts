import { reportError } from '../api/errors';
import { startPhoneFinderVerification } from '../api/kyc-providers';
import { syncMediaAppState } from '../api/media-app';
import { nativeBridge } from '../bridge/native';
import type { Derivation } from '../machines/route-derivation';
import { track } from './analytics';
import type { OnboardingDeps } from './onboarding-actor';

/**
 * What happens after the account exists and the onboarding machine derives a step: flash
 * banners, device profiling, completion tracking, the media-app sync. Loaded on demand by
 * src/onboarding-actor.ts, so none of it weighs on the first screen (decision 005).
 */

function startDeviceProfiling() {
  const sessionId = crypto.randomUUID();
  // Native apps run the profiler themselves (contract.md 7 lexisNexisProfilingStart).
  nativeBridge()?.lexisNexisProfilingStart?.(JSON.stringify({ sessionId }));
  startPhoneFinderVerification(sessionId).catch((error: unknown) =>
    reportError(error as Error, { where: 'device profiling' }),
  );
}

/** Tells the server which of the brand's apps the patron has (the completing state and mobile web). */
export function syncMediaApp(signal?: AbortSignal) {
  return syncMediaAppState(
    { bettingApp: true, mediaApp: Boolean(nativeBridge()?.checkMediaApp?.()) },
    { signal },
  );
}

/** Carries out the effects a derivation announces that need browser ports. */
export function runDerivationEffects(derivation: Derivation, deps: Pick<OnboardingDeps, 'flash'>) {
  const route = derivation.kind === 'route' ? derivation.route : null;
  for (const effect of derivation.effects) {
    if (effect.type === 'flash')
      deps.flash.send({ type: 'flash.show', kind: effect.kind, text: effect.text, route });
    if (effect.type === 'startDeviceProfiling') startDeviceProfiling();
    if (effect.type === 'trackCompletion') track({ name: 'registration_complete', properties: {} });
    // A hand-off syncs in the machine's completing state; a completion that stays in the app
    // (mobile web's download page) syncs here.
    if (effect.type === 'syncMediaApp' && derivation.kind === 'route')
      syncMediaApp().catch((error: unknown) =>
        reportError(error as Error, { where: 'media-app sync' }),
      );
  }
}
