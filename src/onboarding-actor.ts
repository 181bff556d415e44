import {
  type ActorRefFrom,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
  waitFor,
} from 'xstate';
import { isNetworkLevel, reportError } from '../api/errors';
import { type FeatureFlag, getFeatureFlags, getRegions } from '../api/lists';
import { getPendingPolicies } from '../api/policies';
import { pinOwedSignup } from '../copy/ours/session';
import { lists as listsCopy } from '../copy/spec/lists';
import { network as networkCopy } from '../copy/spec/network';
import { policies as policiesCopy } from '../copy/spec/policies';
import { createAccountMachine, type ReferenceData } from '../machines/create-account.machine';
import type { flashMachine } from '../machines/flash.machine';
import { type OnboardingInput, onboardingMachine } from '../machines/onboarding.machine';
import { track } from './analytics';
import { markSessionMadeHere, pinOwedSignupMark } from './hand-off-mode';
import { persistOnboarding } from './onboarding-persistence';
import { takePrefetchedReferenceData, takePrefetchedSync } from './prefetch';
import type { SessionHandle } from './shell/actors';

/**
 * Creates the one onboarding actor of the app with its real side effects: the API calls, the
 * hand-off, the flash banners and device profiling. Tests create the same actor with fakes
 * (`onboardingMachine.provide`), never this module.
 */
export interface OnboardingDeps {
  /** With the sign-up this tab saved (src/onboarding-persistence.ts), which the first view shows too. */
  input: OnboardingInput;
  flash: ActorRefFrom<typeof flashMachine>;
  handOff: () => void;
  /**
   * The session (createApp's handle): told when the account was created in this tab, and asked
   * whether the start-up check found a session before the account is created.
   */
  session?: SessionHandle;
  storage: Storage | null;
  /** Where native-bridge fallbacks may be posted (runtime config `allowedParentOrigins`). */
  allowedParentOrigins?: readonly string[];
  inspect?: (event: InspectionEvent) => void;
}

// What the user needs once they press "Create account" loads on demand, and is warmed once the page
// has painted (src/after-paint.ts), so the first screen carries only the form (decision 005).
const registrationApi = () => import('../api/registration');
const createAccountCalls = () => import('./create-account-calls');
const afterSignUp = () => import('./after-sign-up');

/**
 * Flags and regions degrade (flags off, verification asked when the server says so); policies
 * cannot. The first load takes the calls src/prefetch.ts started with the entry script; a retry
 * fetches again, except flags once loaded (contract.md 4), kept in `known`, and regions once read,
 * which api/lists.ts keeps for the page load.
 */
async function loadReferenceData(known: { flags?: FeatureFlag[] }) {
  const prefetched = takePrefetchedReferenceData();
  const [flags, regions, policies] = await Promise.all([
    known.flags ??
      (prefetched?.flags ?? getFeatureFlags()).then(
        (flags) => (known.flags = flags),
        (error: unknown) => {
          reportError(error as Error, { where: 'feature flags' });
          return [];
        },
      ),
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
 * Create account waits for the start-up session check (decision 009, QA 15): the first screen
 * paints before it answers, but a browser holding a patron's session must not make a second
 * account. When the check finds a session, the sign-up resumes (createApp's resumeRegistration
 * stops Create Your Account, which aborts this wait) and nothing is posted; no session (401) lets
 * the submit go on at once; a check that failed is asked again first (QA 23).
 */
async function whenNoSessionFound(
  session: SessionHandle | undefined,
  signal: AbortSignal,
  toCodePage: () => void,
) {
  if (!session) return;
  // A submit before the page's paint started the session machine starts it now.
  session.startNow();
  const actor = await session.whenReady;
  let answered = await waitFor(actor, (snapshot) => !snapshot.matches('checking'), { signal });
  // A check that failed (a 5xx, a timeout) said nothing about a session: asked again before an
  // account is made, since a patron's live session would get a second account (QA 23). Failed
  // again, nothing is posted: the form says why and keeps what was typed.
  if (answered.matches({ signedOut: 'checkFailed' })) {
    actor.send({ type: 'check.retry' });
    answered = await waitFor(actor, (snapshot) => !snapshot.matches('checking'), { signal });
    if (answered.matches({ signedOut: 'checkFailed' }))
      throw new Error(answered.context.checkFailure ?? networkCopy.generic);
  }
  if (!answered.matches('signedIn')) return;
  // A session still owing its SMS code resumes nothing (decision 041): the hand-off sends the
  // patron to the code page, and the submit ends without posting, saying why.
  if (answered.matches({ signedIn: 'pinOwed' })) {
    // The code page, a new document, says why the patron was sent there (QA 17).
    pinOwedSignupMark.set();
    toCodePage();
    throw new Error(pinOwedSignup.message);
  }
  // A session exists: its resume stops this submit; nothing is ever posted for it.
  await new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
}

/**
 * Creates and wires the onboarding actor, restoring the saved sign-up from session storage. It is
 * started by the first sign-up route the user visits (src/router.tsx), so other pages never call
 * the sign-up API. Built in three pieces of work, each handed to `next`: a page runs each in a task
 * of its own (src/create-app.tsx; tests at once), since each `provide()` builds its machine's
 * whole tree of states again, and with the actor's first snapshot they made one long task after
 * the first paint (issue 9 item 3). `done` gets the actor.
 */
export function buildOnboardingActor(
  deps: OnboardingDeps,
  next: (work: () => void) => void,
  done: (actor: OnboardingActor) => void,
): void {
  // The code the account was created with, announced on the first page after it (src/after-sign-up.ts).
  let codeApplied: 'referral' | 'promotion' | undefined;
  // A resume (/continue_registration) asks for the reference data while Create Your Account's own
  // load may be under way: it joins that load rather than calling again.
  const known = {};
  let loading: Promise<ReferenceData> | null = null;
  const referenceData = () =>
    (loading ??= loadReferenceData(known).finally(() => (loading = null)));
  // The calls behind the form load on demand (warmed after the first paint, src/after-paint.ts).
  next(() => {
    const createAccount = createAccountMachine.provide({
      actors: {
        loadReferenceData: fromPromise(referenceData),
        submitPreRegistration: fromPromise(async ({ input, signal }) => {
          await whenNoSessionFound(deps.session, signal, deps.handOff);
          // Marked as it is sent: a timeout may still have made the account, and the mark only
          // ever turns an upgrade into an authorization, which works for any session.
          markSessionMadeHere();
          return (await registrationApi()).createPreRegistration(input.payload, { signal });
        }),
        checkAvailability: fromPromise(async ({ input, signal }) =>
          (await createAccountCalls()).checkAvailability(input, signal),
        ),
        checkPromotionCode: fromPromise(async ({ input, signal }) =>
          (await createAccountCalls()).checkPromotionCode(input, signal),
        ),
        checkAccountExists: fromPromise(async ({ signal }) =>
          (await createAccountCalls()).checkAccountExists(signal),
        ),
      },
      actions: {
        announceInvalidCode: () =>
          track({ name: 'kyc_promo_error', properties: { error_message: 'invalid_code' } }),
        announceCodeApplied: ({ context }) => {
          codeApplied = context.codeCheck?.type;
        },
        reportReferenceError: ({ event }) =>
          reportError((event as { error?: Error }).error as Error, { where: 'boot' }),
      },
    });
    next(() => {
      const machine = onboardingMachine.provide({
        actors: {
          createAccount,
          loadReferenceData: fromPromise(referenceData),
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
          syncMediaApp: fromPromise(async ({ signal }) =>
            (await afterSignUp()).syncMediaApp(signal),
          ),
          // Step machines get the browser ports they name (the native login on a locked SMS code,
          // product.md contract 8), also inside the personal-information step's own SMS child.
          loadStepLogic: fromPromise<AnyStateMachine | null, { route: string }>(async ({ input }) =>
            (await import('./step-ports')).loadStepWithPorts(
              input.route,
              deps.allowedParentOrigins ?? [],
            ),
          ),
        },
        actions: { handOff: () => deps.handOff() },
      });
      next(() =>
        done(
          wire(machine, deps, () => {
            const code = codeApplied;
            codeApplied = undefined;
            return code;
          }),
        ),
      );
    });
  });
}

/** The actor of the provided machine, its emitted events wired to their effects, its progress saved. */
function wire(
  machine: ReturnType<typeof onboardingMachine.provide>,
  deps: OnboardingDeps,
  takeCodeApplied: () => 'referral' | 'promotion' | undefined,
) {
  const actor = createActor(machine, {
    input: deps.input,
    systemId: 'onboarding',
    ...(deps.inspect ? { inspect: deps.inspect } : {}),
  });
  actor.on('derived', ({ derivation }) => {
    const code = takeCodeApplied();
    afterSignUp()
      .then((effects) => effects.runDerivationEffects(derivation, deps, code))
      .catch((error: unknown) => reportError(error as Error, { where: 'derivation effects' }));
  });
  actor.on('error', ({ error, where }) => reportError(error as Error, { where }));
  actor.on('analytics', ({ type: _type, ...event }) => track(event));
  actor.on('session.created', () => deps.session?.send({ type: 'signup.sessionCreated' }));
  persistOnboarding(actor, deps.storage);
  return actor;
}

export type OnboardingActor = ReturnType<typeof wire>;
