import type { InspectionEvent } from 'xstate';
import { type OnboardingSnapshot, selectRoute } from '../../machines/onboarding.selectors';
import type { AnalyticsEvent } from '../analytics';
import { systemIdOf } from './scrub';

/**
 * The sign-up funnel (issue 16 item 3): one `sign_up_step_entered` when the onboarding
 * derivation leads to a step, one `sign_up_step_completed` when it leaves that step (the server
 * moved the registration on) or sign-up ends. A user going back in the browser completes
 * nothing. Fed with the onboarding actor's inspection events, so a sign-up that restarts after a
 * logout is followed too.
 */
export function createFunnel(
  track: (event: AnalyticsEvent) => void,
  initial: OnboardingSnapshot | null,
): (event: InspectionEvent) => void {
  let step: string | null = null;
  const follow = (snapshot: OnboardingSnapshot) => {
    const done = snapshot.status === 'done';
    const next = done ? null : selectRoute(snapshot);
    if (next === step || (next === null && !done)) return;
    if (step) track({ name: 'sign_up_step_completed', properties: { step } });
    step = next;
    if (step) track({ name: 'sign_up_step_entered', properties: { step } });
  };
  if (initial) follow(initial);
  return (inspection) => {
    if (inspection.type === '@xstate.snapshot' && systemIdOf(inspection.actorRef) === 'onboarding')
      follow(inspection.snapshot as OnboardingSnapshot);
  };
}
