import type { RouteEntries } from './route-entries';

/** The flows of identity (issue 10), by id: `defineFlow({ systemId, load, provide })`. */
export const IDENTITY_FLOWS = {};

/** What each page of identity (issue 10) does before it renders, by path (see RouteEntry). */
export const IDENTITY_ROUTES: RouteEntries = {};
