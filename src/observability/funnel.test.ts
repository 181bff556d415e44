import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { OnboardingSnapshot } from '../../machines/onboarding.selectors';
import type { AnalyticsEvent } from '../analytics';
import { createFunnel } from './funnel';

// Just what selectRoute reads: the state (never pre-registration or booting here) and the derivation.
const snapshot = (route: string | null, status: 'active' | 'done' = 'active') =>
  ({
    status,
    matches: () => false,
    context: { derivation: route ? { kind: 'route', route } : null },
  }) as unknown as OnboardingSnapshot;

const inspection = (systemId: string, snap: OnboardingSnapshot) =>
  ({
    type: '@xstate.snapshot',
    actorRef: { systemId },
    snapshot: snap,
    event: { type: 'x' },
  }) as unknown as InspectionEvent;

describe('the sign-up funnel', () => {
  it('tracks each step entered and completed as the derivation moves, and the last when sign-up ends', () => {
    const events: AnalyticsEvent[] = [];
    const inspect = createFunnel((e) => events.push(e), snapshot('/web/signup/create_account'));
    inspect(inspection('onboarding', snapshot('/web/signup/create_account')));
    inspect(inspection('onboarding', snapshot(null))); // syncing: no route, nothing happens
    inspect(inspection('onboarding', snapshot('/web/signup/email_verification')));
    inspect(inspection('session', snapshot('/elsewhere'))); // not the onboarding machine
    inspect(inspection('onboarding', snapshot('/web/signup/email_verification', 'done')));

    expect(events).toEqual([
      { name: 'sign_up_step_entered', properties: { step: '/web/signup/create_account' } },
      { name: 'sign_up_step_completed', properties: { step: '/web/signup/create_account' } },
      { name: 'sign_up_step_entered', properties: { step: '/web/signup/email_verification' } },
      { name: 'sign_up_step_completed', properties: { step: '/web/signup/email_verification' } },
    ]);
  });

  it('starts from nothing when the page is not a sign-up step', () => {
    const events: AnalyticsEvent[] = [];
    const inspect = createFunnel((e) => events.push(e), null);
    inspect(inspection('onboarding', snapshot('/signup/email')));
    expect(events).toEqual([
      { name: 'sign_up_step_entered', properties: { step: '/signup/email' } },
    ]);
  });
});
