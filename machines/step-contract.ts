import type { AnyActorRef } from 'xstate';
import type { FeatureFlag } from '../api/lists';
import type { RegistrationForm, RegistrationStatus } from '../api/registration';
import type { RoutePath } from './paths';
import type { Layout } from './route-derivation';

/**
 * The contract between the onboarding machine and a sign-up step's machine (DESIGN.md: "atStep —
 * the step's child machine is invoked here with a stable systemId"). The onboarding machine loads
 * the step's logic on demand (machines/step-registry.ts), spawns it as the child `step` with this
 * input, and syncs with the server when the child reaches its final state. Screens reach the child
 * through `selectStepRef`.
 */
export interface StepInput {
  /** The derived route the step serves (a step machine may serve several routes). */
  route: string;
  layout: Layout;
  brandName: string;
  /** The onboarding input's: a supported region, US-DEFAULT, CA-DEFAULT or '' (none named). */
  regionCode: string;
  status: RegistrationStatus;
  registration: RegistrationForm;
  flags: FeatureFlag[];
  /**
   * What the user typed on this route before a reload (never secrets): the step mirrors its
   * draft to the parent with `step.draft`, and the onboarding machine persists it.
   */
  savedDraft: Record<string, unknown> | null;
  /**
   * Server messages for this page's fields, handed over from the page whose save got them
   * (product.md 5: a 422 naming a field of another page goes to that page, first message at the
   * field). Absent when there are none.
   */
  fieldErrors?: Record<string, string>;
}

/**
 * An update of the registration form carries the form's id as the server gave it (contract.md 7
 * lists `id` among PATCH /i/registration's fields), when the registration read had one.
 */
export const withRegistrationId = <P extends object>(
  registrationId: string | null,
  patch: P,
): P & { id?: string } => (registrationId ? { id: registrationId, ...patch } : patch);

/**
 * A step's final output; `limitsDone` marks Set Your Limits as passed (it has no pending field);
 * `exitRoute` names a page outside sign-up the step ends on (the SMS step's invalid-number and
 * locked pages, contract.md 8): the onboarding machine derives it as its route and waits there.
 */
export interface StepOutput {
  limitsDone?: boolean;
  /**
   * The server accepted this run's email code (200): the email counts as verified whatever a
   * later status says of it short of SKIPPED, so the patron never lands on the code page again
   * (QA 6: a status left out, or a value the client does not know, after the code was accepted).
   */
  emailVerified?: boolean;
  exitRoute?: RoutePath;
  /**
   * A 422 named fields another page owns (product.md 5): that page (`stepForErrors` in
   * route-derivation.ts) and the messages; the onboarding machine runs that page's step next,
   * with the messages as its `fieldErrors`.
   */
  errorRoute?: RoutePath;
  fieldErrors?: Record<string, string>;
}

/** Sent by a step to the onboarding machine (sendParent) whenever its non-secret draft changes. */
export interface StepDraftEvent {
  type: 'step.draft';
  route: string;
  draft: Record<string, unknown>;
}

/**
 * Sent by a step that walks several pages of its own (the manual-PII pages: name, address,
 * birthdate, race and gender) before anything is saved: the derived route moves to another route
 * of the same step, so src/route-sync.ts navigates there and the sign-up guard lets it through.
 * The onboarding machine ignores a route that another step serves.
 */
export interface StepRouteEvent {
  type: 'step.route';
  route: RoutePath;
}

/**
 * The onboarding machine's child `step` when it runs the machine with this id, else null (another
 * step's child while the router catches up with a new derived route, or no child yet).
 */
export function stepRefOf<TRef extends AnyActorRef>(
  ref: AnyActorRef | null | undefined,
  machineId: string,
): TRef | null {
  const snapshot = ref?.getSnapshot() as { machine?: { id?: string } } | undefined;
  return snapshot?.machine?.id === machineId ? (ref as TRef) : null;
}

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
