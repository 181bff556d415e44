import type { RoutePath } from '../../machines/paths';

/**
 * The patron's page a visitor was sent to login from (a patron-only page, decision 030): once
 * logged in, a finished account goes back there rather than to the authorize hand-off (QA 4).
 * Held in memory only, per app (keyed by its flow registry), and only a path the router knows
 * (never its query, which may carry a token): no open redirect.
 */
const waiting = new WeakMap<object, RoutePath>();
// The page whose entry is running, and the last one that let a patron in (requirePatron).
const entering = new WeakMap<object, RoutePath>();
const patronPage = new WeakMap<object, RoutePath>();

/** Remembers the page a visitor of this app was sent to login from. */
export function rememberReturn(app: object, path: RoutePath): void {
  waiting.set(app, path);
}

/** The route entries say which page's entry runs (src/flows/route-entries.ts). */
export function noteEntering(app: object, path: RoutePath): void {
  entering.set(app, path);
}

/** The page whose entry ran last: the page shown, once its entry let it render (QA 17). */
export function enteredPage(app: object): RoutePath | null {
  return entering.get(app) ?? null;
}

/** The running entry let a signed-in patron in: a page to come back to if the session ends on it. */
export function noteOnPatronPage(app: object): void {
  const path = entering.get(app);
  if (path) patronPage.set(app, path);
}

/**
 * The session ended (a 401) on `path`: when it is the patron's page the patron was let into, the
 * next login returns there, as it does for a visitor sent to login from it (QA 7: a limit saved
 * after the session had lapsed ended the visit on the hand-off). Answers whether it does: the
 * session actor keeps that page with the lapse's drafts, for a login after a reload (QA 17).
 */
export function sessionEndedOn(app: object, path: string): boolean {
  if (patronPage.get(app) !== path) return false;
  rememberReturn(app, path as RoutePath);
  return true;
}

/** The page to return to after this login, once: taking it forgets it. */
export function takeReturn(app: object): RoutePath | null {
  const path = waiting.get(app) ?? null;
  waiting.delete(app);
  return path;
}
