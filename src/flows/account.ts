import type { RouteEntries } from './route-entries';

/** The flows of account pages and suspensions (issue 11), by id: `defineFlow({ systemId, load, provide })`. */
export const ACCOUNT_FLOWS = {};

/** What each page of account pages and suspensions (issue 11) does before it renders, by path (see RouteEntry). */
export const ACCOUNT_ROUTES: RouteEntries = {};
