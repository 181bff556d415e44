import type { RoutePath } from '../machines/paths';
import { PRE_REGISTRATION_ROUTES } from '../machines/pre-registration';
import { STEP_KEYS, type StepKey, stepRoutes } from '../machines/step-routes';
import { ACCOUNT_SCREENS } from './account/screens';
import { IDENTITY_SCREENS } from './identity/screens';
import { LOGIN_SCREENS } from './login/screens';
import { PREFERENCES_SCREENS } from './preferences/screens';
import { RESPONSIBLE_GAMING_SCREENS } from './rg/screens';
import type { PageScreens, ScreenLoader } from './screen-loader';

/**
 * Every screen beyond the first one (decision 005), as lazy loaders: one per sign-up step of
 * machines/steps.ts (a `Record<StepKey, ...>`, so a step without a screen does not compile), and
 * one per page that is no step. screens/screen-switch.tsx renders from it, and docs/routes.md
 * reads it to say which paths are built. Loaders only: importing this loads no screen.
 */
export type { PageScreens, ScreenLoader } from './screen-loader';

/**
 * The paths of the first screen, which src/router.tsx gives their screens itself (statically or
 * as their own chunks, decision 005); /signup/phone_number chooses between Create Your Account
 * and the sms step's screen below (screens/signup/pre-registration-gate.tsx).
 */
export const FIRST_SCREEN_PATHS = [
  '/login',
  '/signup',
  '/web/signup',
  '/web/signup/create_account',
  ...Object.values(PRE_REGISTRATION_ROUTES),
] as const satisfies readonly RoutePath[];
/** A path of the first screen. */
export type FirstScreenPath = (typeof FIRST_SCREEN_PATHS)[number];

/** The screen of each sign-up step, for all of the step's routes. */
export const STEP_SCREENS: Record<StepKey, ScreenLoader> = {
  playYourWay: () => import('./signup/play-your-way'),
  emailVerification: () => import('./signup/email-verification'),
  personalInfo: () => import('./signup/personal-info'),
  sms: () => import('./signup/phone-verification'),
  initialLimits: () => import('./signup/initial-limits'),
  policies: () => import('./signup/policies'),
};

const disabled: ScreenLoader = () => import('./signup/disabled');
const emailLink: ScreenLoader = () => import('./signup/email-link');

/** The sign-up pages that are no step of their own, by path. */
const SIGNUP_PAGE_SCREENS: PageScreens = {
  '/signup/download': () => import('./signup/download'),
  '/signup/interstitial': () => import('./signup/interstitial'),
  '/signup/disabled': disabled,
  '/web/signup/disabled': disabled,
  '/email_verification': emailLink,
  '/email_verification/success': emailLink,
  '/email_verification/failed': emailLink,
  '/continue_registration': () => import('./signup/continue-registration'),
};

/** The screens of pages that are no step of their own, by path, one table per capability. */
export const PAGE_SCREENS: PageScreens = {
  ...SIGNUP_PAGE_SCREENS,
  ...IDENTITY_SCREENS,
  ...LOGIN_SCREENS,
  ...ACCOUNT_SCREENS,
  ...RESPONSIBLE_GAMING_SCREENS,
  ...PREFERENCES_SCREENS,
};

/** The screen of a path beyond the first screen, or undefined ("not available yet"). */
export const SCREEN_TABLE: Partial<Record<RoutePath, ScreenLoader>> = {
  ...Object.fromEntries(
    STEP_KEYS.flatMap((key) => stepRoutes(key).map((route) => [route, STEP_SCREENS[key]])),
  ),
  ...PAGE_SCREENS,
};

/** The paths that render a real screen today (docs/routes.md); the others say "not available yet". */
export const BUILT_PATHS: ReadonlySet<RoutePath> = new Set<RoutePath>([
  ...FIRST_SCREEN_PATHS,
  ...(Object.keys(SCREEN_TABLE) as RoutePath[]),
]);
