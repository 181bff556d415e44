import {
  type AnyActorRef,
  type AnyStateMachine,
  and,
  assign,
  emit,
  fromPromise,
  type NonReducibleUnknown,
  setup,
  stopChild,
} from 'xstate';
import { FEATURE_FLAGS } from '../api/domain';
import { type FeatureFlag, isFlagEnabled, type Region } from '../api/lists';
import type { Policy } from '../api/policies';
import type { PromotionCodeCheck } from '../api/promotions';
import type {
  PreRegistration,
  PreRegistrationPayload,
  RegistrationForm,
  RegistrationStatus,
} from '../api/registration';
import { form as formCopy } from '../copy/ours/sign-up';
import { emailVerification as emailVerificationCopy } from '../copy/spec/email-verification';
import { network as networkCopy } from '../copy/spec/network';
import {
  type AccountDraft,
  type AccountSecrets,
  EMPTY_DRAFT,
  EMPTY_SECRETS,
  phoneDigits,
  validateAccount,
} from './account-form';
import {
  PRE_REGISTRATION_FIELDS,
  PRE_REGISTRATION_PAGES,
  type PreRegistrationPage,
  preRegistrationPageForErrors,
} from './pre-registration';
import type { Derivation, DerivationInput, Effect, Layout } from './route-derivation';
import type { StepDraftEvent, StepInput, StepOutput } from './step-contract';

/**
 * The top-level onboarding machine (DESIGN.md "How the onboarding machine, the screens and the
 * router meet"): Create Your Account, then sync with the server, derive the next step from the
 * registration status and pending fields (machines/route-derivation.ts), wait at that step, and
 * sync again when the step is done; on `complete`, hand back to the auth flow. Screens send the
 * events below and read the derived route through onboarding.selectors.ts; src/ navigates.
 */

/** The promotional-consent policy is the opt-in checkbox, not a required acceptance (product.md 3). */
export const PROMOTIONAL_CONSENT_TYPE = 'promotional_consent';

export interface ReferenceData {
  flags: FeatureFlag[];
  regions: Region[];
  policies: Policy[];
}

/** Email and username to check (input) or whether each is free (output); a field absent is unchecked. */
export interface Availability {
  email?: string | boolean;
  username?: string | boolean;
}

/** The fields of `draft` not yet confirmed free: all of them on submit, the page's on Continue. */
function uncheckedFields(context: OnboardingContext, scope: 'page' | 'all') {
  const wanted: Availability = {};
  const page = context.preRegistrationPage;
  const email = context.draft.email.trim();
  const username = context.draft.username.trim();
  if ((scope === 'all' || page === 'email') && email && context.available.email !== email)
    wanted.email = email;
  if (
    (scope === 'all' || page === 'username') &&
    username &&
    context.available.username !== username
  )
    wanted.username = username;
  return wanted;
}

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
  /** What the user typed on each step route (non-secret; steps mirror it with `step.draft`). */
  stepDrafts: Record<string, Record<string, unknown>>;
}

export interface OnboardingInput {
  layout: Layout;
  brandName: string;
  regionCode: string;
  restored?: Partial<PersistedOnboarding> | null;
}

export interface OnboardingContext extends PersistedOnboarding {
  layout: Layout;
  brandName: string;
  regionCode: string;
  reference: ReferenceData;
  secrets: AccountSecrets;
  fieldErrors: Record<string, string>;
  formError: string | null;
  /** An email the server said is taken (product.md 5): kept so the screen can say so at once. */
  emailInUse: string | null;
  status: RegistrationStatus | null;
  registration: RegistrationForm | null;
  registrationComplete: boolean;
  /** The email and username the server last said are free, so each is checked once. */
  available: { email?: string; username?: string };
  /** The promo or referral code the server accepted, and which kind it is (contract.md 7). */
  codeCheck: { code: string; type: 'referral' | 'promotion' } | null;
  /** KYC providers this client already started (product.md 4.2, phone finder). */
  locallyExecutedKycProviders: string[];
  derivation: Derivation | null;
  /** The running step's machine, spawned in atStep (screens reach it via selectStepRef). */
  stepRef: AnyActorRef | null;
  /** Server messages a step handed to the page that owns their fields (product.md 5), until the next sync. */
  handedErrors: { route: string; fieldErrors: Record<string, string> } | null;
}

export type OnboardingEvent =
  | { type: 'draft.change'; field: keyof AccountDraft; value: AccountDraft[keyof AccountDraft] }
  | { type: 'secret.change'; field: keyof AccountSecrets; value: string }
  | { type: 'page.next' }
  | { type: 'page.visit'; page: PreRegistrationPage }
  | { type: 'account.submit' }
  | { type: 'retry' }
  /** /continue_registration (product.md 4.1): the account exists, sync with the server. */
  | { type: 'registration.resume' }
  | { type: 'step.done' }
  | StepDraftEvent
  | { type: 'xstate.done.actor.step'; output: StepOutput | undefined }
  | { type: 'limits.done' }
  | StepAnalyticsEvent;

/**
 * Product analytics a step announces (contract.md 7 "Analytics"). A spawned child's emitted
 * events reach no listener, so a step sends `step.analytics` to its parent (sendParent) and the
 * onboarding machine re-emits it as its own `analytics` event, which src/ passes to `track`.
 */
export type StepAnalytics =
  | { name: 'confirm_email_complete'; properties: { method: 'code' } }
  | { name: 'kyc_promo_action'; properties: { button_text: string } }
  | {
      name: 'limit_set';
      properties: { limit_type: string; limit_value: number | null; limit_origin: 'sign_up' };
    };

/** Sent by a step to the onboarding machine when it has a product event to record. */
export type StepAnalyticsEvent = { type: 'step.analytics' } & StepAnalytics;

const stepAnalyticsOf = ({ type: _type, ...analytics }: StepAnalyticsEvent): StepAnalytics =>
  analytics;

export type OnboardingEmitted =
  | { type: 'derived'; derivation: Derivation }
  | { type: 'analytics'; name: 'kyc_promo_error'; properties: { error_message: 'invalid_code' } }
  | ({ type: 'analytics' } & StepAnalytics)
  | { type: 'error'; error: unknown; where: string };

/** The inputs of the pure derivation, read from context (one place, used by deciding and selectors). */
export function derivationInput(context: OnboardingContext): DerivationInput {
  const status = context.status;
  const region = context.reference.regions.find((r) => r.iso31662Code === context.regionCode);
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
    layout: context.layout,
    flags: {
      visitLimitsPage: isFlagEnabled(context.reference.flags, FEATURE_FLAGS.visitLimitsPage),
      useJumioWebSdk: isFlagEnabled(context.reference.flags, FEATURE_FLAGS.useJumioWebSdk),
    },
  };
}

type SpawnLogic = (
  logic: AnyStateMachine,
  options: { id: string; systemId: string; input: StepInput },
) => AnyActorRef;

const routeOf = (context: OnboardingContext): string | null =>
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
    flags: context.reference.flags,
    savedDraft: context.stepDrafts[route] ?? null,
    ...(context.handedErrors?.route === route
      ? { fieldErrors: context.handedErrors.fieldErrors }
      : {}),
  };
}

/** Policies the user must accept to create the account (all but the promotional consent). */
export function requiredPolicies(context: OnboardingContext): Policy[] {
  return context.reference.policies.filter((p) => p.type !== PROMOTIONAL_CONSENT_TYPE);
}

export function promotionalConsentPolicy(context: OnboardingContext): Policy | undefined {
  return context.reference.policies.find((p) => p.type === PROMOTIONAL_CONSENT_TYPE);
}

/** The exact POST /i/pre_registrations payload (contract.md 7) built from the form. */
export function buildPreRegistrationPayload(context: OnboardingContext): PreRegistrationPayload {
  const { draft, secrets } = context;
  const consent = promotionalConsentPolicy(context);
  const accepted = requiredPolicies(context)
    .filter((p) => draft.acceptedPolicyIds.includes(p.id))
    .map((p) => ({ policyId: p.id }));
  if (consent && draft.receivePromotionalEmails) accepted.push({ policyId: consent.id });
  const digits = phoneDigits(draft.phoneNumber);
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    receiveLoginEmails: draft.receiveLoginEmails,
    strongAuthEnabled: draft.strongAuthEnabled,
    username: draft.username.trim(),
    email: draft.email.trim(),
    password: secrets.password,
    policyAcceptances: accepted,
    phoneNumber: digits ? { number: digits } : null,
    // contract.md 7: a referral travels as referral_code with an empty promotion_code.
    ...(context.codeCheck?.type === 'referral'
      ? { promotionCode: '', referralCode: context.codeCheck.code }
      : { promotionCode: draft.promoCode.trim() }),
  };
}

function pageErrors(context: OnboardingContext, page: PreRegistrationPage | 'all') {
  return validateAccount(
    context.draft,
    context.secrets,
    {
      brandName: context.brandName,
      requiredPolicyIds: requiredPolicies(context).map((p) => p.id),
    },
    page === 'all' ? undefined : PRE_REGISTRATION_FIELDS[page],
  );
}

const nextPage = (page: PreRegistrationPage): PreRegistrationPage =>
  PRE_REGISTRATION_PAGES[PRE_REGISTRATION_PAGES.indexOf(page) + 1] ?? page;

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const fieldErrorsOf = (error: unknown): Record<string, string> =>
  (error as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {};

/** An actor whose implementation src/onboarding-actor.ts (or a test) provides by name. */
const provided = <TOutput, TInput = NonReducibleUnknown>() =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error('not provided')));

export const onboardingMachine = setup({
  types: {} as {
    context: OnboardingContext;
    events: OnboardingEvent;
    input: OnboardingInput;
    emitted: OnboardingEmitted;
  },
  actors: {
    loadReferenceData: provided<ReferenceData, { regionCode: string }>(),
    submitPreRegistration: provided<PreRegistration, { payload: PreRegistrationPayload }>(),
    checkPromotionCode: provided<PromotionCodeCheck, { code: string; referralFlag: boolean }>(),
    checkAvailability: provided<Availability, Availability>(),
    syncRegistration: provided<SyncResult>(),
    syncMediaApp: fromPromise<void>(async () => {}),
    loadStepLogic: fromPromise<AnyStateMachine | null, { route: string }>(async ({ input }) =>
      (await import('./step-registry')).loadStepLogic(input.route),
    ),
    // The status tables load on demand: the first screen (Create Your Account) never needs them.
    deriveRoute: fromPromise<Derivation, DerivationInput>(async ({ input }) =>
      (await import('./route-derivation')).deriveNext(input),
    ),
  },
  actions: {
    assignReference: assign({
      reference: (_, params: { data: ReferenceData }) => params.data,
    }),
    assignBootError: assign({
      formError: (_, params: { error: unknown }) => errorMessage(params.error),
    }),
    clearFormError: assign({ formError: null }),
    updateDraft: assign(({ context, event }) => {
      if (event.type !== 'draft.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      if (event.field === 'promoCode') {
        delete fieldErrors.promotionCode;
        delete fieldErrors.referralCode;
      }
      return {
        draft: { ...context.draft, [event.field]: event.value },
        fieldErrors,
        codeCheck: event.field === 'promoCode' ? null : context.codeCheck,
      };
    }),
    // An email in use is a catalogue message (product.md 5); a taken username is ours.
    assignAvailability: assign(
      ({ context }, params: { checked: Availability; result: Availability }) => {
        const taken: Record<string, string> = {};
        const available = { ...context.available };
        for (const field of ['email', 'username'] as const) {
          const value = params.checked[field];
          if (typeof value !== 'string') continue;
          if (params.result[field] === false)
            taken[field] =
              field === 'email' ? emailVerificationCopy.emailInUse : formCopy.usernameTaken;
          else available[field] = value;
        }
        const anyTaken = Object.keys(taken).length > 0;
        return {
          fieldErrors: { ...context.fieldErrors, ...taken },
          available,
          preRegistrationPage:
            anyTaken && context.layout !== 'web'
              ? preRegistrationPageForErrors(taken)
              : context.preRegistrationPage,
          emailInUse:
            params.result.email === false ? (params.checked.email as string) : context.emailInUse,
        };
      },
    ),
    assignCodeCheck: assign({
      codeCheck: ({ context }, params: { check: PromotionCodeCheck }) => ({
        code: context.draft.promoCode.trim(),
        type: params.check.type === 'referral' ? 'referral' : 'promotion',
      }),
    }),
    // product.md 5: available false is an invalid code: the server's message, or 'Invalid Code'.
    rejectCode: assign(({ context }, params: { check: PromotionCodeCheck }) => ({
      fieldErrors: {
        ...context.fieldErrors,
        promotionCode: params.check.message || networkCopy.invalidCode,
      },
      preRegistrationPage: 'promo' as const,
    })),
    announceInvalidCode: emit({
      type: 'analytics' as const,
      name: 'kyc_promo_error' as const,
      properties: { error_message: 'invalid_code' as const },
    }),
    updateSecret: assign(({ context, event }) => {
      if (event.type !== 'secret.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { secrets: { ...context.secrets, [event.field]: event.value }, fieldErrors };
    }),
    showPageErrors: assign({
      fieldErrors: ({ context }) => pageErrors(context, context.preRegistrationPage),
    }),
    showAllErrors: assign(({ context }) => {
      const fieldErrors = pageErrors(context, 'all');
      return {
        fieldErrors,
        preRegistrationPage:
          context.layout === 'web'
            ? context.preRegistrationPage
            : preRegistrationPageForErrors(fieldErrors),
      };
    }),
    goToNextPage: assign({
      preRegistrationPage: ({ context }) => nextPage(context.preRegistrationPage),
      fieldErrors: {},
    }),
    visitPage: assign({
      preRegistrationPage: (_, params: { page: PreRegistrationPage }) => params.page,
    }),
    assignSubmitError: assign(({ context }, params: { error: unknown }) => {
      const fieldErrors = fieldErrorsOf(params.error);
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      return {
        fieldErrors,
        formError: hasFieldErrors ? null : errorMessage(params.error),
        emailInUse:
          fieldErrors.email === emailVerificationCopy.emailInUse
            ? context.draft.email
            : context.emailInUse,
        preRegistrationPage: hasFieldErrors
          ? preRegistrationPageForErrors(fieldErrors)
          : context.preRegistrationPage,
      };
    }),
    completePreRegistration: assign({
      preRegistrationComplete: true,
      secrets: EMPTY_SECRETS,
      fieldErrors: {},
      formError: null,
    }),
    assignSync: assign((_, params: { data: SyncResult }) => ({
      handedErrors: null,
      status: params.data.status,
      registration: params.data.registration,
      // product.md 4.3: sync marks registration pending unless the status is one of these.
      ...(['created', 'partial_pii', 'email_verified', 'manual_pii_entry_required'].includes(
        params.data.status.status,
      )
        ? {}
        : { registrationPending: true }),
    })),
    assignSyncError: assign({
      formError: (_, params: { error: unknown }) => errorMessage(params.error),
    }),
    assignDerivation: assign({
      derivation: (_, params: { derivation: Derivation }) => params.derivation,
    }),
    applyDerivationEffects: assign(({ context }) => {
      const effects = context.derivation?.effects ?? [];
      const has = (type: Effect['type']) => effects.some((effect) => effect.type === type);
      const executed = effects.flatMap((effect) =>
        effect.type === 'recordKycProviderExecuted' ? [effect.provider] : [],
      );
      return {
        registrationPending: context.registrationPending || has('markRegistrationPending'),
        registrationComplete: context.registrationComplete || has('markRegistrationComplete'),
        status:
          has('markEmailVerified') && context.status?.emailVerificationStatus === 'REQUIRED'
            ? { ...context.status, emailVerificationStatus: 'VERIFIED' as const }
            : context.status,
        locallyExecutedKycProviders: [...context.locallyExecutedKycProviders, ...executed],
      };
    }),
    // Effects outside the machine (flash banners, device profiling, completion tracking) are
    // carried out by src/ from this one event, so the machine stays free of browser ports.
    announceDerivation: emit(({ context }) => ({
      type: 'derived' as const,
      derivation: context.derivation as Derivation,
    })),
    markInitialLimitsDone: assign({ initialLimitsDone: true }),
    markPreRegistered: assign({ preRegistrationComplete: true }),
    spawnStep: assign({
      // The child's id must be 'step' so its done event is `xstate.done.actor.step`; XState's
      // types reserve ids for the actors named in setup, hence the widened spawn.
      stepRef: ({ context, spawn }, params: { logic: AnyStateMachine }) =>
        (spawn as unknown as SpawnLogic)(params.logic, {
          id: 'step',
          systemId: 'step',
          input: stepInput(context),
        }),
    }),
    stopStep: stopChild('step'),
    forgetStep: assign({ stepRef: null }),
    saveStepDraft: assign({
      stepDrafts: ({ context }, params: { route: string; draft: Record<string, unknown> }) => ({
        ...context.stepDrafts,
        [params.route]: params.draft,
      }),
    }),
    // The exit page becomes the derived route, so src/route-sync.ts navigates there.
    assignExitRoute: assign({
      derivation: (_, params: { route: string }): Derivation => ({
        kind: 'route',
        route: params.route,
        step: 'outside',
        effects: [],
        rule: 'step:exit',
      }),
    }),
    // The page that owns the fields becomes the derived route; its step gets the messages.
    assignErrorRoute: assign(({ context }, params: { output: StepOutput }) => {
      const route = params.output.errorRoute ?? '';
      return {
        derivation: {
          kind: 'route' as const,
          route,
          step: context.derivation?.kind === 'route' ? context.derivation.step : 'outside',
          effects: [],
          rule: 'fieldErrors:handedOver',
        },
        handedErrors: { route, fieldErrors: params.output.fieldErrors ?? {} },
      };
    }),
    // Leaving the exit page: no route until the next derivation, so the way back is not redirected.
    forgetDerivation: assign({ derivation: null }),
    assignStepOutput: assign({
      initialLimitsDone: ({ context }, params: { output: StepOutput | undefined }) =>
        context.initialLimitsDone || Boolean(params.output?.limitsDone),
    }),
    forwardStepAnalytics: emit((_, params: StepAnalytics) => ({
      type: 'analytics' as const,
      ...params,
    })),
    reportError: emit((_, params: { error: unknown; where: string }) => ({
      type: 'error' as const,
      error: params.error,
      where: params.where,
    })),
    // Provided by src/onboarding-actor.ts: the redirect or the parent-frame message.
    handOff: () => {},
  },
  guards: {
    isPreRegistered: ({ context }) => context.preRegistrationComplete,
    isPageValid: ({ context }) =>
      Object.keys(pageErrors(context, context.preRegistrationPage)).length === 0,
    isFormValid: ({ context }) => Object.keys(pageErrors(context, 'all')).length === 0,
    isLastPage: ({ context }) =>
      context.layout === 'web' ||
      context.preRegistrationPage === PRE_REGISTRATION_PAGES[PRE_REGISTRATION_PAGES.length - 1],
    isEarlierPage: ({ context }, params: { page: PreRegistrationPage }) =>
      PRE_REGISTRATION_PAGES.indexOf(params.page) <=
      PRE_REGISTRATION_PAGES.indexOf(context.preRegistrationPage),
    isDerivedComplete: ({ context }) => context.derivation?.kind === 'complete',
    needsPageAvailability: ({ context }) =>
      context.layout !== 'web' && Object.keys(uncheckedFields(context, 'page')).length > 0,
    needsAvailability: ({ context }) => Object.keys(uncheckedFields(context, 'all')).length > 0,
    isAllAvailable: (_, params: { result: Availability }) =>
      params.result.email !== false && params.result.username !== false,
    hasErrorRoute: (_, params: { output: StepOutput | undefined }) => !!params.output?.errorRoute,
    hasExitRoute: (_, params: { output: StepOutput | undefined }) => !!params.output?.exitRoute,
    hasStepLogic: (_, params: { logic: AnyStateMachine | null }) => params.logic !== null,
    needsCodeCheck: ({ context }) =>
      context.draft.promoCode.trim() !== '' &&
      context.codeCheck?.code !== context.draft.promoCode.trim(),
    isCodeAvailable: (_, params: { check: PromotionCodeCheck }) => params.check.available,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    layout: input.layout,
    brandName: input.brandName,
    regionCode: input.regionCode,
    draft: { ...EMPTY_DRAFT, ...input.restored?.draft },
    preRegistrationPage: input.restored?.preRegistrationPage ?? 'email',
    preRegistrationComplete: input.restored?.preRegistrationComplete ?? false,
    registrationPending: input.restored?.registrationPending ?? false,
    initialLimitsDone: input.restored?.initialLimitsDone ?? false,
    stepDrafts: input.restored?.stepDrafts ?? {},
    stepRef: null,
    handedErrors: null,
    reference: { flags: [], regions: [], policies: [] },
    secrets: EMPTY_SECRETS,
    fieldErrors: {},
    formError: null,
    emailInUse: null,
    status: null,
    registration: null,
    registrationComplete: false,
    codeCheck: null,
    available: {},
    locallyExecutedKycProviders: [],
    derivation: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      description:
        'Loads feature flags, regions (does this region require email verification?) and the current policies.',
      tags: ['loading'],
      on: { 'registration.resume': { actions: 'markPreRegistered' } },
      invoke: {
        src: 'loadReferenceData',
        input: ({ context }) => ({ regionCode: context.regionCode }),
        onDone: [
          {
            guard: 'isPreRegistered',
            target: 'syncing',
            actions: { type: 'assignReference', params: ({ event }) => ({ data: event.output }) },
          },
          {
            target: 'preRegistration',
            actions: { type: 'assignReference', params: ({ event }) => ({ data: event.output }) },
          },
        ],
        onError: {
          target: 'bootFailed',
          actions: [
            { type: 'assignBootError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportError', params: ({ event }) => ({ error: event.error, where: 'boot' }) },
          ],
        },
      },
    },
    bootFailed: {
      on: { retry: { target: 'booting', actions: 'clearFormError' } },
    },
    preRegistration: {
      description:
        'Create Your Account. Nothing typed is lost on a server error; the password lives only in memory until the submit succeeds.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'draft.change': { actions: 'updateDraft' },
            'registration.resume': { target: '#onboarding.syncing', actions: 'markPreRegistered' },
            'secret.change': { actions: 'updateSecret' },
            'page.next': [
              {
                guard: and(['isPageValid', 'needsPageAvailability']),
                target: 'checkingPage',
                actions: 'clearFormError',
              },
              {
                guard: 'isPageValid',
                actions: ['clearFormError', 'goToNextPage'],
              },
              { actions: 'showPageErrors' },
            ],
            'page.visit': {
              guard: { type: 'isEarlierPage', params: ({ event }) => ({ page: event.page }) },
              actions: { type: 'visitPage', params: ({ event }) => ({ page: event.page }) },
            },
            'account.submit': [
              {
                guard: and(['isFormValid', 'needsAvailability']),
                target: 'checkingAccount',
                actions: 'clearFormError',
              },
              {
                guard: and(['isFormValid', 'needsCodeCheck']),
                target: 'checkingCode',
                actions: 'clearFormError',
              },
              { guard: 'isFormValid', target: 'submitting', actions: 'clearFormError' },
              { actions: 'showAllErrors' },
            ],
          },
        },
        checkingPage: {
          tags: ['submitting'],
          description:
            'Continue on the email or username page first asks whether the value is free (POST /i/email_availability, /i/username_availability); a failed check does not block: the submit re-validates.',
          invoke: {
            src: 'checkAvailability',
            input: ({ context }) => uncheckedFields(context, 'page'),
            onDone: [
              {
                guard: {
                  type: 'isAllAvailable',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: 'editing',
                actions: [
                  {
                    type: 'assignAvailability',
                    params: ({ context, event }) => ({
                      checked: uncheckedFields(context, 'page'),
                      result: event.output,
                    }),
                  },
                  'goToNextPage',
                ],
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignAvailability',
                  params: ({ context, event }) => ({
                    checked: uncheckedFields(context, 'page'),
                    result: event.output,
                  }),
                },
              },
            ],
            onError: { target: 'editing', actions: 'goToNextPage' },
          },
        },
        checkingAccount: {
          tags: ['submitting'],
          description:
            'Before the submit, the email and username not yet confirmed free are checked.',
          invoke: {
            src: 'checkAvailability',
            input: ({ context }) => uncheckedFields(context, 'all'),
            onDone: [
              {
                guard: {
                  type: 'isAllAvailable',
                  params: ({ event }) => ({ result: event.output }),
                },
                target: 'checkedAccount',
                actions: {
                  type: 'assignAvailability',
                  params: ({ context, event }) => ({
                    checked: uncheckedFields(context, 'all'),
                    result: event.output,
                  }),
                },
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignAvailability',
                  params: ({ context, event }) => ({
                    checked: uncheckedFields(context, 'all'),
                    result: event.output,
                  }),
                },
              },
            ],
            onError: { target: 'checkedAccount' },
          },
        },
        checkedAccount: {
          always: [{ guard: 'needsCodeCheck', target: 'checkingCode' }, { target: 'submitting' }],
        },
        checkingCode: {
          tags: ['submitting'],
          description:
            'Checks the promo or referral code first (the referral_code flag selects the call): available true is valid, false invalid, anything else an error (product.md 5).',
          invoke: {
            src: 'checkPromotionCode',
            input: ({ context }) => ({
              code: context.draft.promoCode.trim(),
              referralFlag: isFlagEnabled(context.reference.flags, FEATURE_FLAGS.referralCode),
            }),
            onDone: [
              {
                guard: {
                  type: 'isCodeAvailable',
                  params: ({ event }) => ({ check: event.output }),
                },
                target: 'submitting',
                actions: {
                  type: 'assignCodeCheck',
                  params: ({ event }) => ({ check: event.output }),
                },
              },
              {
                target: 'editing',
                actions: [
                  { type: 'rejectCode', params: ({ event }) => ({ check: event.output }) },
                  'announceInvalidCode',
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'assignSubmitError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        submitting: {
          tags: ['submitting'],
          description:
            'POST /i/pre_registrations. A 422 sends the user to the page of the first field in error (product.md 5).',
          invoke: {
            src: 'submitPreRegistration',
            input: ({ context }) => ({ payload: buildPreRegistrationPayload(context) }),
            onDone: { target: '#onboarding.syncing', actions: 'completePreRegistration' },
            onError: {
              target: 'editing',
              actions: {
                type: 'assignSubmitError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
    syncing: {
      description:
        'Refreshes registration and registration status in parallel; the server decides what comes next (product.md 4.3).',
      tags: ['loading'],
      invoke: {
        src: 'syncRegistration',
        onDone: {
          target: 'deciding',
          actions: { type: 'assignSync', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'syncFailed',
          actions: [
            { type: 'assignSyncError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportError', params: ({ event }) => ({ error: event.error, where: 'sync' }) },
          ],
        },
      },
    },
    syncFailed: {
      on: { retry: { target: 'syncing', actions: 'clearFormError' } },
    },
    deciding: {
      description:
        'Derives the next route and its effects from the registration status, failure reason, pending fields, region rules, layout and flags (docs/status-routing.md).',
      initial: 'deriving',
      states: {
        deriving: {
          invoke: {
            src: 'deriveRoute',
            input: ({ context }) => derivationInput(context),
            onDone: {
              target: 'routing',
              actions: [
                {
                  type: 'assignDerivation',
                  params: ({ event }) => ({ derivation: event.output }),
                },
                'applyDerivationEffects',
                'announceDerivation',
              ],
            },
            onError: {
              target: '#onboarding.syncFailed',
              actions: [
                { type: 'assignSyncError', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'reportError',
                  params: ({ event }) => ({ error: event.error, where: 'derive' }),
                },
              ],
            },
          },
        },
        routing: {
          always: [
            { guard: 'isDerivedComplete', target: '#onboarding.completing' },
            { target: '#onboarding.atStep' },
          ],
        },
      },
    },
    atStep: {
      description:
        "The user is on the derived step. Its machine is loaded on demand and spawned as the child `step`; when the step is done (the child's final state) the machine syncs again.",
      initial: 'loadingStep',
      exit: ['stopStep', 'forgetStep'],
      on: {
        'step.done': { target: 'syncing' },
        'limits.done': { target: 'syncing', actions: 'markInitialLimitsDone' },
        'step.draft': {
          actions: {
            type: 'saveStepDraft',
            params: ({ event }) => ({ route: event.route, draft: event.draft }),
          },
        },
        'step.analytics': {
          actions: { type: 'forwardStepAnalytics', params: ({ event }) => stepAnalyticsOf(event) },
        },
        'xstate.done.actor.step': [
          {
            // product.md 5: a 422 named fields another page owns: run that page's step next.
            guard: { type: 'hasErrorRoute', params: ({ event }) => ({ output: event.output }) },
            target: 'atStep',
            reenter: true,
            actions: {
              type: 'assignErrorRoute',
              params: ({ event }) => ({ output: event.output as StepOutput }),
            },
          },
          {
            guard: { type: 'hasExitRoute', params: ({ event }) => ({ output: event.output }) },
            target: 'leftSignup',
            actions: {
              type: 'assignExitRoute',
              params: ({ event }) => ({ route: event.output?.exitRoute ?? '' }),
            },
          },
          {
            target: 'syncing',
            actions: {
              type: 'assignStepOutput',
              params: ({ event }) => ({ output: event.output }),
            },
          },
        ],
        retry: { target: 'syncing' },
      },
      states: {
        loadingStep: {
          tags: ['loading'],
          invoke: {
            src: 'loadStepLogic',
            input: ({ context }) => ({ route: routeOf(context) ?? '' }),
            onDone: [
              {
                guard: { type: 'hasStepLogic', params: ({ event }) => ({ logic: event.output }) },
                target: 'running',
                actions: {
                  type: 'spawnStep',
                  params: ({ event }) => ({ logic: event.output as AnyStateMachine }),
                },
              },
              { target: 'noStepMachine' },
            ],
            onError: {
              target: '#onboarding.syncFailed',
              actions: [
                { type: 'assignSyncError', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'reportError',
                  params: ({ event }) => ({ error: event.error, where: 'load step' }),
                },
              ],
            },
          },
        },
        running: {},
        noStepMachine: {
          description: 'The derived route has no step machine yet; its screen says so.',
        },
      },
    },
    leftSignup: {
      description:
        "A step ended on a page outside sign-up (the SMS step's /sms/unable_to_send_code or /sms/pin_locked, contract.md 8): that page is the derived route. /continue_registration (registration.resume) or retry syncs again.",
      on: {
        'registration.resume': { target: 'syncing', actions: 'forgetDerivation' },
        retry: { target: 'syncing', actions: 'forgetDerivation' },
      },
    },
    completing: {
      description:
        'Registration complete: track completion, sync the media-app state, then hand back to the auth flow.',
      tags: ['loading'],
      invoke: {
        src: 'syncMediaApp',
        onDone: { target: 'complete' },
        onError: {
          target: 'complete',
          actions: {
            type: 'reportError',
            params: ({ event }) => ({ error: event.error, where: 'media-app sync' }),
          },
        },
      },
    },
    complete: {
      description:
        'Redirect to the authorize URL, or post oauthAuthorize to an allowed parent frame.',
      type: 'final',
      entry: 'handOff',
    },
  },
});
