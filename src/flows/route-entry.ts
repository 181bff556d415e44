import type { RoutePath } from '../../machines/paths';
import type { RouterContext } from '../router-context';

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
  /**
   * The page is the one already shown (the router's `cause: 'stay'`): a navigation to its own
   * path, or a Back or Forward that a sign-up guard bounced back to it.
   */
  staying: boolean,
) => unknown; // nothing, or a promise the router waits for (what it answers is not read)

/** A capability's route entries, by path. */
export type RouteEntries = Partial<Record<RoutePath, RouteEntry>>;
