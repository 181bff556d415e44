import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { AnyActorRef } from 'xstate';
import { selectStepRef } from '../../machines/onboarding.selectors';
import { useActors } from '../../src/shell/actors';
import SignupEntryScreen from './signup-entry';

/**
 * Narrows the onboarding machine's child `step` to one step machine's ref (the selectors' `asXRef`
 * functions, built on stepRefOf): null when the child runs another machine, or none runs.
 */
export type StepNarrow<TRef extends AnyActorRef> = (
  ref: AnyActorRef | null | undefined,
) => TRef | null;

/**
 * This screen's step machine, or null until the onboarding machine runs it (loading, syncing)
 * and during a hand-over to the next step, when the router has not caught up yet.
 */
export function useStep<TRef extends AnyActorRef>(narrow: StepNarrow<TRef>): TRef | null {
  const { onboarding } = useActors();
  return narrow(useSelector(onboarding, selectStepRef));
}

/**
 * The entry of every sign-up step screen: finds the step's machine (useStep); until it runs, the
 * sign-up entry view stands in (loading, or the onboarding failure with its retry), so nothing is
 * typed into a form no machine listens to; then the step's view, remounted for each new run of
 * the machine so no local state outlives it. The view draws its page with StepPage.
 */
export function StepScreen<TRef extends AnyActorRef>({
  narrow,
  view: View,
}: {
  narrow: StepNarrow<TRef>;
  view: ComponentType<{ step: TRef }>;
}) {
  const step = useStep(narrow);
  if (!step) return <SignupEntryScreen />;
  return <View key={step.sessionId} step={step} />;
}
