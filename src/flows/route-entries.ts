import type { RoutePath } from '../../machines/paths';
import type { RouterContext } from '../router-context';
import { ACCOUNT_ROUTES } from './account';
import { IDENTITY_ROUTES } from './identity';
import { LOGIN_ROUTES } from './login';
import { PREFERENCES_ROUTES } from './preferences';
import { RESPONSIBLE_GAMING_ROUTES } from './responsible-gaming';
import { SIGNUP_ROUTES } from './signup';

/**
 * What a page beyond the first screen does before it renders (decision 013): usually it enters its
 * flow (`enterFlow`), may move a token out of the address bar, or send a patron who may not be
 * there elsewhere (a `redirect`). The router runs it from every such route's `beforeLoad`, loading
 * this module (a lazy chunk) first, so no capability's wiring weighs on the first screen.
 */
export type RouteEntry = (
  context: RouterContext,
  /** The route's validated query: the entry parameters and the route's own (src/route-search.ts). */
  search: Readonly<Record<string, string | undefined>>,
) => void | Promise<void>;

/** A capability's route entries, by path. */
export type RouteEntries = Partial<Record<RoutePath, RouteEntry>>;

const ROUTE_ENTRIES: RouteEntries = {
  ...SIGNUP_ROUTES,
  ...IDENTITY_ROUTES,
  ...LOGIN_ROUTES,
  ...ACCOUNT_ROUTES,
  ...RESPONSIBLE_GAMING_ROUTES,
  ...PREFERENCES_ROUTES,
};

/** Runs the entry of a path, when it has one. */
export function enterRoute(
  context: RouterContext,
  path: RoutePath,
  search: Readonly<Record<string, string | undefined>>,
): void | Promise<void> {
  return ROUTE_ENTRIES[path]?.(context, search);
}
