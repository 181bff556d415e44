import type { AnyActorRef } from 'xstate';
import { FEATURE_FLAGS } from '../api/domain';
import { isFlagEnabled } from '../api/lists';
import type { RegistrationForm, RegistrationStatus } from '../api/registration';
import { type AccountDraft, EMPTY_DRAFT } from './account-form';
import type { CreateAccountInput, ReferenceData } from './create-account.context';
import type { EffectContext } from './derivation-effects';
import type { RoutePath } from './paths';
import type { PreRegistrationPage } from './pre-registration';
import type { Derivation, DerivationInput, Layout } from './route-derivation';
import type { StepAnalytics, StepAnalyticsEvent, StepInput, StepOutput } from './step-contract';
import { withStepKey } from './step-routes';

/**
 * The onboarding machine's context and the pure reads of it: what the derivation and a spawned
 * step start from (onboarding.machine.ts, onboarding.selectors.ts).
 */

export interface SyncResult {
  status: RegistrationStatus;
  registration: RegistrationForm;
}

/** What survives a reload (session storage): never passwords, SSN digits, codes or tokens. */
export interface PersistedOnboarding {
  draft: AccountDraft;
  preRegistrationPage: PreRegistrationPage;
  preRegistrationComplete: boolean;
  registrationPending: boolean;
  initialLimitsDone: boolean;
  /**
   * A sign-up ran in this tab: pre-registration happened here, or a sync found the status not yet
   * complete. Without it a complete account is handed back at once (decision 010).
   */
  signUpRanHere: boolean;
  /** What the user typed on each step route (non-secret; steps mirror it with `step.draft`). */
  stepDrafts: Record<string, Record<string, unknown>>;
}

export interface OnboardingInput {
  layout: Layout;
  brandName: string;
  /**
   * The detected region as the entry named it (product.md 3): a supported region, US-DEFAULT or
   * CA-DEFAULT when only the country is known, '' when neither is. Its first two letters are the
   * patron's country for every step and page of sign-up.
   */
  regionCode: string;
  /**
   * Inside a frame (decision 065); false when absent. Whether the frame's origin is allowed is
   * the hand-off's own check (src/hand-off.ts), which falls back to the redirect.
   */
  inFrame?: boolean;
  restored?: Partial<PersistedOnboarding> | null;
}

export interface OnboardingContext extends PersistedOnboarding {
  layout: Layout;
  inFrame: boolean;
  brandName: string;
  regionCode: string;
  /** Flags, regions and policies; null until loaded. */
  reference: ReferenceData | null;
  formError: string | null;
  status: RegistrationStatus | null;
  registration: RegistrationForm | null;
  /** KYC providers this client already started (product.md 4.2, phone finder). */
  locallyExecutedKycProviders: string[];
  derivation: Derivation | null;
  /** The running step's machine, spawned in atStep (screens reach it via selectStepRef). */
  stepRef: AnyActorRef | null;
  /** Server messages a step handed to the page that owns their fields (product.md 5), until the next sync. */
  handedErrors: { route: string; fieldErrors: Record<string, string> } | null;
}

const NO_REFERENCE: ReferenceData = { flags: [], regions: [], policies: [] };

/** The inputs of the pure derivation, read from context (one place, used by deciding and selectors). */
export function derivationInput(context: OnboardingContext): DerivationInput {
  const status = context.status;
  const reference = context.reference ?? NO_REFERENCE;
  const region = reference.regions.find((r) => r.iso31662Code === context.regionCode);
  return {
    preRegistrationComplete: context.preRegistrationComplete,
    preRegistrationPage: context.preRegistrationPage,
    status: status?.status ?? null,
    kycFailureReason: status?.kycFailureReason ?? null,
    isDuplicateUser: status?.isDuplicateUser ?? false,
    pendingFields: status?.pendingFields ?? {},
    pendingPolicyIds: (status?.pendingPolicies ?? []).map((p) => p.id),
    pendingKycProviders: status?.pendingKycProviders ?? [],
    executedKycProviders: [
      ...(status?.executedKycProviders ?? []),
      ...context.locallyExecutedKycProviders,
    ],
    emailVerificationStatus: status?.emailVerificationStatus ?? null,
    // Unknown region: ask for verification whenever the server says it is required.
    regionRequiresEmailVerification: region?.requireEmailVerification ?? true,
    registrationPending: context.registrationPending,
    initialLimitsDone: context.initialLimitsDone,
    signUpRanHere: context.signUpRanHere,
    layout: context.layout,
    inFrame: context.inFrame,
    flags: {
      visitLimitsPage: isFlagEnabled(reference.flags, FEATURE_FLAGS.visitLimitsPage),
      useJumioWebSdk: isFlagEnabled(reference.flags, FEATURE_FLAGS.useJumioWebSdk),
    },
  };
}

/** The derived step's route, or null before a derivation or on the hand-off. */
export const routeOf = (context: OnboardingContext): string | null =>
  context.derivation?.kind === 'route' ? context.derivation.route : null;

/** What a spawned step machine starts from (machines/step-contract.ts). */
export function stepInput(context: OnboardingContext): StepInput {
  const route = routeOf(context) ?? '';
  return {
    route,
    layout: context.layout,
    brandName: context.brandName,
    regionCode: context.regionCode,
    status: context.status as RegistrationStatus,
    registration: context.registration ?? ({} as RegistrationForm),
    flags: (context.reference ?? NO_REFERENCE).flags,
    savedDraft: context.stepDrafts[route] ?? null,
    ...(context.handedErrors?.route === route
      ? { fieldErrors: context.handedErrors.fieldErrors }
      : {}),
  };
}

/** The machine's starting context: what a reload restored, nothing from the server yet. */
export function initialContext(input: OnboardingInput): OnboardingContext {
  return {
    layout: input.layout,
    inFrame: input.inFrame ?? false,
    brandName: input.brandName,
    regionCode: input.regionCode,
    draft: { ...EMPTY_DRAFT, ...input.restored?.draft },
    preRegistrationPage: input.restored?.preRegistrationPage ?? 'email',
    preRegistrationComplete: input.restored?.preRegistrationComplete ?? false,
    registrationPending: input.restored?.registrationPending ?? false,
    initialLimitsDone: input.restored?.initialLimitsDone ?? false,
    signUpRanHere: input.restored?.signUpRanHere ?? false,
    stepDrafts: input.restored?.stepDrafts ?? {},
    stepRef: null,
    handedErrors: null,
    reference: null,
    formError: null,
    status: null,
    registration: null,
    locallyExecutedKycProviders: [],
    derivation: null,
  };
}

/** What Create Your Account starts with: the layout, the brand and a reload's draft and page. */
export const createAccountInput = (context: OnboardingContext): CreateAccountInput => ({
  layout: context.layout,
  brandName: context.brandName,
  draft: context.draft,
  page: context.preRegistrationPage,
});

/** A step ended on a page outside sign-up (contract.md 8): that page is the derived route. */
export const exitDerivation = (route: RoutePath): Derivation => ({
  kind: 'route',
  ...withStepKey(route),
  step: 'outside',
  effects: [],
  rule: 'step:exit',
});

/**
 * A step's `step.route`: the derivation moves to another page of the step that runs now (same
 * effects and rule). Only a step sends it, for pages of its own (decision 045); without a derived
 * route there is nothing to move.
 */
export const atStepRoute = (context: OnboardingContext, route: RoutePath): Derivation | null =>
  context.derivation?.kind === 'route'
    ? ({ ...context.derivation, route } as Derivation)
    : context.derivation;

/**
 * A step's 422 named fields another page owns (product.md 5): that page becomes the derived
 * route, and its step gets the messages (`handedErrors`).
 */
export function errorHandOver(
  context: OnboardingContext,
  output: StepOutput,
): Pick<OnboardingContext, 'derivation' | 'handedErrors'> {
  // The hasErrorRoute guard lets only an output that names the page through.
  const route = output.errorRoute as RoutePath;
  return {
    derivation: {
      kind: 'route',
      ...withStepKey(route),
      step: context.derivation?.kind === 'route' ? context.derivation.step : 'outside',
      effects: [],
      rule: 'fieldErrors:handedOver',
    },
    handedErrors: { route, fieldErrors: output.fieldErrors ?? {} },
  };
}

/**
 * What a sync changes (product.md 4.3): the status and registration the server sent, handed-over
 * errors cleared, registration marked pending unless the status is one of the four below, and a
 * status not yet complete marks that a sign-up runs in this tab (decision 010). An email this run
 * marked verified (product.md 4.2: partial_pii, email_verified), or whose code the server accepted,
 * stays verified when the server, its status moved past them, still says REQUIRED, or leaves the
 * field out, or gives a value the client does not know (read as null).
 */
export function syncChanges(
  data: SyncResult,
  previous: RegistrationStatus | null = null,
): Partial<OnboardingContext> {
  const early = ['created', 'partial_pii', 'email_verified', 'manual_pii_entry_required'];
  const { status } = data;
  return {
    handedErrors: null,
    status:
      previous?.emailVerificationStatus === 'VERIFIED' &&
      (status.emailVerificationStatus === 'REQUIRED' || status.emailVerificationStatus === null)
        ? { ...status, emailVerificationStatus: 'VERIFIED' }
        : status,
    registration: data.registration,
    ...(early.includes(data.status.status) ? {} : { registrationPending: true }),
    ...(data.status.status === 'complete' ? {} : { signUpRanHere: true }),
  };
}

/** A derivation and the context changes its effects make (derivation-effects.ts). */
export interface Decision {
  derivation: Derivation;
  changes: EffectContext;
}

/** The product event a step's `step.analytics` carries, which the onboarding machine re-emits. */
export const stepAnalyticsOf = ({ type: _type, ...analytics }: StepAnalyticsEvent): StepAnalytics =>
  analytics;
