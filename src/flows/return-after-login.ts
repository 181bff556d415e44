import type { RoutePath } from '../../machines/paths';

/**
 * The patron's page a visitor was sent to login from (a patron-only page, decision 030): once
 * logged in, a finished account goes back there rather than to the authorize hand-off (QA 4).
 * Held in memory only, per app (keyed by its flow registry), and only a path the router knows
 * (never its query, which may carry a token): no open redirect.
 */
const waiting = new WeakMap<object, RoutePath>();

/** Remembers the page a visitor of this app was sent to login from. */
export function rememberReturn(app: object, path: RoutePath): void {
  waiting.set(app, path);
}

/** The page to return to after this login, once: taking it forgets it. */
export function takeReturn(app: object): RoutePath | null {
  const path = waiting.get(app) ?? null;
  waiting.delete(app);
  return path;
}
