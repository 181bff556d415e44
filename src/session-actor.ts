import { type AnyActorRef, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { login, logout } from '../api/auth';
import { type ApiError, isApiError, reportError } from '../api/errors';
import { onSessionAnswered } from '../api/session-answers';
import { getSessionStatus } from '../api/session-status';
import { type FlashKind, flashMachine } from '../machines/flash.machine';
import type { Layout } from '../machines/route-derivation';
import { sessionMachine } from '../machines/session.machine';
import { loadConfig } from './config';
import { enteredPage, rememberReturn, sessionEndedOn } from './flows/return-after-login';
import {
  forgetSessionMadeHere,
  markSessionMadeHere,
  PIN_OWED_KEY,
  pinOwedMark,
  setHandOffUpgrade,
} from './hand-off-mode';
import { clearAcrossSessions, loggedInElsewhere } from './lapsed-drafts';
import { openNativeLogin } from './native-login';
import { takePrefetchedSessionCheck } from './prefetch';

/**
 * The flash messages' actor comes with the session's, not with the sign-up machines: the message
 * a refused patron page leaves for the login page ("You must be logged in…") shows with that page,
 * which paints without the sign-up machines (decision 090).
 */
export const createFlashActor = (inspect: (event: InspectionEvent) => void) =>
  createActor(flashMachine, { systemId: 'flash', inspect });

/**
 * The session actor with its real effects (decision 009). Loaded by createApp beside the first
 * screen, not in it (decision 005), in the machines' chunk (decisions 073, 090); its first check
 * takes the one the entry script started on a page that waits for it (src/prefetch.ts, 081).
 * Tests of the machine provide fakes instead (machines/session.machine.test.ts).
 */
export interface SessionPorts {
  layout: Layout;
  inspect: (event: InspectionEvent) => void;
  flash: Pick<AnyActorRef, 'send'>;
  navigate: (to: string, replace?: boolean) => void;
  clearPersistedSignup: (options?: { keepLoginDraft?: boolean }) => void;
  /** The tab's session storage, where a lapsed session's drafts wait for its patron's login. */
  storage: Storage | null;
  /** Stops the flows that run for this session and puts fresh, unstarted ones in their place. */
  stopFlows: () => void;
  resumeRegistration: () => void;
  /** Hands an auth failure to the session as the API client's listener would. */
  forwardAuthFailure: (error: ApiError) => void;
  /** The app's flow registry: what the page to return to after a login is kept by. */
  flows: object;
}

/**
 * The tabs of one browser share the session cookie, so a logout in one ends the session in all
 * (decision 087), told on this channel: same-origin only by its nature, and a message of any
 * other shape is ignored. A browser without BroadcastChannel gets no channel: each tab then
 * learns of the logout from its next call's 401.
 */
const SESSION_CHANNEL = 'onboarding:session';
const LOGGED_OUT = 'logged-out';

/**
 * A login in one tab sets the cookie every tab shares: it tells the others whose session it is
 * (`{ type: 'logged-in', userId }`, a user id being no secret), so a tab keeping another patron's
 * entries drops them rather than showing or sending them for this one (QA 17, decision 076).
 */
const LOGGED_IN = 'logged-in';

/** The user id of a login announced on the channel; null for a message of any other shape. */
export function announcedLogin(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, userId } = data as { type?: unknown; userId?: unknown };
  return type === LOGGED_IN && typeof userId === 'string' && userId !== '' ? userId : null;
}

// The effects run after the session's transition, in order: XState forbids built-in action
// creators while a custom action runs, and a navigation or a new onboarding actor renders and
// creates machines synchronously.
const after = (effect: () => void) => queueMicrotask(effect);

export function createSessionActor(ports: SessionPorts) {
  // The patron's page the last 401 ended the session on, until the lapse keeps it (decision 078).
  let lapsedOn: string | null = null;
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        checkSession: fromPromise(async ({ signal }) => {
          try {
            return await (takePrefetchedSessionCheck() ?? getSessionStatus({ signal }));
          } catch (error) {
            // Only its 401 is kept from the auth-failure port; a suspension is routed as usual.
            if (isApiError(error) && error.status === 403) ports.forwardAuthFailure(error);
            throw error;
          }
        }),
        // The name the login was made with goes with its answer: a lapsed sign-up comes back to
        // it (decision 076).
        login: fromPromise(async ({ input, signal }) => {
          const answer = await login(input, { signal });
          channel?.postMessage({ type: LOGGED_IN, userId: String(answer.userId) });
          return { ...answer, loginName: input.username };
        }),
        logout: fromPromise(({ signal }) => logout({ signal })),
      },
      actions: {
        // The message belongs to the page, whatever its query says (/rg/loading?outcome=…,
        // decision 061): the flash matches the path it arrives at.
        showFlash: (
          _,
          { kind, text, route }: { kind: FlashKind; text: string; route: string | null },
        ) =>
          after(() =>
            ports.flash.send({
              type: 'flash.show',
              kind,
              text,
              route: route?.split('?')[0] ?? null,
            }),
          ),
        navigate: (_, { to, via, replace }) =>
          after(() => {
            if (via) ports.navigate(via);
            if (to) ports.navigate(to, replace);
          }),
        keepPageForLogin: (_, { path }) => {
          lapsedOn = sessionEndedOn(ports.flows, path) ? path : null;
        },
        // A lapse keeps the page to return to with its drafts (it runs after keepPageForLogin,
        // queued); its patron's login, even after a reload, returns there (QA 17, decision 078).
        clearPersistedSignup: (_, options = {}) =>
          after(() => {
            const returnTo = options.lapsed ? lapsedOn : null;
            lapsedOn = null;
            const back = clearAcrossSessions(ports.storage, { ...options, returnTo }, () =>
              ports.clearPersistedSignup(options),
            );
            if (back) rememberReturn(ports.flows, back);
          }),
        // Only when a frame's session cookie is withheld (decision 051): its own chunk.
        continueTopLevel: (_, how) =>
          after(() => {
            void import('./shell/session-blocked').then(({ showSessionBlocked }) =>
              showSessionBlocked({ navigate: ports.navigate, storage: ports.storage, ...how }),
            );
          }),
        // contract.md 8: a login refused with sms_pin_locked, in an app or a frame.
        openNativeLogin: () =>
          after(() => openNativeLogin(loadConfig().config.allowedParentOrigins)),
        tellOtherTabs: () => channel?.postMessage(LOGGED_OUT),
        stopFlows: () => after(ports.stopFlows),
        resumeRegistration: () => after(ports.resumeRegistration),
        reportError: (_, { error, where }) =>
          after(() =>
            reportError(error instanceof Error ? error : new Error(String(error)), { where }),
          ),
      },
    }),
    {
      input: {
        layout: ports.layout,
        framed: globalThis.window?.parent !== globalThis.window,
        pinOwed: pinOwedMark.isSet(),
      },
      systemId: 'session',
      inspect: ports.inspect,
    },
  );
  // A call that needs the session answered with it: the browser sends this page its cookie.
  const stopListening = onSessionAnswered(() => {
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'session.answered' });
  });
  actor.subscribe({ complete: stopListening });
  channel?.addEventListener('message', ({ data }: MessageEvent) => {
    // A stopped session (an app torn down, as between tests) has nothing left to end.
    if (actor.getSnapshot().status !== 'active') return;
    if (data === LOGGED_OUT) actor.send({ type: 'session.endedElsewhere' });
    // Another tab's login: a signed-in tab holding another patron's entries drops them and reads
    // its page again for the session the cookie now carries (its flows, stopped, start afresh). A
    // signed-out tab keeps a visitor's entries: no session of its own is concerned.
    const userId = announcedLogin(data);
    if (
      userId &&
      actor.getSnapshot().matches('signedIn') &&
      loggedInElsewhere(ports.storage, userId)
    ) {
      ports.stopFlows();
      const page = enteredPage(ports.flows);
      if (page) ports.navigate(page, true);
    }
  });
  // The hand-off upgrades the host's token only for a session the start-up check found, and not
  // one this tab made before a reload: a login marks it, and entering signed-out (a check that
  // found none, a logout, a lost session) forgets it.
  let origin: string | null = null;
  let signedOut = false;
  let whole = false;
  actor.subscribe((snapshot) => {
    const { sessionOrigin } = snapshot.context;
    if (sessionOrigin === 'login' && origin !== 'login') markSessionMadeHere();
    origin = sessionOrigin;
    // A check that failed (not a 401) ended nothing: the marks stand until it is asked again.
    const out = snapshot.matches('signedOut') && !snapshot.matches({ signedOut: 'checkFailed' });
    const ended = out && !signedOut;
    if (ended) forgetSessionMadeHere();
    signedOut = out;
    setHandOffUpgrade(sessionOrigin === 'found');
    // A login owing its SMS code stays owing over a reload (decision 041) until the code is
    // given or the session ends; while a check or a login is on its way, the mark stands. The
    // mark is every tab's (QA 17): only a change of this tab's session forgets it, never a tab
    // that merely stays signed in while another tab's login owes its code.
    const verified = snapshot.matches({ signedIn: 'verified' });
    if (snapshot.matches({ signedIn: 'pinOwed' })) pinOwedMark.set();
    else if (ended || (verified && !whole)) pinOwedMark.forget();
    whole = verified;
  });
  // Another tab verified the code (or its session ended): this tab, held by the shared mark,
  // goes on with the session too (QA 17).
  globalThis.addEventListener?.('storage', ({ key, newValue }: StorageEvent) => {
    const now = actor.getSnapshot();
    if (key === PIN_OWED_KEY && newValue === null && now.status === 'active')
      if (now.matches({ signedIn: 'pinOwed' })) actor.send({ type: 'pin.verified' });
  });
  return actor;
}
