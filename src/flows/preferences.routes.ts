import type { RouteEntries } from './route-entry';

/** What each page of preferences (issue 13) does before it renders, by path (see RouteEntry). */
export const PREFERENCES_ROUTES: RouteEntries = {};
