import type { RegisteredRouter as AppRouter } from '@tanstack/react-router';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { onboardingMachine } from '../machines/onboarding.machine';
import { isResumePending, selectRoute } from '../machines/onboarding.selectors';
import type { RoutePath } from '../machines/paths';
import { isSignupFlowPath } from './signup-paths';

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

const isEntryPath = (path: string): boolean => /^(\/web)?\/signup\/?$/.test(path);

/**
 * Whether the page being left is one Back could never show again, so the next route replaces it
 * in the history (QA 3 L11: a resumed sign-up took three Backs to leave): the bare entry path,
 * /continue_registration (it only leads on), and any page of a sign-up whose account exists,
 * since from then on the guard (src/router.tsx `guardSignup`) sends every sign-up path but the
 * derived one straight back. Before the account exists, the create-account pages stay in the
 * history: Back walks them.
 */
const isDeadEnd = (path: string, snapshot: OnboardingSnapshot): boolean =>
  isEntryPath(path) || path === '/continue_registration' || !snapshot.matches('preRegistration');

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * The history entry a phone's create-account pages began on, kept in the state of each entry
     * they push (it survives a reload, as history state does). Once the account exists, every one
     * of those entries is a Back the guard would refuse (QA 5: four Backs that went nowhere).
     */
    signupFrom?: number;
  }
}

/** The entry the create-account pages began on, when it lies behind this one. */
const signupFromOf = (entry: { __TSR_index: number; signupFrom?: number }): number | undefined =>
  typeof entry.signupFrom === 'number' && entry.signupFrom < entry.__TSR_index
    ? entry.signupFrom
    : undefined;

/**
 * The one place sign-up navigates (DESIGN.md): when the onboarding machine derives a new route
 * and the user is in the sign-up flow, go there.
 */
export function syncRouterWithOnboarding(
  router: AppRouter,
  onboarding: ActorRefFrom<typeof onboardingMachine>,
): () => void {
  let lastRoute: RoutePath | null = null;
  const derivedRoutes = new Set<string>();
  const subscription = onboarding.subscribe((snapshot) => {
    const current = router.state.location.pathname;
    if (isResumePending(snapshot, current)) return;
    // The next step's machine is still loading: its page would render a busy view first and then
    // itself (two renders, each a layout); the page being left stays busy until the step runs.
    if (snapshot.matches({ atStep: 'loadingStep' })) return;
    const route = selectRoute(snapshot);
    // A resume forgets the derivation (an identity page's flow ended on /continue_registration):
    // the next one leads on, even to the route derived before it (QA 14: a patron who went Back
    // from the pending-manual-KYC page to the document upload waited on "Loading…").
    if (!route && !snapshot.matches('preRegistration')) lastRoute = null;
    if (!route || route === lastRoute) return;
    lastRoute = route;
    const inFlow = isSignupFlowPath(current) || derivedRoutes.has(current);
    derivedRoutes.add(route);
    if (current === route || !inFlow) return;
    const entry = router.history.location.state;
    const from = signupFromOf(entry);
    if (!snapshot.matches('preRegistration')) {
      // The account exists: go back to the first create-account entry, which the guard replaces
      // with this route, so that Back leaves the sign-up (decision 074).
      if (from !== undefined) router.history.go(from - entry.__TSR_index);
      else void router.navigate({ to: route, replace: true });
      return;
    }
    const replace = isDeadEnd(current, snapshot);
    void router.navigate(
      replace
        ? { to: route, replace }
        : { to: route, replace, state: { signupFrom: from ?? entry.__TSR_index } },
    );
  });
  return () => subscription.unsubscribe();
}
