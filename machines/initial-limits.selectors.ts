import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { initialLimitsMachine } from './initial-limits.machine';
import { stepRefOf } from './step-contract';

/** Read-only views of the Set Your Limits step for its screen (STYLE.md 3). */
export type InitialLimitsSnapshot = SnapshotFrom<typeof initialLimitsMachine>;
export type InitialLimitsRef = ActorRefFrom<typeof initialLimitsMachine>;

/** The onboarding machine's child `step` when it runs this machine, else null (another step, or none yet). */
export const asInitialLimitsRef = (ref: AnyActorRef | null | undefined) =>
  stepRefOf<InitialLimitsRef>(ref, 'initialLimits');

export const selectDraft = (s: InitialLimitsSnapshot) => s.context.draft;
export const selectCurrency = (s: InitialLimitsSnapshot) => s.context.currency;
export const selectFieldErrors = (s: InitialLimitsSnapshot) => s.context.fieldErrors;
export const selectError = (s: InitialLimitsSnapshot) => s.context.error;
export const selectIsSubmitting = (s: InitialLimitsSnapshot) => s.hasTag('submitting');
