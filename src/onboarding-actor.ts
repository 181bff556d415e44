import { type ActorRefFrom, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { isApiError, reportError } from '../api/errors';
import { getFeatureFlags, getRegions } from '../api/lists';
import { getPendingPolicies } from '../api/policies';
import { nativeBridge } from '../bridge/native';
import type { flashMachine } from '../machines/flash.machine';
import {
  type OnboardingInput,
  onboardingMachine,
  type PersistedOnboarding,
} from '../machines/onboarding.machine';
import type { Derivation } from '../machines/route-derivation';
import { track } from './analytics';
import * as COPY from './copy';
import { loadPersistedOnboarding, persistOnboarding } from './onboarding-persistence';

/**
 * Creates the one onboarding actor of the app with its real side effects: the API calls, the
 * hand-off, the flash banners and device profiling. Tests create the same actor with fakes
 * (`onboardingMachine.provide`), never this module.
 */
export interface OnboardingDeps {
  input: Omit<OnboardingInput, 'restored'>;
  flash: ActorRefFrom<typeof flashMachine>;
  handOff: () => void;
  storage: Storage | null;
  inspect?: (event: InspectionEvent) => void;
}

// What the user needs once they press "Create account" loads on demand, and is warmed while they
// type (warmLaterChunks), so the first screen carries only the form (decision 005).
const registrationApi = () => import('../api/registration');
const promotionsApi = () => import('../api/promotions');
const afterSignUpApi = () =>
  Promise.all([import('../api/media-app'), import('../api/kyc-providers')]);

/** Starts loading the chunks the submit will need, once the browser is idle. */
function warmLaterChunks() {
  const warm = () => {
    void registrationApi();
    void promotionsApi();
  };
  if ('requestIdleCallback' in globalThis) requestIdleCallback(warm);
  else setTimeout(warm, 1_000);
}

const isNetworkLevel = (error: unknown) =>
  isApiError(error) && ['TIMEOUT_ERROR', 'CONNECTION_ERROR', 'NETWORK_ERROR'].includes(error.code);

/** Flags and regions degrade (flags off, verification asked when the server says so); policies cannot. */
async function loadReferenceData() {
  const [flags, regions, policies] = await Promise.all([
    getFeatureFlags().catch((error: unknown) => {
      reportError(error as Error, { where: 'feature flags' });
      return [];
    }),
    getRegions().catch((error: unknown) => {
      reportError(error as Error, { where: 'regions', message: COPY.lists.regionsFailed });
      return [];
    }),
    getPendingPolicies().catch((error: unknown) => {
      throw isNetworkLevel(error)
        ? error
        : new Error(COPY.policies.pendingFailed, { cause: error });
    }),
  ]);
  return { flags, regions, policies };
}

function startDeviceProfiling() {
  const sessionId = crypto.randomUUID();
  // Native apps run the profiler themselves (contract.md 7 lexisNexisProfilingStart).
  nativeBridge()?.lexisNexisProfilingStart?.(JSON.stringify({ sessionId }));
  afterSignUpApi()
    .then(([, { startPhoneFinderVerification }]) => startPhoneFinderVerification(sessionId))
    .catch((error: unknown) => reportError(error as Error, { where: 'device profiling' }));
}

async function syncMediaApp(signal?: AbortSignal) {
  const [{ syncMediaAppState }] = await afterSignUpApi();
  return syncMediaAppState(
    { bettingApp: true, mediaApp: Boolean(nativeBridge()?.checkMediaApp?.()) },
    { signal },
  );
}

function runDerivationEffects(derivation: Derivation, deps: OnboardingDeps) {
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

/**
 * Creates and wires the onboarding actor, restoring the saved sign-up from session storage. It is
 * started by the first sign-up route the user visits (src/router.tsx), so other pages never call
 * the sign-up API.
 */
export function createOnboardingActor(deps: OnboardingDeps) {
  const machine = onboardingMachine.provide({
    actors: {
      loadReferenceData: fromPromise(() => loadReferenceData()),
      submitPreRegistration: fromPromise(async ({ input, signal }) =>
        (await registrationApi()).createPreRegistration(input.payload, { signal }),
      ),
      syncRegistration: fromPromise(async ({ signal }) => {
        const { getRegistration, getRegistrationStatus } = await registrationApi();
        const [registration, status] = await Promise.all([
          getRegistration({ signal }),
          getRegistrationStatus({ signal }),
        ]);
        return { registration, status };
      }),
      syncMediaApp: fromPromise(({ signal }) => syncMediaApp(signal)),
      // The referral_code flag selects the check call (product.md 6).
      checkPromotionCode: fromPromise(async ({ input, signal }) => {
        const promotions = await promotionsApi();
        return input.referralFlag
          ? promotions.getPromotionCodeStatus(input.code, { signal })
          : promotions.checkPromotionCodeAvailability(input.code, { signal });
      }),
    },
    actions: { handOff: () => deps.handOff() },
  });
  const restored: Partial<PersistedOnboarding> | null = loadPersistedOnboarding(deps.storage);
  const actor = createActor(machine, {
    input: { ...deps.input, restored },
    systemId: 'onboarding',
    ...(deps.inspect ? { inspect: deps.inspect } : {}),
  });
  actor.on('derived', ({ derivation }) => runDerivationEffects(derivation, deps));
  actor.on('error', ({ error, where }) => reportError(error as Error, { where }));
  actor.on('analytics', ({ name, properties }) => track({ name, properties }));
  persistOnboarding(actor, deps.storage);
  const warming = actor.subscribe((snapshot) => {
    if (!snapshot.matches('preRegistration')) return;
    warming.unsubscribe();
    warmLaterChunks();
  });
  return actor;
}

export type OnboardingActor = ReturnType<typeof createOnboardingActor>;
