import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type RouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import type { GenericSchema } from 'valibot';
import {
  isResumePending,
  selectCreateAccountRef,
  selectRoute,
} from '../machines/onboarding.selectors';
import { ALL_PATHS, ROUTE_OWNERS, type RoutePath } from '../machines/paths';
import {
  PRE_REGISTRATION_PAGES,
  PRE_REGISTRATION_ROUTES,
  type PreRegistrationPage,
} from '../machines/pre-registration';
import LoginScreen from '../screens/login/login';
import type { FirstScreenPath } from '../screens/screen-table';
import CreateAccountScreen from '../screens/signup/create-account';
import CreateAccountPageScreen from '../screens/signup/create-account-page';
import SignupEntryScreen from '../screens/signup/signup-entry';
import { importWithRetry } from './lazy-screen';
import { loadRouteEntries } from './patron-page-chunks';
import {
  ENTRY_SEARCH,
  parseSearch,
  ROUTE_SEARCH,
  type SearchPath,
  stringifySearch,
} from './route-search';
import type { RouterContext } from './router-context';
import { AppShell } from './shell/app-shell';
import { FatalErrorBanner, NotFoundPage } from './shell/page-errors';
import { isSignupFlowPath } from './signup-paths';

/**
 * The whole route tree (STYLE.md 4): every path of product.md 2.2 and 2.3 (machines/paths.ts),
 * each screen a lazy chunk loaded with retries. Sign-up paths are guarded: a deep link or a back
 * button that would skip the step the onboarding machine derived is redirected to it. The context
 * every route receives is src/router-context.ts.
 */
export type { RouterContext } from './router-context';

const lazy = (load: () => Promise<{ default: RouteComponent }>) =>
  lazyRouteComponent(() => importWithRetry(load));

/**
 * The first screen's routes; every other path goes to screens/screen-switch.tsx, one lazy chunk
 * that holds the table of the other screens (and the "not available yet" page).
 */
const SCREENS: Record<FirstScreenPath, RouteComponent> = {
  // The login page paints from the core too (issue 9 item 1): a patron's page sends a visitor
  // without a session there, and it needs no route entry.
  '/login': LoginScreen,
  '/signup': SignupEntryScreen,
  '/web/signup': SignupEntryScreen,
  '/web/signup/create_account': CreateAccountScreen,
  ...(Object.fromEntries(
    Object.values(PRE_REGISTRATION_ROUTES).map((path) => [
      path,
      CreateAccountPageScreen as RouteComponent,
    ]),
  ) as Record<(typeof PRE_REGISTRATION_ROUTES)[PreRegistrationPage], RouteComponent>),
};
const isFirstScreenPath = (path: RoutePath): path is FirstScreenPath =>
  Object.hasOwn(SCREENS, path);

const otherScreens = lazy(() => import('../screens/screen-switch'));

const MOBILE_PAGE_PATHS: Partial<Record<RoutePath, PreRegistrationPage>> = Object.fromEntries(
  PRE_REGISTRATION_PAGES.map((page) => [PRE_REGISTRATION_ROUTES[page], page]),
);

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: FatalErrorBanner,
  validateSearch: ENTRY_SEARCH,
});

const visited = new WeakSet<object>();

/** Keeps sign-up on the derived route; going back to an earlier create-account page is allowed. */
function guardSignup({ context, path }: { context: RouterContext; path: RoutePath }) {
  context.startOnboarding();
  const onboarding = context.actors.onboarding;
  // After email verification the account exists even when this tab never saw it created.
  if (path === '/continue_registration') onboarding.send({ type: 'registration.resume' });
  const snapshot = onboarding.getSnapshot();
  if (isResumePending(snapshot, path)) return;
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
    // Back or Forward between the create-account pages: the machine shows an earlier page, and a
    // later one once every page before it is done (QA 3 mobile L7); else the derived page stays.
    const createAccount = selectCreateAccountRef(snapshot);
    createAccount?.send({ type: 'page.visit', page });
    if (createAccount?.getSnapshot().context.page === page) return;
  }
  throw redirect({ to: route, replace: true });
}

// The type of each path's route, with its literal path and, for a path of ROUTE_SEARCH, its own
// search schema, so `to`, `redirect` and `Link` know every path and its parameters. Types only:
// never called, so the bundle keeps just `pathRoute` below.
const plainRouteType = <const P extends RoutePath>(path: P) =>
  createRoute({ getParentRoute: () => rootRoute, path });
const searchRouteType = <const P extends SearchPath>(path: P) =>
  createRoute({ getParentRoute: () => rootRoute, path, validateSearch: ROUTE_SEARCH[path] });
type PathRoute<P extends RoutePath> = P extends SearchPath
  ? ReturnType<typeof searchRouteType<P>>
  : ReturnType<typeof plainRouteType<P>>;

/**
 * One route per path: its screen, its query schema, and what runs before it renders: the guard
 * of a sign-up path, or for a page beyond the first screen its route entry (src/flows/
 * route-entries.ts, a lazy chunk, decision 013).
 */
const pathRoute = (path: RoutePath) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: isFirstScreenPath(path) ? SCREENS[path] : otherScreens,
    // The screen's chunk before the route renders, so it never suspends (screens/screen-switch).
    loader: isFirstScreenPath(path)
      ? undefined
      : () =>
          importWithRetry(() => import('../screens/screen-switch')).then((m) =>
            m.preloadScreen(path),
          ),
    validateSearch: (ROUTE_SEARCH as Partial<Record<RoutePath, GenericSchema>>)[path],
    beforeLoad: isFirstScreenPath(path)
      ? isSignupFlowPath(path)
        ? ({ context }) => guardSignup({ context, path })
        : undefined
      : ({ context, search, cause }) => {
          // Of the sign-up pages, only identity's run a flow of their own (issue 10); their entry
          // runs the guard, which the tab our partner returned to skips (QA 15). The resume's
          // entry holds a login owing its SMS code first (QA 17).
          if (
            isSignupFlowPath(path) &&
            ROUTE_OWNERS.get(path) !== 'identity' &&
            path !== '/continue_registration'
          )
            return guardSignup({ context, path });
          return importWithRetry(loadRouteEntries).then((m) =>
            m.enterRoute(
              context,
              path,
              search as Record<string, string | undefined>,
              cause === 'stay',
              guardSignup,
            ),
          );
        },
  });

const routes = ALL_PATHS.map(pathRoute) as unknown as PathRoute<RoutePath>[];

/**
 * The app's root and /web (product.md 2.1): outside the webview they open sign-up on the
 * layout's own path (the entry parameters were read at start-up, src/entry.ts); in the webview,
 * which opens named screens only, they are Page Not Found.
 */
const defaultSignupRoute = (path: '/' | '/web') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ context }) => {
      const { layout } = context.actors.onboarding.getSnapshot().context;
      if (layout === 'native') throw notFound();
      throw redirect({ to: layout === 'web' ? '/web/signup' : '/signup', replace: true });
    },
  });

const routeTree = rootRoute.addChildren([
  ...routes,
  defaultSignupRoute('/'),
  defaultSignupRoute('/web'),
]);

/** The app's router, with the actors in its context for guards; tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: false,
    // Raw strings in, raw strings out: no JSON parsing of query values (src/route-search.ts).
    parseSearch,
    stringifySearch,
  });
}

/** The app's router type: `to` is the union of the registered paths. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
