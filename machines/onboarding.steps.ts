import type { RegistrationForm, RegistrationStatus } from '../api/registration';
import type { EffectContext } from './derivation-effects';
import type { OnboardingContext, SyncResult } from './onboarding.context';
import { NO_REFERENCE } from './onboarding.context';
import type { RoutePath } from './paths';
import type { Derivation } from './route-derivation';
import type { StepAnalytics, StepAnalyticsEvent, StepInput, StepOutput } from './step-contract';
import { withStepKey } from './step-routes';

/**
 * What the running onboarding machine computes from its context (onboarding.machine.ts): a
 * spawned step's input, a sync's changes, the pages a step hands over to. Apart from
 * onboarding.context.ts, which the first screen reads for the machine's first view
 * (src/first-view.ts), so the first screen does not carry them (decision 073).
 */

/** The derived step's route, or null before a derivation or on the hand-off. */
export const routeOf = (context: OnboardingContext): string | null =>
  context.derivation?.kind === 'route' ? context.derivation.route : null;

/** What a spawned step machine starts from (machines/step-contract.ts). */
export function stepInput(context: OnboardingContext): StepInput {
  const route = routeOf(context) ?? '';
  const registration = context.registration ?? ({} as RegistrationForm);
  return {
    route,
    layout: context.layout,
    brandName: context.brandName,
    regionCode: context.regionCode,
    status: context.status as RegistrationStatus,
    // Verify Your Email names the address the patron typed when the server's registration leaves
    // it out (QA 6).
    registration:
      registration.email || !context.draft.email
        ? registration
        : { ...registration, email: context.draft.email },
    flags: (context.reference ?? NO_REFERENCE).flags,
    savedDraft: context.stepDrafts[route] ?? null,
    ...(context.handedErrors?.route === route
      ? { fieldErrors: context.handedErrors.fieldErrors }
      : {}),
  };
}

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
