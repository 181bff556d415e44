import type { RouteEntries } from './route-entries';

/** The flows of responsible gaming (issue 12), by id: `defineFlow({ systemId, load, provide })`. */
export const RESPONSIBLE_GAMING_FLOWS = {};

/** What each page of responsible gaming (issue 12) does before it renders, by path (see RouteEntry). */
export const RESPONSIBLE_GAMING_ROUTES: RouteEntries = {};
