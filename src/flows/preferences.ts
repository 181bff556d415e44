import type { RouteEntries } from './route-entries';

/** The flows of preferences (issue 13), by id: `defineFlow({ systemId, load, provide })`. */
export const PREFERENCES_FLOWS = {};

/** What each page of preferences (issue 13) does before it renders, by path (see RouteEntry). */
export const PREFERENCES_ROUTES: RouteEntries = {};
