import type { RegisteredRouter } from '@tanstack/react-router';
import { type ActorRefFrom, createActor } from 'xstate';
import { flashMachine } from '../machines/flash.machine';
import type { onboardingMachine } from '../machines/onboarding.machine';
import { syncRouterWithOnboarding } from './route-sync';
import { isSignupFlowPath } from './signup-paths';

describe('which paths belong to the sign-up flow', () => {
  it('counts the sign-up entries and every path under them, on both route sets', () => {
    for (const path of [
      '/signup',
      '/signup/',
      '/signup/email_verification',
      '/web/signup',
      '/web/signup/create_account',
    ])
      expect(isSignupFlowPath(path)).toBe(true);
  });

  it('counts /continue_registration, which resumes sign-up after email verification', () => {
    expect(isSignupFlowPath('/continue_registration')).toBe(true);
  });

  it('leaves the stand-alone sign-up pages alone (disabled, interstitial)', () => {
    for (const path of ['/signup/disabled', '/web/signup/disabled', '/signup/interstitial'])
      expect(isSignupFlowPath(path)).toBe(false);
  });

  it('leaves every other page alone', () => {
    for (const path of [
      '/login',
      '/signups',
      '/web/login/policies',
      '/email_verification',
      '/email_verification/success',
      '/continue_registration/extra',
    ])
      expect(isSignupFlowPath(path)).toBe(false);
  });
});

describe('the flash messages while the sync starts again', () => {
  /** A router whose navigation to `pending` is under way, `resolved` the page still shown. */
  const routerBetween = (resolved: string, pending: string) =>
    ({
      state: { location: { pathname: pending }, resolvedLocation: { pathname: resolved } },
      subscribe: () => () => {},
      navigate: async () => {},
    }) as unknown as RegisteredRouter;
  const onboarding = {
    subscribe: () => ({ unsubscribe: () => {} }),
  } as unknown as ActorRefFrom<typeof onboardingMachine>;

  it('keeps the message raised for the next page when a navigation is still under way', () => {
    // A 401 on the name page while the address page loads: the session raises the inactivity
    // message for /login, ends the sign-up (which starts the sync again), then goes to login.
    const flash = createActor(flashMachine).start();
    flash.send({ type: 'location.change', path: '/web/signup/name' });
    flash.send({ type: 'flash.show', kind: 'danger', text: 'Logged out', route: '/login' });

    syncRouterWithOnboarding(
      routerBetween('/web/signup/name', '/web/signup/address'),
      onboarding,
      flash,
    );
    flash.send({ type: 'location.change', path: '/login' });

    expect(flash.getSnapshot().context.messages).toEqual([
      expect.objectContaining({ text: 'Logged out', route: null }),
    ]);
  });
});
