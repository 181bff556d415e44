import { loadErrorMapping } from '../api/client';
import { paintsBeforeSessionCheck } from './signup-paths';

/** The session's chunk (the session and flash machines, decision 090): one loader for all. */
export const loadSessionChunk = () => import('./session-actor');

/** The route entries' chunk (decision 080): one loader for all. */
export const loadRouteEntries = () => import('./flows/route-entries');

/**
 * The chunks a page that paints only after the session check needs before its paint: the error
 * mapping (a visitor is answered 401, which it reads; decision 081), the session's chunk and the
 * route entries. src/main.tsx asks for them in its first task, before the config is read and the
 * check starts: on a phone's link they then arrive one round trip after the core, not after the
 * start-up's later tasks (decision 092). The loads that need them report a failure.
 */
export function warmPatronPageChunks(path: string): void {
  if (paintsBeforeSessionCheck(path)) return;
  loadErrorMapping().catch(() => {});
  loadSessionChunk().catch(() => {});
  loadRouteEntries().catch(() => {});
}
