import { redirect } from '@tanstack/react-router';
import { network as networkCopy } from '../../copy/spec/network';
import type { RoutePath } from '../../machines/paths';
import type { Layout } from '../../machines/route-derivation';
import { enterFlow } from '../flow-navigation';
import { pinOwedMark } from '../hand-off-mode';
import { readSessionDraft, writeSessionDraft } from '../session-draft';
import { requirePatron } from './require-patron';
import { takeReturn } from './return-after-login';
import type { RouteEntries, RouteEntry } from './route-entry';

// The reset links' flags (session storage, never a token) live here, not in src/session-draft.ts:
// that module is in the first screen (decision 080), and only these lazy pages read them.
/** Set when a password reset link was opened in this tab. */
const RESET_LINK_OPENED = 'reset-link:opened';
/** Set when the last reset link opened in this tab changed the password; a new link clears it. */
const RESET_LINK_USED = 'reset-link:used';
/** Set when the server refused the last reset link opened in this tab; a new link clears it. */
const RESET_LINK_REFUSED = 'reset-link:refused';

/**
 * A reset link was opened in this tab (a flag, never the token): a reload of its page, which does
 * not keep the token, then asks for the link again instead of calling it expired (QA 4).
 */
const noteResetLinkOpened = () => {
  writeSessionDraft(RESET_LINK_OPENED, '1');
  writeSessionDraft(RESET_LINK_USED, '');
  writeSessionDraft(RESET_LINK_REFUSED, '');
};
/**
 * A visit without a token in a tab that opened a link the server has neither refused nor taken: a
 * reload lost it. A link that changed the password cannot be opened again to any effect.
 */
const linkNotKept = () =>
  readSessionDraft(RESET_LINK_OPENED) !== '' &&
  readSessionDraft(RESET_LINK_REFUSED) === '' &&
  readSessionDraft(RESET_LINK_USED) === '';

const RESET_DONE_PAGE = '/sms/reset_password_done';
const RESET_EXPIRED_PAGE = '/password_reset_link_expired';

/**
 * The page a finished run named. Read here rather than with flow-navigation's `routeOfOutput`:
 * that module is in the first screen, and one more of its exports used by a lazy chunk would
 * weigh on it (decision 005).
 */
const endedOn = (run: { getSnapshot(): unknown } | undefined): unknown => {
  const snapshot = run?.getSnapshot() as { status?: string; output?: { route?: unknown } };
  return snapshot?.status === 'done' ? snapshot.output?.route : null;
};

/** A reset run with its link's token in memory: its link's page is still open in this document. */
const holdsToken = (run: { getSnapshot(): unknown } | undefined): boolean =>
  Boolean((run?.getSnapshot() as { context?: { token?: unknown } } | undefined)?.context?.token);

/** The done page notes a reset that reached it (either reset flow ended there). */
const donePage: RouteEntry = (context) => {
  const reached = (['passwordReset', 'smsPasswordReset'] as const).some(
    (id) => endedOn(context.flows.get(id)) === RESET_DONE_PAGE,
  );
  if (reached) writeSessionDraft(RESET_LINK_USED, '1');
};

/**
 * A page of the link just used, visited again (Back, a reload): the done page again, never the
 * expired link's error for a token that has just done its work (QA 6). Not the link-expired page:
 * the used link's own page gave way to the done page in the history (flow outputs replace), so a
 * link-expired entry met later is another link's, and stays what it was (QA 10).
 */
const afterLinkUsed: RouteEntry = () => {
  if (readSessionDraft(RESET_LINK_USED) !== '')
    throw redirect({ to: RESET_DONE_PAGE, replace: true });
};

// The password pages' words load with them, not with every page's route entries (their chunk is
// held to a screen's 8 KB).
const passwordCopy = () => import('../../copy/ours/password').then((m) => m.passwordReset);
const passwordRules = () =>
  passwordCopy().then((copy) => ({
    tooShort: copy.passwordTooShort,
    differ: copy.passwordsDiffer,
  }));

/**
 * The link-expired page says why it was reached, and says it again in a document where no run
 * reached it (Back then Forward, a reload of the page: QA res 2a). A run that reached it with its
 * link's token was refused by the server: the tab notes it (a flag, never the token). A run of this
 * document that still holds its token (a link opened after this entry's, QA 10) means this is an
 * earlier entry of the history, not its reload: the page stays "expired", and that run stays for
 * Forward. Otherwise a run without a token decides the words: the link asked for again when the
 * tab opened a link the server never refused nor took, else the expired link.
 */
const expiredPage: RouteEntry = async (context) => {
  const runs = (['passwordReset', 'smsPasswordReset'] as const).map((id) => context.flows.get(id));
  const reached = runs.filter((run) => run !== undefined && endedOn(run) === RESET_EXPIRED_PAGE);
  if (reached.length === 0) {
    if (runs.some(holdsToken)) return;
    await context.flows.restart('passwordReset', {
      token: null,
      rules: await passwordRules(),
      linkNotKept: linkNotKept(),
    });
    return;
  }
  // In a tab that opened a link, only a run that had the token is handed no linkNotKept.
  const refused = reached.some((run) => run?.getSnapshot().context.linkNotKept !== true);
  if (refused && readSessionDraft(RESET_LINK_OPENED) !== '')
    writeSessionDraft(RESET_LINK_REFUSED, '1');
};

/** Each visit to the request page starts over (after an expired link, a new request). */
const requestPage: RouteEntry = async (context) => {
  const { emailRequired } = await passwordCopy();
  await context.flows.restart('passwordResetRequest', { emailRequired });
};

/**
 * The welcome pages speak to a logged-in patron: one left behind in the history after a logout
 * goes to login with no error (decision 068), never to a page whose button then fails with the
 * inactivity message (QA 4).
 */
const welcomePage: RouteEntry = (context) =>
  requirePatron(context, networkCopy.loggedOutInactivity);

/** The welcome-back runs that decided on a welcome page, once that page has shown them. */
const shown = new WeakSet<object>();

/**
 * A welcome page says what the login answer said (decision 040). Reached from the welcome-back
 * page, that answer is fresh: the page shows it. Opened any other way (a link, the history, a
 * reload), the answer is read again, and the patron goes on where it says when the page's message
 * no longer applies: a finished account is not told it is unfinished (QA 6).
 */
const welcomeMessage =
  (page: RoutePath, layout: Layout): RouteEntry =>
  async (context) => {
    await welcomePage(context, {}, false);
    const decided = context.flows.get('postLogin');
    if (decided && endedOn(decided) === page && !shown.has(decided)) {
      shown.add(decided);
      return;
    }
    await context.flows.restart('postLogin', { layout, page });
  };

/** The welcome-back page reads the login answer afresh on each visit (decision 040). */
const welcomeBack =
  (layout: Layout): RouteEntry =>
  async (context) => {
    await welcomePage(context, {}, false);
    // A finished account goes back to the patron's page it was sent to login from (QA 4).
    await context.flows.restart('postLogin', { layout, returnTo: takeReturn(context.flows) });
  };

/**
 * The owed policies are read afresh on each visit (accepted elsewhere meanwhile: nothing owed).
 * A patron's page: signed out, the list would be every current policy, so the visitor goes to
 * login first (the responsible-gaming pages' rule, decision 030).
 */
const policiesPage: RouteEntry = async (context) => {
  await requirePatron(context, networkCopy.loggedOutInactivity);
  await context.flows.restart('loginPolicies', {});
};

/**
 * Each visit to the SMS code page of a login starts the flow afresh; nothing is sent until asked.
 * After a reload it returns to the code form when a code already went out in this tab (the flow's
 * draft, src/flows/login.ts).
 */
const pinRequired =
  (layout: Layout): RouteEntry =>
  async (context) => {
    await requirePatron(context, networkCopy.loggedOutInactivity, { pinOwedAllowed: true });
    const actor = await context.flows.restart('pinRequired', {
      mode: 'login',
      layout,
      token: null,
      rules: await passwordRules(),
    });
    // The code accepted, the login goes on: the session is whole (decision 041).
    // The mark is forgotten here too: a tab signed in before another tab's login owed its code
    // was held by the browser's mark alone, and its session machine has nothing to leave (QA 17).
    actor.on('session.pinVerified', () => {
      pinOwedMark.forget();
      context.actors.session.send({ type: 'pin.verified' });
    });
  };

/**
 * The reset link of an account with two-step verification: like the plain reset link, the token
 * leaves the address bar before the page renders and lives in the flow's memory only.
 */
const smsResetLink =
  (path: '/sms/reset_password' | '/web/sms/reset_password', layout: Layout): RouteEntry =>
  async (context, search) => {
    const token = search.password_reset_token;
    const rules = await passwordRules();
    if (token !== undefined) {
      noteResetLinkOpened();
      void context.flows.restart('smsPasswordReset', { mode: 'reset', layout, token, rules });
      throw redirect({ to: path, replace: true });
    }
    await afterLinkUsed(context, search, false);
    return enterFlow(context, 'smsPasswordReset', {
      mode: 'reset',
      layout,
      token: null,
      rules,
      linkNotKept: linkNotKept(),
    });
  };

/** What each page of login, password and SMS security does before it renders, by path. */
export const LOGIN_ROUTES: RouteEntries = {
  '/login/welcome': welcomeMessage('/login/welcome', 'mobileWeb'),
  '/web/welcome': welcomeMessage('/web/welcome', 'web'),
  '/login/welcome_policies': welcomeMessage('/login/welcome_policies', 'mobileWeb'),
  '/web/welcome_policies': welcomeMessage('/web/welcome_policies', 'web'),
  '/login/welcome_back': welcomeBack('mobileWeb'),
  '/web/welcome_back': welcomeBack('web'),
  '/login/policies': policiesPage,
  // Read afresh on each visit, as the welcome-back page (decision 040).
  '/login/email_verification': async (context) => {
    await requirePatron(context, networkCopy.loggedOutInactivity);
    await context.flows.restart('loginEmailVerification', { layout: 'mobileWeb' });
  },
  '/sms/pin_required': pinRequired('mobileWeb'),
  '/web/sms/pin_required': pinRequired('web'),
  '/sms/reset_password': smsResetLink('/sms/reset_password', 'mobileWeb'),
  '/web/sms/reset_password': smsResetLink('/web/sms/reset_password', 'web'),
  '/web/login/policies': policiesPage,
  '/password_reset_request': requestPage,
  '/password_reset_link_expired': expiredPage,
  '/sms/reset_password_done': donePage,
  '/web/password_reset_request': requestPage,
  /**
   * The reset link: a new run of the flow with the token, and the token leaves the address bar
   * before the page renders (issue 11 item 4), kept in the flow's memory only. Without a token
   * (after that redirect, or a bare visit) the running flow is entered, or one that goes to the
   * link-expired page.
   */
  '/user/change_password/password': async (context, search) => {
    const token = search.password_reset_token;
    const rules = await passwordRules();
    if (token !== undefined) {
      noteResetLinkOpened();
      void context.flows.restart('passwordReset', { token, rules });
      throw redirect({ to: '/user/change_password/password', replace: true });
    }
    await afterLinkUsed(context, search, false);
    return enterFlow(context, 'passwordReset', {
      token: null,
      rules,
      linkNotKept: linkNotKept(),
    });
  },
};
