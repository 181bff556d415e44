import type { AnyActorRef } from 'xstate';
import { FEATURE_FLAGS } from '../api/domain';
import { isFlagEnabled } from '../api/lists';
import type { RegistrationForm, RegistrationStatus } from '../api/registration';
import { type AccountDraft, EMPTY_DRAFT, requiredPoliciesOf } from './account-form';
import type { CreateAccountInput, ReferenceData } from './create-account.context';
import type { PreRegistrationPage } from './pre-registration';
import type { Derivation, DerivationInput, Layout } from './route-derivation';

/**
 * The onboarding machine's context and the pure reads of it the first screen needs: the starting
 * context, Create Your Account's input and the derivation's input (src/first-view.ts,
 * onboarding.selectors.ts). What only the running machine computes is in onboarding.steps.ts.
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

export const NO_REFERENCE: ReferenceData = { flags: [], regions: [], policies: [] };

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
    // A consent left unticked is no step to stop at (QA 8): only the policies to accept.
    pendingPolicyIds: requiredPoliciesOf(status?.pendingPolicies ?? []).map((p) => p.id),
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
