import type { RegisteredRouter as AppRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { onboardingMachine } from '../machines/onboarding.machine';
import { selectRoute } from '../machines/onboarding.selectors';
import type { RoutePath } from '../machines/paths';
import { isSignupFlowPath } from './signup-paths';

const isEntryPath = (path: string): boolean => /^(\/web)?\/signup\/?$/.test(path);

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
    const route = selectRoute(snapshot);
    if (!route || route === lastRoute) return;
    lastRoute = route;
    const current = router.state.location.pathname;
    const inFlow = isSignupFlowPath(current) || derivedRoutes.has(current);
    derivedRoutes.add(route);
    if (current === route || !inFlow) return;
    void router.navigate({ to: route, replace: isEntryPath(current) });
  });
  return () => subscription.unsubscribe();
}
