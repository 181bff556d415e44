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
  it('tracks each step entered and completed as the derivation moves, and the last when sign-up ends', async () => {
    const events: AnalyticsEvent[] = [];
    const inspect = createFunnel((e) => events.push(e), snapshot('/web/signup/create_account'));
    // Each transition settles (a task of its own) before the next.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    inspect(inspection('onboarding', snapshot('/web/signup/create_account')));
    await settle();
    inspect(inspection('onboarding', snapshot(null))); // syncing: no route, nothing happens
    await settle();
    inspect(inspection('onboarding', snapshot('/web/signup/email_verification')));
    inspect(inspection('session', snapshot('/elsewhere'))); // not the onboarding machine
    await settle();
    inspect(inspection('onboarding', snapshot('/web/signup/email_verification', 'done')));
    await settle();

    expect(events).toEqual([
      { name: 'sign_up_step_entered', properties: { step: '/web/signup/create_account' } },
      { name: 'sign_up_step_completed', properties: { step: '/web/signup/create_account' } },
      { name: 'sign_up_step_entered', properties: { step: '/web/signup/email_verification' } },
      { name: 'sign_up_step_completed', properties: { step: '/web/signup/email_verification' } },
    ]);
  });

  it('starts from nothing when the page is not a sign-up step', async () => {
    const events: AnalyticsEvent[] = [];
    const inspect = createFunnel((e) => events.push(e), null);
    inspect(inspection('onboarding', snapshot('/signup/email')));
    await Promise.resolve();
    expect(events).toEqual([
      { name: 'sign_up_step_entered', properties: { step: '/signup/email' } },
    ]);
  });

  it('counts no step for a page a transition passes through in the same task: a login resuming a finished account (QA 21)', async () => {
    const events: AnalyticsEvent[] = [];
    const inspect = createFunnel((e) => events.push(e), null);
    // The machine starts on Create Your Account, the login's resume moves it on at once to the
    // sync, which ends the sign-up.
    inspect(inspection('onboarding', snapshot('/web/signup/create_account')));
    inspect(inspection('onboarding', snapshot(null)));
    await Promise.resolve();
    inspect(inspection('onboarding', snapshot(null, 'done')));
    await Promise.resolve();
    expect(events).toEqual([]);
  });
});
