import type { AnyStateMachine } from 'xstate';
import type { RoutePath } from './paths';

/**
 * The sign-up steps that run as the onboarding machine's child `step` (machines/step-contract.ts),
 * one descriptor each: its progress-bar slot (product.md 2.4), its routes in the web and the app
 * route sets (product.md 2.2, 2.3), and its machine, loaded on demand so no step's logic is in the
 * first screen (decision 005). The step registry, the progress bar's step paths, the route
 * derivation's step key and the screen table are all derived from this table: a new step is one
 * entry here, one machine and one screen (screens/screen-table.ts fails to compile without it).
 */

/** The slots of the progress bar, in the order product.md 2.4 lists them. */
export const PROGRESS_SLOTS = [
  'createAccount',
  'playYourWay',
  'verifyEmail',
  'personalInformation',
  'setLimits',
  'fineDetails',
  'identityCheck',
] as const;
/** One slot of the progress bar. */
export type ProgressSlot = (typeof PROGRESS_SLOTS)[number];

/** One sign-up step: where it shows on the bar, the routes it serves, and its machine. */
export interface StepDef {
  readonly slot: ProgressSlot;
  /** Its routes in the /web set (the web layout). */
  readonly web: readonly RoutePath[];
  /** Its routes in the non-prefixed set (mobile web and native), in the order the user walks them. */
  readonly app: readonly RoutePath[];
  /** Its machine, by a dynamic import. */
  readonly machine: () => Promise<AnyStateMachine>;
}

export const STEPS = {
  playYourWay: {
    slot: 'playYourWay',
    web: ['/web/signup/play_your_way'],
    app: ['/signup/play_your_way'],
    machine: () => import('./play-your-way.machine').then((m) => m.playYourWayMachine),
  },
  emailVerification: {
    slot: 'verifyEmail',
    web: ['/web/signup/email_verification'],
    app: ['/signup/email_verification'],
    machine: () => import('./email-verification.machine').then((m) => m.emailVerificationMachine),
  },
  personalInfo: {
    slot: 'personalInformation',
    web: ['/web/signup/pii'],
    app: [
      '/signup/preferred_name',
      '/signup/residence_citizenship',
      '/signup/ssn',
      '/signup/employment_details',
    ],
    machine: () => import('./personal-info.machine').then((m) => m.personalInfoMachine),
  },
  // The phone number of Personal Information, verified by SMS code (the app layouts ask it on
  // a page of its own; on the web it is part of /web/signup/pii).
  sms: {
    slot: 'personalInformation',
    web: [],
    app: ['/signup/phone_number'],
    machine: () => import('./sms.machine').then((m) => m.smsMachine),
  },
  initialLimits: {
    slot: 'setLimits',
    web: ['/web/signup/initial_set_limits'],
    app: ['/signup/initial_set_limits'],
    machine: () => import('./initial-limits.machine').then((m) => m.initialLimitsMachine),
  },
  policies: {
    slot: 'fineDetails',
    web: ['/web/signup/fine_details'],
    app: ['/signup/policies'],
    machine: () => import('./policies.machine').then((m) => m.policiesMachine),
  },
} as const satisfies Record<string, StepDef>;

/** The key of a sign-up step. */
export type StepKey = keyof typeof STEPS;
/** Every step key, in the table's order. */
export const STEP_KEYS = Object.keys(STEPS) as StepKey[];

/** The routes of one step, both route sets. */
export type StepRoute<K extends StepKey = StepKey> =
  | (typeof STEPS)[K]['web'][number]
  | (typeof STEPS)[K]['app'][number];

/** The routes of a step, web set first. */
export const stepRoutes = <K extends StepKey>(key: K): readonly StepRoute<K>[] => [
  ...STEPS[key].web,
  ...STEPS[key].app,
];

/**
 * A route together with the step that serves it, correlated in the type: a step key comes only
 * with one of that step's routes. Null means no step machine runs there (a page of its own, or
 * /signup/phone_number while it is still a Create Your Account page).
 */
export type RouteWithStep =
  | { [K in StepKey]: { route: StepRoute<K>; stepKey: K } }[StepKey]
  | { route: RoutePath; stepKey: null };

/** The step that serves a route, with the route (the route derivation attaches it). */
export function withStepKey(route: RoutePath): RouteWithStep {
  return { route, stepKey: stepKeyOf(route) } as RouteWithStep;
}

/** The step that serves a route, or null (a page that is no step of its own). */
export const stepKeyOf = (route: string): StepKey | null =>
  STEP_KEYS.find((key) => (stepRoutes(key) as readonly string[]).includes(route)) ?? null;
