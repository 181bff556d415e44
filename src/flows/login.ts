import type { RouteEntries } from './route-entries';

/** The flows of login, password and SMS security (issue 11), by id: `defineFlow({ systemId, load, provide })`. */
export const LOGIN_FLOWS = {};

/** What each page of login, password and SMS security (issue 11) does before it renders, by path (see RouteEntry). */
export const LOGIN_ROUTES: RouteEntries = {};
