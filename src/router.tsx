import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { selectCreateAccountRef, selectRoute } from '../machines/onboarding.selectors';
import { ALL_PATHS } from '../machines/paths';
import {
  PRE_REGISTRATION_PAGES,
  PRE_REGISTRATION_ROUTES,
  type PreRegistrationPage,
} from '../machines/pre-registration';
import SignupEntryScreen from '../screens/signup/signup-entry';
import { importWithRetry } from './lazy-screen';
import { isSignupFlowPath } from './route-sync';
import type { AppActors } from './shell/actors';
import { AppShell } from './shell/app-shell';
import { FatalErrorBanner, NotFoundPage } from './shell/page-errors';

/**
 * The whole route tree (STYLE.md 4): every path of product.md 2.2 and 2.3 (machines/paths.ts),
 * each screen a lazy chunk loaded with retries. Sign-up paths are guarded: a deep link or a back
 * button that would skip the step the onboarding machine derived is redirected to it.
 */
export interface RouterContext {
  actors: AppActors;
  /** Starts the onboarding actor on the first visit to a sign-up path. */
  startOnboarding: () => void;
}

const lazy = (load: () => Promise<{ default: RouteComponent }>) =>
  lazyRouteComponent(() => importWithRetry(load));

const createAccountPage = lazy(() => import('../screens/signup/create-account-page'));

/**
 * The first screen's routes; every other path goes to screens/screen-switch.tsx, one lazy chunk
 * that holds the table of the other screens (and the "not available yet" page).
 */
const SCREENS: Record<string, RouteComponent> = {
  '/signup': SignupEntryScreen,
  '/web/signup': SignupEntryScreen,
  '/web/signup/create_account': lazy(() => import('../screens/signup/create-account')),
  ...Object.fromEntries(
    Object.values(PRE_REGISTRATION_ROUTES).map((path) => [path, createAccountPage]),
  ),
};

const otherScreens = lazy(() => import('../screens/screen-switch'));

const MOBILE_PAGE_PATHS: Record<string, PreRegistrationPage> = Object.fromEntries(
  PRE_REGISTRATION_PAGES.map((page) => [PRE_REGISTRATION_ROUTES[page], page]),
);

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: FatalErrorBanner,
});

const visited = new WeakSet<object>();

/** Keeps sign-up on the derived route; going back to an earlier create-account page is allowed. */
function guardSignup({ context, path }: { context: RouterContext; path: string }) {
  context.startOnboarding();
  const onboarding = context.actors.onboarding;
  // After email verification the account exists even when this tab never saw it created.
  if (path === '/continue_registration') onboarding.send({ type: 'registration.resume' });
  const snapshot = onboarding.getSnapshot();
  const route = selectRoute(snapshot);
  // The first sign-up path of a page load is where the browser (re)opened, not a Back press: a
  // restored create-account page wins over it.
  const backPress = visited.has(onboarding);
  visited.add(onboarding);
  if (!route || route === path) return;
  const page = MOBILE_PAGE_PATHS[path];
  if (
    backPress &&
    snapshot.matches('preRegistration') &&
    page &&
    snapshot.context.layout !== 'web'
  ) {
    const wanted = PRE_REGISTRATION_PAGES.indexOf(page);
    if (wanted <= PRE_REGISTRATION_PAGES.indexOf(snapshot.context.preRegistrationPage)) {
      selectCreateAccountRef(snapshot)?.send({ type: 'page.visit', page });
      return;
    }
  }
  throw redirect({ to: route, replace: true });
}

const routes = ALL_PATHS.map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: SCREENS[path] ?? otherScreens,
    beforeLoad: isSignupFlowPath(path)
      ? ({ context }) => guardSignup({ context, path })
      : undefined,
  }),
);

const routeTree = rootRoute.addChildren(routes);

/** The app's router, with the actors in its context for guards; tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
