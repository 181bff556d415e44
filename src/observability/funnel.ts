import type { InspectionEvent } from 'xstate';
import { type OnboardingSnapshot, selectRoute } from '../../machines/onboarding.selectors';
import type { AnalyticsEvent } from '../analytics';
import { systemIdOf } from './scrub';

/**
 * The sign-up funnel (issue 16 item 3): one `sign_up_step_entered` when the onboarding
 * derivation leads to a step, one `sign_up_step_completed` when it leaves that step (the server
 * moved the registration on) or sign-up ends. A user going back in the browser completes
 * nothing. Fed with the onboarding actor's inspection events, so a sign-up that restarts after a
 * logout is followed too; a page a transition passes through without showing is not a step.
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
  // The snapshot a transition settles on, not each one it passes: a sign-up resumed after a login
  // starts the machine on Create Your Account and leaves it at once, in the same task, for the
  // account's sync; that page never shows, so it is neither entered nor completed (QA 21).
  let latest: OnboardingSnapshot | null = null;
  return (inspection) => {
    if (inspection.type !== '@xstate.snapshot' || systemIdOf(inspection.actorRef) !== 'onboarding')
      return;
    const queued = latest !== null;
    latest = inspection.snapshot as OnboardingSnapshot;
    if (queued) return;
    queueMicrotask(() => {
      const settled = latest as OnboardingSnapshot;
      latest = null;
      follow(settled);
    });
  };
}
