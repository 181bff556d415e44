import type { AnyStateMachine } from 'xstate';
import { STEP_ROUTES, type StepKey, type StepPlace } from './step-routes';

/**
 * The sign-up steps that run as the onboarding machine's child `step` (machines/step-contract.ts),
 * one descriptor each: its progress-bar slot and its web and app routes (machines/step-routes.ts,
 * kept apart so the modules the step machines import can read them without an import cycle), and
 * its machine, loaded on demand so no step's logic is in the first screen (decision 005). The step
 * registry, the progress bar's step paths, the route derivation's step key and the screen table
 * (screens/screen-table.ts) are all derived from these: a new step is one entry in each of the
 * two tables, one machine and one screen, and the compiler names whichever is missing.
 */

/** One sign-up step: where it shows on the bar, the routes it serves, and its machine. */
export interface StepDef extends StepPlace {
  /** Its machine, by a dynamic import. */
  readonly machine: () => Promise<AnyStateMachine>;
}

export const STEPS = {
  playYourWay: {
    ...STEP_ROUTES.playYourWay,
    machine: () => import('./play-your-way.machine').then((m) => m.playYourWayMachine),
  },
  emailVerification: {
    ...STEP_ROUTES.emailVerification,
    machine: () => import('./email-verification.machine').then((m) => m.emailVerificationMachine),
  },
  personalInfo: {
    ...STEP_ROUTES.personalInfo,
    machine: () => import('./personal-info.machine').then((m) => m.personalInfoMachine),
  },
  sms: { ...STEP_ROUTES.sms, machine: () => import('./sms.machine').then((m) => m.smsMachine) },
  initialLimits: {
    ...STEP_ROUTES.initialLimits,
    machine: () => import('./initial-limits.machine').then((m) => m.initialLimitsMachine),
  },
  policies: {
    ...STEP_ROUTES.policies,
    machine: () => import('./policies.machine').then((m) => m.policiesMachine),
  },
} as const satisfies Record<StepKey, StepDef>;
