import type { RoutePath } from './paths';

/**
 * Where each sign-up step of machines/steps.ts sits: its progress-bar slot (product.md 2.4) and its
 * routes in the web and the app route sets (product.md 2.2, 2.3). The part of the STEPS
 * descriptor that imports no step machine, so the route derivation, the progress bar and the
 * onboarding machine can read it without an import cycle through the step machines (which import
 * the derivation) and without putting the step machines' loaders in the first screen
 * (decision 005). machines/steps.ts adds each step's machine; a key here without a machine there
 * does not compile.
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

/** Where one sign-up step shows on the bar, and the routes it serves. */
export interface StepPlace {
  readonly slot: ProgressSlot;
  /** Its routes in the /web set (the web layout). */
  readonly web: readonly RoutePath[];
  /** Its routes in the non-prefixed set (mobile web and native), in the order the user walks them. */
  readonly app: readonly RoutePath[];
}

export const STEP_ROUTES = {
  playYourWay: {
    slot: 'playYourWay',
    web: ['/web/signup/play_your_way'],
    app: ['/signup/play_your_way'],
  },
  emailVerification: {
    slot: 'verifyEmail',
    web: ['/web/signup/email_verification'],
    app: ['/signup/email_verification'],
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
  },
  // The phone number of Personal Information, verified by SMS code (the app layouts ask it on
  // a page of its own; on the web it is part of /web/signup/pii).
  sms: {
    slot: 'personalInformation',
    web: [],
    app: ['/signup/phone_number'],
  },
  initialLimits: {
    slot: 'setLimits',
    web: ['/web/signup/initial_set_limits'],
    app: ['/signup/initial_set_limits'],
  },
  policies: {
    slot: 'fineDetails',
    web: ['/web/signup/fine_details'],
    app: ['/signup/policies'],
  },
} as const satisfies Record<string, StepPlace>;

/** The key of a sign-up step. */
export type StepKey = keyof typeof STEP_ROUTES;
/** Every step key, in the table's order. */
export const STEP_KEYS = Object.keys(STEP_ROUTES) as StepKey[];

/** The routes of one step, both route sets. */
export type StepRoute<K extends StepKey = StepKey> =
  | (typeof STEP_ROUTES)[K]['web'][number]
  | (typeof STEP_ROUTES)[K]['app'][number];

/** The routes of a step, web set first. */
export const stepRoutes = <K extends StepKey>(key: K): readonly StepRoute<K>[] => [
  ...STEP_ROUTES[key].web,
  ...STEP_ROUTES[key].app,
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
