import type { RouteEntries } from './route-entry';

/** What each page of responsible gaming (issue 12) does before it renders, by path (see RouteEntry). */
export const RESPONSIBLE_GAMING_ROUTES: RouteEntries = {};
