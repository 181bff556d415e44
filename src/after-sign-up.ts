import type { ActorRefFrom } from 'xstate';
import { reportError } from '../api/errors';
import { startPhoneFinderVerification } from '../api/kyc-providers';
import { syncMediaAppState } from '../api/media-app';
import { nativeBridge } from '../bridge/native';
import { onNativeResult } from '../bridge/native-callbacks';
import {
  callNative,
  checkMediaApp,
  type NativeTarget,
  startNativeTask,
} from '../bridge/native-calls';
import { promotions as promotionsCopy } from '../copy/spec/promotions';
import { runEffects } from '../machines/derivation-effects';
import type { flashMachine } from '../machines/flash.machine';
import type { Derivation } from '../machines/route-derivation';
import { track } from './analytics';
import { loadConfig } from './config';

/**
 * What happens after the account exists and the onboarding machine derives a step: flash
 * banners, device profiling, completion tracking, the media-app sync. Loaded on demand by
 * src/onboarding-actor.ts, so none of it weighs on the first screen (decision 005).
 */

const bridgeTarget = (): NativeTarget => ({
  allowedOrigins: loadConfig().config.allowedParentOrigins,
});

// The app's profiler answers through profilingSuccess / profilingFailure, whenever it ends. The
// same two functions each time, so a second start registers nothing twice.
function profilingSucceeded() {
  // Nothing to do: the server has the profile. Heard so that the answer is not a warning.
}
function profilingFailed(reason: unknown) {
  // contract.md 8: device profiling failures are only reported, with no user message.
  reportError(new Error(`Device profiling failed: ${String(reason || 'empty')}`), {
    where: 'device profiling',
  });
}

function startDeviceProfiling() {
  const sessionId = crypto.randomUUID();
  // Native apps run the profiler themselves (contract.md 7 lexisNexisProfilingStart), with the
  // organisation id and fingerprint domain of the runtime config (contract.md 9); in a browser
  // the phone-finder verification runs (docs/identity.md "Device profiling").
  const { config } = loadConfig();
  const start = JSON.stringify({
    sessionId,
    orgId: config.profilingOrgId,
    fingerprintDomain: config.profilingFingerprintDomain,
  });
  if (nativeBridge()) {
    onNativeResult('profilingSuccess', profilingSucceeded);
    onNativeResult('profilingFailure', profilingFailed);
    startNativeTask(bridgeTarget(), 'lexisNexisProfilingStart', 'profilingFailure', [start]);
  } else {
    // The same-named message to an allowed parent frame (contract.md 7), whose host may profile
    // on its side. It cannot answer, and nothing failed: no handler, no report (decision 050).
    callNative(bridgeTarget(), 'lexisNexisProfilingStart', start);
  }
  startPhoneFinderVerification(sessionId).catch((error: unknown) =>
    reportError(error as Error, { where: 'device profiling' }),
  );
}

/**
 * Tells the server which of the brand's apps the patron has (the completing state and mobile
 * web), once the wrapper has said whether the media app is installed (at most
 * MEDIA_APP_ANSWER_MS of bridge/native-calls.ts).
 */
export async function syncMediaApp(signal?: AbortSignal) {
  const mediaApp = await checkMediaApp(bridgeTarget(), { signal });
  return syncMediaAppState({ bettingApp: true, mediaApp }, { signal });
}

/**
 * Carries out the effects a derivation announces that need browser ports (the effect table), and
 * on the first page after the account was created with a promo or referral code, the spec's
 * success message (contract.md 8).
 */
export function runDerivationEffects(
  derivation: Derivation,
  deps: { flash: ActorRefFrom<typeof flashMachine> },
  codeApplied?: 'referral' | 'promotion',
) {
  if (codeApplied && derivation.kind === 'route')
    deps.flash.send({
      type: 'flash.show',
      kind: 'success',
      text:
        codeApplied === 'referral' ? promotionsCopy.referralApplied : promotionsCopy.promoApplied,
      route: derivation.route,
    });
  runEffects(derivation, {
    flash: (kind, text, route) => deps.flash.send({ type: 'flash.show', kind, text, route }),
    startDeviceProfiling,
    trackCompletion: () => track({ name: 'registration_complete', properties: {} }),
    syncMediaApp: () => {
      syncMediaApp().catch((error: unknown) =>
        reportError(error as Error, { where: 'media-app sync' }),
      );
    },
  });
}
