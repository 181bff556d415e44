import { redirect } from '@tanstack/react-router';
import { getRequestContext } from '../../api/request-context';
import type { RouterContext } from '../router-context';
import type { PREFERENCES_FLOWS } from './preferences';
import { requireOwedPin } from './require-patron';
import { noteOnPatronPage } from './return-after-login';
import type { RouteEntries, RouteEntry } from './route-entry';

type PreferencesFlow = keyof typeof PREFERENCES_FLOWS;

const PAGES = {
  userPreferences: '/user_preferences',
  emailPreferences: '/user_preferences/email',
} as const satisfies Record<PreferencesFlow, string>;

/** The runs started from a link in this visit, before the redirect that drops the token. */
const startedFromLink = new WeakSet<object>();

/**
 * The link token a running preference flow holds, so that the patron who came from an email link
 * may move between the two preference pages (the token lives in memory only, decision 035).
 */
const heldToken = (context: RouterContext): string | null =>
  context.flows.get('emailPreferences')?.getSnapshot().context.token ??
  context.flows.get('userPreferences')?.getSnapshot().context.token ??
  null;

const start = (context: RouterContext, id: PreferencesFlow, token: string | null) =>
  id === 'userPreferences'
    ? context.flows.restart(id, { token, region: getRequestContext().regionCode || null })
    : context.flows.restart(id, { token });

/**
 * A preference page (product.md 2.3, 6): a link's `token` starts a new run of the page's flow and
 * leaves the address bar before the page renders (a `replace` redirect to the bare path, as the
 * password reset link does), kept in the flow's memory only. The visit that redirect makes keeps
 * that run; any other visit starts afresh (read again), with the token a preference flow of this
 * tab already holds, else the session.
 */
const preferencesPage =
  (id: PreferencesFlow): RouteEntry =>
  async (context, search) => {
    const token = search.token;
    if (token) {
      startedFromLink.add(await start(context, id, token));
      throw redirect({ to: PAGES[id], replace: true });
    }
    const running = context.flows.get(id);
    if (running && startedFromLink.delete(running)) return;
    const held = heldToken(context);
    // The session's own page: not before a login's SMS code (decision 041, QA 6).
    if (!held) await requireOwedPin(context);
    // With the session, a save that answers 401 is a session lapsed on this page: the login it
    // leads to comes back here (decision 078; decision 035, QA 13). A visitor without a session
    // saves nothing here (the read's 401 shows the link message), so no wait for the check.
    if (!held) noteOnPatronPage(context.flows);
    await start(context, id, held);
  };

/** What each page of preferences (issue 13) does before it renders, by path (see RouteEntry). */
export const PREFERENCES_ROUTES: RouteEntries = {
  '/user_preferences': preferencesPage('userPreferences'),
  '/user_preferences/email': preferencesPage('emailPreferences'),
};
