import type { RegisteredRouter as AppRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { flashMachine } from '../machines/flash.machine';
import type { onboardingMachine } from '../machines/onboarding.machine';
import { selectRoute } from '../machines/onboarding.selectors';
import type { RoutePath } from '../machines/paths';

/**
 * The one place sign-up navigates (DESIGN.md): when the onboarding machine derives a new route
 * and the user is in the sign-up flow, go there. Also tells the flash actor about every location
 * change (flash messages clear on navigation, product.md 2.5).
 */
export const isSignupFlowPath = (path: string): boolean =>
  // /continue_registration resumes sign-up after email verification (product.md 2.3, 4.3).
  (/^(\/web)?\/signup(\/|$)/.test(path) && !SIGNUP_INFO_PAGES.has(path)) ||
  path === '/continue_registration';

/**
 * Sign-up pages no derivation leads to (a region where sign-up is disabled, a holding page):
 * they stand on their own, so neither the guard nor the route sync moves the user off them.
 */
const SIGNUP_INFO_PAGES = new Set<string>([
  '/signup/disabled',
  '/web/signup/disabled',
  '/signup/interstitial',
  // The failure routes of an identity capture (product.md 4.4), which no status leads to.
  '/web/signup/user_verification_error',
  '/signup/idv/failure',
]);

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
