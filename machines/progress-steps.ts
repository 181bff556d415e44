/**
 * The sign-up progress bar (product.md 2.4) as a pure function of the current path and the three
 * conditions that show or hide a step. The progress layout renders what this returns; it knows
 * both route sets, so the same rules hold on /web/... and on the bare mobile paths.
 */

import { progress as progressCopy } from '../copy/spec/progress';
import { ALL_PATHS, isRoutePath, ROUTE_OWNERS, type RoutePath } from './paths';
import { PRE_REGISTRATION_ROUTES } from './pre-registration';
import { PROGRESS_SLOTS, type ProgressSlot, STEP_KEYS, STEP_ROUTES } from './step-routes';

/** A step of the bar: every StepId except 'outside' (the slots of machines/step-routes.ts). */
export type ProgressStepId = ProgressSlot;

/** The steps in the order product.md 2.4 lists them. */
export const PROGRESS_STEP_ORDER: readonly ProgressStepId[] = PROGRESS_SLOTS;

/** What the bar depends on besides the path. */
export interface ProgressBarInput {
  path: string;
  /** The user has pending onboarding promotion ids. */
  hasPromotions: boolean;
  /** Sign-up says email verification is required. */
  emailVerificationRequired: boolean;
  /** The feature flag visit_limits_page is on. */
  visitLimitsPage: boolean;
  /**
   * The account exists. Before that, the shared /signup/phone_number page is a Create Your
   * Account page (the phone part of pre-registration), not the Personal Information step.
   */
  preRegistrationComplete?: boolean;
  /** Sign-up was handed off (in an operator's frame the page stays): no bar, no step. */
  finished?: boolean;
}

/** One step as the bar shows it. */
export interface ProgressStep {
  id: ProgressStepId;
  label: string;
  active: boolean;
  completed: boolean;
}

/** The bar: visible only on a step path; current is 1-based among the shown steps, in 1..total. */
export interface ProgressBar {
  visible: boolean;
  /** The title of the step the path belongs to, shown in the bar or not; null off the steps. */
  stepTitle: string | null;
  steps: ProgressStep[];
  current: number;
  total: number;
}

interface StepPaths {
  readonly web: readonly RoutePath[];
  readonly mobile: readonly RoutePath[];
}

// The slots no step machine of machines/steps.ts serves (yet): Create Your Account, which the
// onboarding machine runs itself, and the identity pages, whose machines are still to come.
const SLOT_ONLY_PATHS: Partial<Record<ProgressStepId, StepPaths>> = {
  createAccount: {
    web: ['/web/signup/create_account'],
    mobile: Object.values(PRE_REGISTRATION_ROUTES).filter(
      // The phone page of Create Your Account is Personal Information's once the account exists.
      (path) => path !== '/signup/phone_number',
    ),
  },
  identityCheck: { web: ['/web/signup/id_verification'], mobile: ['/signup/idv/document_upload'] },
};

// Each step's own paths in both route sets, from the steps' places (machines/step-routes.ts).
// /signup/phone_number sits under Personal Information here; before pre-registration
// progressBar() reads it as Create Your Account.
const STEP_PATHS: Record<ProgressStepId, StepPaths> = Object.fromEntries(
  PROGRESS_STEP_ORDER.map((slot) => {
    const steps = STEP_KEYS.map((key) => STEP_ROUTES[key]).filter((step) => step.slot === slot);
    const own = SLOT_ONLY_PATHS[slot];
    return [
      slot,
      {
        web: [...(own?.web ?? []), ...steps.flatMap((step) => step.web)],
        mobile: [...(own?.mobile ?? []), ...steps.flatMap((step) => step.app)],
      },
    ];
  }),
) as unknown as Record<ProgressStepId, StepPaths>;

// The other identity pages: the sign-up paths the identity capability owns (machines/paths.ts).
// They are on the step list (so the bar shows) but no step's own path, so Identity Check is
// active on them by the 2.4 rule "also active for any path that is not one of the other six step
// paths".
const IDENTITY_CHECK_OTHER_PATHS = ALL_PATHS.filter(
  (path) =>
    ROUTE_OWNERS.get(path) === 'identity' &&
    /^(\/web)?\/signup\//.test(path) &&
    !STEP_PATHS.identityCheck.web.includes(path) &&
    !STEP_PATHS.identityCheck.mobile.includes(path),
);

/** The ordered sign-up step routes of product.md 2.2, both route sets: the bar shows only on these. */
export const SIGNUP_STEP_ROUTES: readonly RoutePath[] = PROGRESS_STEP_ORDER.flatMap((id) => [
  ...STEP_PATHS[id].web,
  ...STEP_PATHS[id].mobile,
  ...(id === 'identityCheck' ? IDENTITY_CHECK_OTHER_PATHS : []),
]);

const STEP_ROUTE_SET: ReadonlySet<RoutePath> = new Set(SIGNUP_STEP_ROUTES);
const OWN_PATHS = new Map<ProgressStepId, ReadonlySet<RoutePath>>(
  PROGRESS_STEP_ORDER.map((id) => [id, new Set([...STEP_PATHS[id].web, ...STEP_PATHS[id].mobile])]),
);
const OTHER_SIX_PATHS: ReadonlySet<RoutePath> = new Set(
  PROGRESS_STEP_ORDER.filter((id) => id !== 'identityCheck').flatMap((id) => [
    ...STEP_PATHS[id].web,
    ...STEP_PATHS[id].mobile,
  ]),
);

// product.md 2.4: the three conditional steps and the input that shows each.
const SHOWN_WHEN: Partial<Record<ProgressStepId, (input: ProgressBarInput) => boolean>> = {
  playYourWay: (input) => input.hasPromotions,
  verifyEmail: (input) => input.emailVerificationRequired,
  setLimits: (input) => input.visitLimitsPage,
};

const isActive = (id: ProgressStepId, path: string): boolean =>
  isRoutePath(path) &&
  ((OWN_PATHS.get(id)?.has(path) ?? false) ||
    (id === 'identityCheck' && STEP_ROUTE_SET.has(path) && !OTHER_SIX_PATHS.has(path)));

/** The progress bar for the current path (product.md 2.4); the progress layout renders it. */
export function progressBar(input: ProgressBarInput): ProgressBar {
  // The step the path belongs to, shown or not: a hidden step's page still completes the
  // steps before it.
  const owner = input.finished
    ? undefined
    : input.preRegistrationComplete === false && input.path === '/signup/phone_number'
      ? 'createAccount'
      : PROGRESS_STEP_ORDER.find((id) => isActive(id, input.path));
  const ownerIndex = owner === undefined ? -1 : PROGRESS_STEP_ORDER.indexOf(owner);
  const steps = PROGRESS_STEP_ORDER.filter((id) => SHOWN_WHEN[id]?.(input) ?? true).map(
    (id): ProgressStep => ({
      id,
      label: progressCopy[id],
      active: id === owner,
      // Identity Check is last and never completed (2.4), whatever the order says.
      completed: id !== 'identityCheck' && PROGRESS_STEP_ORDER.indexOf(id) < ownerIndex,
    }),
  );
  const completed = steps.filter((step) => step.completed).length;
  return {
    visible: owner !== undefined,
    stepTitle: owner === undefined ? null : progressCopy[owner],
    steps,
    // The active step sits right after the completed ones. On a hidden step's page (no step
    // active) this names the next shown step; off the list it is 1. Always in 1..total.
    current: Math.min(completed + 1, steps.length),
    total: steps.length,
  };
}
