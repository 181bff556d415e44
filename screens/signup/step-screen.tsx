import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { AnyActorRef } from 'xstate';
import { selectMovingOn, selectStepRef } from '../../machines/onboarding.selectors';
import { useActors } from '../../src/shell/actors';
import { useSentPage } from './sent-page';
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
 *
 * Once the step has sent its page and ended, the view stays as it was sent, busy, until the next
 * page replaces it (useSentPage).
 */
export function StepScreen<TRef extends AnyActorRef>({
  narrow,
  view: View,
}: {
  narrow: StepNarrow<TRef>;
  view: ComponentType<{ step: TRef }>;
}) {
  const { onboarding } = useActors();
  const step = useStep(narrow);
  const sent = useSentPage(step, useSelector(onboarding, selectMovingOn));
  if (step) return <View key={step.sessionId} step={step} />;
  if (sent) return <View key={sent.sessionId} step={sent} />;
  return <SignupEntryScreen />;
}
