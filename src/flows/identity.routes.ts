import type { RouteEntries } from './route-entry';

/** What each page of identity (issue 10) does before it renders, by path (see RouteEntry). */
export const IDENTITY_ROUTES: RouteEntries = {};
