/**
 * The shapes of a route derivation (machines/route-derivation.ts computes them): which layout it
 * answers for, the route or hand-off it names, and the effects on the way. Types only, kept apart
 * from the derivation's tables so that pre-registration.ts (first screen), which the tables read,
 * can name them without a circle back through route-derivation.ts.
 */

import type { ProgressSlot, RouteWithStep } from './step-routes';

/** Which route set a derivation answers in: web uses /web/..., mobileWeb and native the bare set (product.md 2.1, 2.7). */
export type Layout = 'web' | 'mobileWeb' | 'native';

/** The progress-bar step a route belongs to (product.md 2.4); 'outside' for pages off the bar. */
export type StepId = ProgressSlot | 'outside';

/** A side effect the onboarding machine runs, by name, when it applies a derivation. */
export type Effect =
  | { type: 'markRegistrationPending' }
  | { type: 'markRegistrationComplete' }
  | { type: 'markEmailVerified' }
  | { type: 'flash'; kind: 'success' | 'danger'; text: string }
  | { type: 'recordKycProviderExecuted'; provider: string }
  | { type: 'startDeviceProfiling' }
  | { type: 'trackCompletion' }
  | { type: 'syncMediaApp' }
  | { type: 'handOff' };

/** The state value of the sign-up error page (product.md 2.8). */
export type ErrorType = 'ID_DENIED' | 'ID_EXPIRED' | 'ID_FAILURE' | 'ID_UNDERAGE' | 'DEFAULT';

/**
 * What the onboarding machine does next: go to a route (with the key of the step machine that
 * serves it, machines/steps.ts), or hand back to the auth flow.
 */
export type Derivation =
  | ({
      kind: 'route';
      step: StepId;
      effects: Effect[];
      errorType?: ErrorType;
      rule: string;
    } & RouteWithStep)
  | { kind: 'complete'; effects: Effect[]; rule: string };
