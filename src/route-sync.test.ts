import type { RegisteredRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { onboardingMachine } from '../machines/onboarding.machine';
import type { PreRegistrationPage } from '../machines/pre-registration';
import { deferActor } from './deferred-actor';
import { onboardingFirstView } from './first-view';
import { syncRouterWithOnboarding } from './route-sync';

type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;

// The one place sign-up navigates: a new derived route moves a patron who is in the sign-up flow,
// and only them. The onboarding snapshots are the first view's (src/first-view.ts) on a phone,
// whose create-account pages are routes of their own.
function setUp(
  path: string,
  entry: { __TSR_index: number; signupFrom?: number } = { __TSR_index: 1 },
) {
  const navigate = vi.fn(async () => {});
  const go = vi.fn();
  const router = {
    state: { location: { pathname: path }, resolvedLocation: { pathname: path } },
    history: { location: { state: entry }, go },
    navigate,
  } as unknown as RegisteredRouter;
  let listener: (snapshot: ReturnType<OnboardingActor['getSnapshot']>) => void = () => {};
  const onboarding = {
    subscribe: (next: typeof listener) => {
      listener = next;
      return { unsubscribe: () => (listener = () => {}) };
    },
  } as unknown as OnboardingActor;
  const derive = (page: PreRegistrationPage) =>
    listener(
      deferActor<OnboardingActor>(
        onboardingFirstView(
          {
            layout: 'mobileWeb',
            brandName: 'Northstar',
            regionCode: 'US-NJ',
            restored: { preRegistrationPage: page },
          },
          () => ({}) as never,
        ),
      ).actor.getSnapshot(),
    );
  /** A snapshot of a sign-up whose account exists, on the server's step `route`. */
  /** `state`: where the machine is, as `matches` takes it (an object for a child state). */
  const deriveStep = (route: string, state: unknown = 'deciding') =>
    listener({
      matches: (asked: unknown) => JSON.stringify(asked) === JSON.stringify(state),
      context: { derivation: { kind: 'route', route } },
    } as unknown as ReturnType<OnboardingActor['getSnapshot']>);
  /** A resume (/continue_registration): the machine forgot its derivation and syncs again. */
  const resume = () =>
    listener({
      matches: (asked: unknown) => asked === 'syncing',
      context: { derivation: null },
    } as unknown as ReturnType<OnboardingActor['getSnapshot']>);
  const stop = syncRouterWithOnboarding(router, onboarding);
  return { navigate, go, derive, deriveStep, resume, stop };
}

describe('the route sync', () => {
  it('takes a patron in the sign-up flow to the route the machine derives', () => {
    const { navigate, derive } = setUp('/signup/email');
    derive('email');
    expect(navigate).not.toHaveBeenCalled();
    derive('username');
    expect(navigate).toHaveBeenCalledWith({
      to: '/signup/username',
      replace: false,
      state: { signupFrom: 1 },
    });
  });

  it('keeps in each create-account entry it pushes the entry those pages began on', () => {
    const { navigate, derive } = setUp('/signup/username', { __TSR_index: 4, signupFrom: 3 });
    derive('username');
    derive('password');
    expect(navigate).toHaveBeenCalledWith({
      to: '/signup/password',
      replace: false,
      state: { signupFrom: 3 },
    });
  });

  it("once a phone's account exists, goes back to its first create-account entry, which the guard replaces: Back leaves the sign-up (QA 5)", () => {
    const { navigate, go, deriveStep } = setUp('/signup/promo_code', {
      __TSR_index: 7,
      signupFrom: 3,
    });
    deriveStep('/signup/preferred_name');
    expect(go).toHaveBeenCalledWith(-4);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces the bare entry path, so Back does not return to it', () => {
    const { navigate, derive } = setUp('/signup');
    derive('email');
    expect(navigate).toHaveBeenCalledWith({ to: '/signup/email', replace: true });
  });

  it('replaces /continue_registration, which only leads on (QA 3 L11)', () => {
    const { navigate, deriveStep } = setUp('/continue_registration');
    deriveStep('/web/signup/pii');
    expect(navigate).toHaveBeenCalledWith({ to: '/web/signup/pii', replace: true });
  });

  // QA 14: Back from the pending-manual-KYC page to the document upload, whose flow ended on
  // /continue_registration once the document was done: the page waited on "Loading…".
  it('after a resume, leads on to the route it derives even when it is the one derived before', () => {
    const { navigate, deriveStep, resume } = setUp('/continue_registration');
    deriveStep('/web/signup/pending_manual_kyc');
    resume();
    deriveStep('/web/signup/pending_manual_kyc');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith({
      to: '/web/signup/pending_manual_kyc',
      replace: true,
    });
  });

  it('replaces a page of a sign-up whose account exists, which the guard would not show again', () => {
    const created = setUp('/web/signup/create_account');
    created.deriveStep('/web/signup/email_verification');
    expect(created.navigate).toHaveBeenCalledWith({
      to: '/web/signup/email_verification',
      replace: true,
    });
    const step = setUp('/web/signup/email_verification');
    step.deriveStep('/web/signup/pii');
    expect(step.navigate).toHaveBeenCalledWith({ to: '/web/signup/pii', replace: true });
    // A create-account entry with no earlier one to go back to is replaced as well.
    const first = setUp('/signup/promo_code', { __TSR_index: 3, signupFrom: 3 });
    first.deriveStep('/signup/preferred_name');
    expect(first.go).not.toHaveBeenCalled();
    expect(first.navigate).toHaveBeenCalledWith({ to: '/signup/preferred_name', replace: true });
  });

  it("goes to a step's page once the step's machine runs, not while it loads", () => {
    // The page left stays (the submitted form, busy) rather than the next page rendering a loading
    // view first and then itself (issue 17 item 2).
    const { navigate, deriveStep } = setUp('/web/signup/create_account');
    deriveStep('/web/signup/email_verification', { atStep: 'loadingStep' });
    expect(navigate).not.toHaveBeenCalled();
    deriveStep('/web/signup/email_verification', { atStep: 'running' });
    expect(navigate).toHaveBeenCalledWith({
      to: '/web/signup/email_verification',
      replace: true,
    });
  });

  it('leaves a patron outside the sign-up flow where they are, and stops when told', () => {
    const outside = setUp('/login');
    outside.derive('username');
    expect(outside.navigate).not.toHaveBeenCalled();

    const stopped = setUp('/signup/email');
    stopped.stop();
    stopped.derive('username');
    expect(stopped.navigate).not.toHaveBeenCalled();
  });
});
