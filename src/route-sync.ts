import type { RegisteredRouter as AppRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { flashMachine } from '../machines/flash.machine';
import type { onboardingMachine } from '../machines/onboarding.machine';
import { selectRoute } from '../machines/onboarding.selectors';
import type { RoutePath } from '../machines/paths';
import { isSignupFlowPath } from './signup-paths';

/**
 * The one place sign-up navigates (DESIGN.md): when the onboarding machine derives a new route
 * and the user is in the sign-up flow, go there. Also tells the flash actor about every location
 * change (flash messages clear on navigation, product.md 2.5).
 */
const isEntryPath = (path: string): boolean => /^(\/web)?\/signup\/?$/.test(path);

export function syncRouterWithOnboarding(
  router: AppRouter,
  onboarding: ActorRefFrom<typeof onboardingMachine>,
  flash: ActorRefFrom<typeof flashMachine>,
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
  // The page the patron is on: the last one resolved. A sync started again while a navigation is
  // under way (the session ending on a 401) must not count that unfinished page as a move, which
  // would clear the message raised for the page the session goes to (the inactivity message).
  const resolved = router.state.resolvedLocation ?? router.state.location;
  flash.send({ type: 'location.change', path: resolved.pathname });
  const unsubscribeRouter = router.subscribe('onResolved', ({ toLocation }) =>
    flash.send({ type: 'location.change', path: toLocation.pathname }),
  );
  return () => {
    subscription.unsubscribe();
    unsubscribeRouter();
  };
}
