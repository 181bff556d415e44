import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { createAccountMachine } from './create-account.machine';
import { derivationInput } from './onboarding.context';
import type { onboardingMachine } from './onboarding.machine';
import type { RoutePath } from './paths';
import { PRE_REGISTRATION_ROUTES, preRegistrationDerivation } from './pre-registration';

/** Read-only views of the onboarding actor for screens and for src/'s router sync (STYLE.md 3). */
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/**
 * The route the user should be on, or null while the machine does not know yet (booting,
 * first sync). During Create Your Account it follows the page; afterwards, the last derivation.
 */
/**
 * A resume asked for on /continue_registration is still on its way (the machine, or its stand-in
 * before the machines load, is in its first state): the create-account page that state names is
 * no route for an account that exists, so the page waits (QA 4).
 */
export const isResumePending = (snapshot: OnboardingSnapshot, path: string): boolean =>
  path === '/continue_registration' && snapshot.matches('preRegistration');

export function selectRoute(snapshot: OnboardingSnapshot): RoutePath | null {
  if (snapshot.matches('preRegistration')) {
    const { layout, preRegistrationPage } = snapshot.context;
    const derivation = preRegistrationDerivation(layout, preRegistrationPage);
    return derivation.kind === 'route' ? derivation.route : null;
  }
  const derivation = snapshot.context.derivation;
  if (derivation?.kind !== 'route') return null;
  if (snapshot.matches('booting') || snapshot.matches('bootFailed')) return null;
  return derivation.route;
}

export const selectFormError = (s: OnboardingSnapshot) => s.context.formError;
export const selectLayout = (s: OnboardingSnapshot) => s.context.layout;
/** Sign-up is over and handed back (a redirect under way, or a message to an operator's frame). */
export const selectHandedOff = (s: OnboardingSnapshot) => s.status === 'done';
/**
 * What failed, if anything: the boot, or a sync (only an account that exists syncs, so the patron
 * hears it is kept: decision 007).
 */
export const selectFailure = (s: OnboardingSnapshot) =>
  s.matches('bootFailed') ? 'boot' : s.matches('syncFailed') && 'sync';

/** The Create Your Account child (systemId `createAccount`) while the account does not exist. */
export const selectCreateAccountRef = (s: OnboardingSnapshot) =>
  s.children.createAccount as ActorRefFrom<typeof createAccountMachine> | undefined;

/**
 * What the progress bar needs (product.md 2.4) beyond the current path. Verify Your Email stays
 * on the bar once verified (it shows as completed); it is absent when skipped or not required.
 */
export function selectProgressInput(s: OnboardingSnapshot) {
  const input = derivationInput(s.context);
  const promotions = input.pendingFields.onboardingPromotionIds;
  return {
    hasPromotions: Array.isArray(promotions) && promotions.length > 0,
    emailVerificationRequired:
      input.regionRequiresEmailVerification && input.emailVerificationStatus !== 'SKIPPED',
    visitLimitsPage: input.flags.visitLimitsPage,
    preRegistrationComplete: input.preRegistrationComplete,
    // Handed to the operator's frame: no step is left to show (QA 21).
    finished: selectHandedOff(s),
  };
}

/**
 * On the way from a finished page to the next: syncing, deciding the route, or at the next step
 * until the router leaves for its page. The page being left stays as it was sent meanwhile, busy
 * (decision 007), rather than a loading view between the two.
 */
export const selectMovingOn = (s: OnboardingSnapshot): boolean =>
  s.matches('syncing') || s.matches('deciding') || s.matches('atStep');

/**
 * What a create-account route shows: the form while the account is being created, the phone
 * step's own screen once the account exists and that step is derived (the mobile phone page
 * doubles as it), `movingOn` while the machine syncs and loads the next step after the account
 * exists (until the router leaves for that step's page), and the loading or retry view while the
 * machine loads, or failed to load or sync.
 */
export function selectCreateAccountMode(
  s: OnboardingSnapshot,
): 'form' | 'step' | 'movingOn' | 'waiting' {
  if (s.matches('preRegistration') && s.children.createAccount) return 'form';
  if (s.matches('atStep') && selectRoute(s) === PRE_REGISTRATION_ROUTES.phone) return 'step';
  return selectMovingOn(s) ? 'movingOn' : 'waiting';
}

/** The running step's machine (spawned in atStep), or null while it loads or when there is none. */
export const selectStepRef = (s: OnboardingSnapshot) => s.context.stepRef;

/** True when the derived step has no machine yet (its screen belongs to later work). */
export const selectStepMissing = (s: OnboardingSnapshot) => s.matches({ atStep: 'noStepMachine' });
