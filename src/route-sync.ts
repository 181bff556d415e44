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
    const route = selectRoute(snapshot);
    if (!route || route === lastRoute) return;
    lastRoute = route;
    const inFlow = isSignupFlowPath(current) || derivedRoutes.has(current);
    derivedRoutes.add(route);
    if (current === route || !inFlow) return;
    void router.navigate({ to: route, replace: isDeadEnd(current, snapshot) });
  });
  return () => subscription.unsubscribe();
}
