import {
  type ActorRefFrom,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import { isApiError, reportError } from '../api/errors';
import { getFeatureFlags, getRegions } from '../api/lists';
import { getPendingPolicies } from '../api/policies';
import { lists as listsCopy } from '../copy/spec/lists';
import { policies as policiesCopy } from '../copy/spec/policies';
import type { flashMachine } from '../machines/flash.machine';
import {
  type OnboardingInput,
  onboardingMachine,
  type PersistedOnboarding,
} from '../machines/onboarding.machine';
import { track } from './analytics';
import { loadPersistedOnboarding, persistOnboarding } from './onboarding-persistence';
import { takePrefetchedReferenceData, takePrefetchedSync } from './prefetch';

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
  /** Where native-bridge fallbacks may be posted (runtime config `allowedParentOrigins`). */
  allowedParentOrigins?: readonly string[];
  inspect?: (event: InspectionEvent) => void;
}

// What the user needs once they press "Create account" loads on demand, and is warmed while they
// type (warmLaterChunks), so the first screen carries only the form (decision 005).
const registrationApi = () => import('../api/registration');
const promotionsApi = () => import('../api/promotions');
const afterSignUp = () => import('./after-sign-up');

/** Starts loading the chunks the submit will need, once the browser is idle. */
function warmLaterChunks() {
  const warm = () => {
    void registrationApi();
    void promotionsApi();
    // What the first sync after the submit needs: the status tables and the step registry.
    void import('../machines/route-derivation');
    void import('../machines/step-registry');
  };
  if ('requestIdleCallback' in globalThis) requestIdleCallback(warm);
  else setTimeout(warm, 1_000);
}

/**
 * A step machine with the browser-side actions it may name (the machines stay free of window and
 * bridge), also for the SMS machine a step invokes itself (the web personal-information page).
 */
export function withStepPorts(logic: AnyStateMachine, allowedParentOrigins: readonly string[]) {
  const actions = stepPorts(allowedParentOrigins);
  const sms = logic.implementations.actors.smsMachine as AnyStateMachine | undefined;
  return logic.provide({
    actions,
    ...(sms ? { actors: { smsMachine: sms.provide({ actions }) } } : {}),
  });
}

function stepPorts(allowedParentOrigins: readonly string[]) {
  return {
    // In an app the wrapper's login page; in a frame a message to the parent; else nothing.
    openNativeLogin: () => {
      void import('../bridge/native-calls').then((bridge) =>
        bridge.createNativeCaller(allowedParentOrigins).showLoginPage(),
      );
    },
  };
}

const isNetworkLevel = (error: unknown) =>
  isApiError(error) && ['TIMEOUT_ERROR', 'CONNECTION_ERROR', 'NETWORK_ERROR'].includes(error.code);

/**
 * Flags and regions degrade (flags off, verification asked when the server says so); policies
 * cannot. The first load takes the calls src/prefetch.ts started with the entry script; a retry
 * fetches again.
 */
async function loadReferenceData() {
  const prefetched = takePrefetchedReferenceData();
  const [flags, regions, policies] = await Promise.all([
    (prefetched?.flags ?? getFeatureFlags()).catch((error: unknown) => {
      reportError(error as Error, { where: 'feature flags' });
      return [];
    }),
    (prefetched?.regions ?? getRegions()).catch((error: unknown) => {
      reportError(error as Error, { where: 'regions', message: listsCopy.regionsFailed });
      return [];
    }),
    (prefetched?.policies ?? getPendingPolicies()).catch((error: unknown) => {
      throw isNetworkLevel(error) ? error : new Error(policiesCopy.pendingFailed, { cause: error });
    }),
  ]);
  return { flags, regions, policies };
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
        // A saved sign-up's first sync was started with the entry script (src/prefetch.ts).
        const prefetched = takePrefetchedSync();
        if (prefetched) return prefetched;
        const { getRegistration, getRegistrationStatus } = await registrationApi();
        const [registration, status] = await Promise.all([
          getRegistration({ signal }),
          getRegistrationStatus({ signal }),
        ]);
        return { registration, status };
      }),
      syncMediaApp: fromPromise(async ({ signal }) => (await afterSignUp()).syncMediaApp(signal)),
      // The referral_code flag selects the check call (product.md 6).
      // Each field asked is checked in parallel (contract.md 7; shapes: wire choice in api/).
      checkAvailability: fromPromise(async ({ input, signal }) => {
        const api = await registrationApi();
        const [email, username] = await Promise.all([
          typeof input.email === 'string'
            ? api.checkEmailAvailability(input.email, { signal }).then((r) => r.available)
            : undefined,
          typeof input.username === 'string'
            ? api.checkUsernameAvailability(input.username, { signal }).then((r) => r.available)
            : undefined,
        ]);
        return { email, username };
      }),
      // Step machines get the browser ports they name (the native login on a locked SMS code,
      // product.md contract 8), also inside the personal-information step's own SMS child.
      loadStepLogic: fromPromise<AnyStateMachine | null, { route: string }>(async ({ input }) => {
        const logic = await (await import('../machines/step-registry')).loadStepLogic(input.route);
        return logic ? withStepPorts(logic, deps.allowedParentOrigins ?? []) : null;
      }),
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
  actor.on('derived', ({ derivation }) => {
    afterSignUp()
      .then((effects) => effects.runDerivationEffects(derivation, deps))
      .catch((error: unknown) => reportError(error as Error, { where: 'derivation effects' }));
  });
  actor.on('error', ({ error, where }) => reportError(error as Error, { where }));
  actor.on('analytics', ({ type: _type, ...event }) => track(event));
  persistOnboarding(actor, deps.storage);
  const warming = actor.subscribe((snapshot) => {
    if (!snapshot.matches('preRegistration')) return;
    warming.unsubscribe();
    warmLaterChunks();
  });
  return actor;
}

export type OnboardingActor = ReturnType<typeof createOnboardingActor>;
