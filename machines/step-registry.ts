import type { AnyStateMachine } from 'xstate';
import { type StepKey, stepKeyOf } from './step-routes';
import { STEPS } from './steps';

/**
 * Which machine runs each sign-up step route: read from the STEPS table (machines/steps.ts), each
 * machine loaded on demand so no step's logic sits in the first screen's bundle (decision 005). A
 * derived route that no step serves has no step machine yet: its screen says so, and the
 * onboarding machine waits at the step.
 */

/** The machine of a step. */
export const loadStep = (key: StepKey): Promise<AnyStateMachine> => STEPS[key].machine();

/**
 * The machine of a sign-up page that is no step of the STEPS table: the manual-PII pages (issue
 * 10 item 4), one machine walked with `step.route`, whose routes are kept out of the first screen
 * (decision 045: STEP_ROUTES is in it, and the bar counts them as Identity Check anyway).
 */
async function pageStepLogic(route: string): Promise<AnyStateMachine | null> {
  const { pageOfRoute } = await import('./manual-pii-form');
  if (!pageOfRoute(route)) return null;
  return (await import('./manual-pii.machine')).manualPiiMachine;
}

/** The step machine of a derived route, or null when the route has none (yet). */
export async function loadStepLogic(route: string): Promise<AnyStateMachine | null> {
  const key = stepKeyOf(route);
  return key ? loadStep(key) : pageStepLogic(route);
}
