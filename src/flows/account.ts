import { ALL_PATHS, isSuspendedPath } from '../../machines/paths';
import { loadConfig } from '../config';
import type { RouteEntries, RouteEntry } from './route-entries';

/** The flows of account pages and suspensions (issue 11), by id: `defineFlow({ systemId, load, provide })`. */
export const ACCOUNT_FLOWS = {};

/**
 * A suspended page tells the native wrapper (contract.md 7 `setSuspendedState`; product.md 4.5:
 * true only where the bridge supports it), so the app can lock its own screens too. Without a
 * native function the same-named message goes to an allowed parent frame, or nowhere.
 */
const reportSuspended: RouteEntry = async () => {
  const { callNative } = await import('../../bridge/native-calls');
  callNative(
    { allowedOrigins: loadConfig().config.allowedParentOrigins },
    'setSuspendedState',
    true,
  );
};

/** What each page of account pages and suspensions does before it renders, by path (see RouteEntry). */
export const ACCOUNT_ROUTES: RouteEntries = Object.fromEntries(
  ALL_PATHS.filter(isSuspendedPath).map((path) => [path, reportSuspended]),
);
