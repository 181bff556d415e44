import type { AnyStateMachine } from 'xstate';

/**
 * Which machine runs each sign-up step route, loaded on demand so no step's logic sits in the
 * first screen's bundle (decision 005). A derived route without an entry has no step machine
 * yet: its screen says so, and the onboarding machine waits at the step.
 */
type Loader = () => Promise<AnyStateMachine>;

const STEP_LOADERS: Record<string, Loader> = {};

/** Registers the loader of a step machine for its routes (called by this module's table only). */
function register(routes: readonly string[], loader: Loader) {
  for (const route of routes) STEP_LOADERS[route] = loader;
}

// Each step machine registers its routes here, e.g.
// register(['/web/signup/email_verification', '/signup/email_verification'], () =>
//   import('./email-verification.machine').then((m) => m.emailVerificationMachine));
register(['/web/signup/fine_details', '/signup/policies'], () =>
  import('./policies.machine').then((m) => m.policiesMachine),
);
register(['/web/signup/play_your_way', '/signup/play_your_way'], () =>
  import('./play-your-way.machine').then((m) => m.playYourWayMachine),
);
register(['/web/signup/email_verification', '/signup/email_verification'], () =>
  import('./email-verification.machine').then((m) => m.emailVerificationMachine),
);
register(['/signup/phone_number'], () => import('./sms.machine').then((m) => m.smsMachine));
register(
  [
    '/signup/preferred_name',
    '/signup/residence_citizenship',
    '/signup/ssn',
    '/signup/employment_details',
    '/web/signup/pii',
  ],
  () => import('./personal-info.machine').then((m) => m.personalInfoMachine),
);
register(['/web/signup/initial_set_limits', '/signup/initial_set_limits'], () =>
  import('./initial-limits.machine').then((m) => m.initialLimitsMachine),
);
// (insert new registrations above this line)
void register;

/** The step machine of a derived route, or null when the route has none (yet). */
export async function loadStepLogic(route: string): Promise<AnyStateMachine | null> {
  const loader = STEP_LOADERS[route];
  return loader ? loader() : null;
}

/** Routes that have a step machine (docs and tests). */
export const STEP_ROUTES = (): string[] => Object.keys(STEP_LOADERS);
