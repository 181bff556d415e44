import { redirect } from '@tanstack/react-router';
import { pinOwedSignup } from '../../copy/ours/session';
import { pinRequiredRoute } from '../../machines/after-login';
import { suspendedPageOf } from '../../machines/session.machine';
import { pinOwedMark, pinOwedSignupMark } from '../hand-off-mode';
import { importWithRetry } from '../lazy-screen';
import type { RouterContext } from '../router-context';
import type { SessionActor } from '../shell/actors';
import { noteOnPatronPage } from './return-after-login';

/**
 * Only a logged-in patron reaches a responsible-gaming page (product.md 6; issue 12 item 6), nor
 * the account, identity and login pages that call it. The entry waits for the session machine's
 * start-up check; a signed-out visitor goes to login with the catalogue's message for the action
 * (contract.md 8: the cool-off and self-exclusion ones, else the inactivity one). A 401 later,
 * from any call of the page, goes through the session machine like every other (api/client.ts's
 * auth-failure port). Decision 030. Its own module, so a login page's entry does not load the
 * responsible-gaming entries. It answers the settled session, for an entry that reads it further.
 */
export async function requirePatron(
  context: RouterContext,
  message: string,
  { pinOwedAllowed = false }: { pinOwedAllowed?: boolean } = {},
): Promise<SessionSnapshot> {
  let settled = await whileWaitShown(context, settledSessionOf(context));
  // A check that failed for another reason than a 401 or 403 (a 5xx, a timeout) knows nothing of
  // the session: the page says so, and Try again asks again and goes on with the answer, rather
  // than login with the inactivity message, which belongs to a 401 (contract.md 8; QA 14).
  while (settled.matches({ signedOut: 'checkFailed' })) {
    // Its own chunk: every patron page's entry loads this module, and the failure is rare.
    const { showSessionCheckFailed } = await importWithRetry(
      () => import('./session-check-failed'),
    );
    const view = showSessionCheckFailed(settled.context.checkFailure, context.actors.brand);
    await view.retried;
    context.actors.session.send({ type: 'check.retry' });
    settled = await settledSessionOf(context);
    view.close();
  }
  if (!pinOwedAllowed) sendOwedPinToItsPage(settled);
  else sayWhySentHere(context, settled);
  if (settled.matches('signedIn')) {
    sendSuspendedToItsPage(settled);
    noteOnPatronPage(context.flows);
    return settled;
  }
  // A page left behind in the history after the patron's own logout (a cool-off, a closure, a
  // self-exclusion, the header's Log out) is no refused action: login, with no error (decision 068).
  if (!settled.matches({ signedOut: 'byPatron' }))
    context.actors.flash.send({
      type: 'flash.show',
      kind: 'danger',
      text: message,
      route: '/login',
    });
  throw redirect({ to: '/login', replace: true });
}

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

/** How long a first load's check may take before the page frame says it is loading. */
const WAIT_SHOWN_AFTER_MS = 400;

/**
 * A first load whose start-up check is slow (it may hang up to its 5 s timeout) shows the page
 * frame with Loading… until the check answers, not a blank page (QA 15). A quick answer loads
 * nothing more.
 */
async function whileWaitShown<T>(context: RouterContext, wait: Promise<T>): Promise<T> {
  let settled = false;
  let remove = () => {};
  const timer = setTimeout(() => {
    importWithRetry(() => import('./session-check-failed')).then(
      ({ showSessionWait }) => {
        if (!settled) remove = showSessionWait(context.actors.brand);
      },
      // importWithRetry reports a chunk that never loads; the page then waits as before.
      () => {},
    );
  }, WAIT_SHOWN_AFTER_MS);
  try {
    return await wait;
  } finally {
    settled = true;
    clearTimeout(timer);
    remove();
  }
}

const settledSessionOf = async (context: RouterContext): Promise<SessionSnapshot> => {
  // The page paints only once the check is done: the session machine cannot wait for a paint.
  // Only the session starts now; the rest of the after-paint work still waits for the paint.
  context.actors.session.startNow();
  return settledSession(await context.actors.session.whenReady);
};

/**
 * A login that owes its SMS code reaches only the code page (decision 041): this tab's, or
 * another tab's, whose login gave every tab its session cookie and the browser its mark (QA 17).
 */
function sendOwedPinToItsPage(settled: SessionSnapshot): void {
  if (
    settled.matches({ signedIn: 'pinOwed' }) ||
    (settled.matches('signedIn') && pinOwedMark.isSet())
  )
    throw redirect({ to: pinRequiredRoute(settled.context.layout), replace: true });
}

/**
 * The code page after Create account was pressed while the login owed its code (QA 17): it
 * says why the patron is here and no account was made, once (the sign-up's mark, this tab's).
 */
function sayWhySentHere(context: RouterContext, settled: SessionSnapshot): void {
  if (!pinOwedSignupMark.isSet()) return;
  pinOwedSignupMark.forget();
  context.actors.flash.send({
    type: 'flash.show',
    kind: 'danger',
    text: pinOwedSignup.message,
    route: pinRequiredRoute(settled.context.layout),
  });
}

/**
 * A session the server answered with a suspension that ends play (a self-exclusion, a closure, a
 * duplicate, or one without a type) opens no patron page: Back to one goes to the suspension's page
 * again rather than showing the page and Log out until its calls answer 403 (product.md 4.5; QA 15).
 * A cool-off keeps its own pages (decision 077): its 403s route the others as before.
 */
function sendSuspendedToItsPage(settled: SessionSnapshot): void {
  const { suspension, layout } = settled.context;
  if (suspension !== null && suspension !== 'cool_off')
    throw redirect({ to: suspendedPageOf(suspension, layout), replace: true });
}

/**
 * For a page open to visitors that uses the session when there is one (the preference pages): a
 * login of this tab owing its SMS code goes to the code page first. Only when the tab holds that
 * mark, so no other visit waits for the session check.
 */
export async function requireOwedPin(context: RouterContext): Promise<void> {
  if (pinOwedMark.isSet()) sendOwedPinToItsPage(await settledSessionOf(context));
}
// Neither checking, nor logging in (a first login or one replacing the session), nor out.
const isSettled = (s: SessionSnapshot) => s.matches('signedIn') || s.matches('signedOut');

// Our own wait rather than xstate's waitFor: xstate sits in the first screen's chunk, and each
// export a lazy chunk uses is emitted there (decision 005's budget).
function settledSession(session: SessionActor): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    const now = session.getSnapshot();
    if (isSettled(now)) {
      resolve(now);
      return;
    }
    const subscription = session.subscribe((s) => {
      if (!isSettled(s)) return;
      subscription.unsubscribe();
      resolve(s);
    });
  });
}
