import { assign, fromPromise, setup, stateIn } from 'xstate';
import { failureMessage, fieldErrorsOf, isAuthFailure } from '../api/errors';
import type { FeatureFlag } from '../api/lists';
import type { SessionStatus } from '../api/session-status';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import { pinRequiredRoute, welcomeBackRoute } from './after-login';
import { isSuspendedPath, type RoutePath } from './paths';
import type { Layout } from './route-derivation';
import { SMS_EXIT_ROUTES } from './sms-exits';

/**
 * The session: whether the patron is signed in, and what every flow shares (product.md 3
 * "shared": feature flags and the critical-service error text). It owns login, logout and what an
 * auth failure does (product.md 2.9, 4.5; contract.md 6). It never touches the browser: the
 * effects are named actions and actors that src/create-app.tsx provides (decision 009).
 */

/** The fields of an API error the auth-failure rule reads (an ApiError has them all). */
export interface AuthFailure {
  code: string;
  status: number | null;
  serverCode: string | null;
  suspensionType: string | null;
  /** The catalogue's words for it: a 401's is the inactivity message or its action's own. */
  message?: string;
}

export interface AuthRedirect {
  to: RoutePath;
  flash: string | null;
}

/**
 * The pages a patron on a cool-off uses to end it early or to self-exclude instead (product.md
 * 4.5 "lift early"; "the cool-off variant uses the cool_off_self_exclusion routes"): the cool-off
 * suspension itself must not send them away (decision 077).
 */
const isCoolOffOwnPath = (path: string): boolean =>
  // Not /cool_off_expired: it says the cool-off ended, which a cool-off's 403 contradicts (QA 12).
  // /rg/cool_off_period: a new cool-off the server refuses with the running one stays on its page,
  // which says the break was not changed, rather than bouncing silently (QA 12).
  /^\/(cool_off_renew|cool_off_self_exclusion|rg\/cool_off_period)(\/|$)/.test(path);

/**
 * Where a 401 or a `user_suspended` 403 sends the patron. A 401 goes to login with the inactivity
 * message, except on the suspended pages (product.md 2.9) and on login itself; a suspension goes
 * to the page of its type (product.md 4.5): cool_off, duplicate_user, anything else generic. A
 * cool-off stays on the cool-off's own pages.
 */
export function authFailureRedirect(
  error: AuthFailure,
  currentPath: string,
  layout: Layout,
): AuthRedirect | null {
  if (error.code === 'UNAUTHORIZED_ERROR') {
    if (isSuspendedPath(currentPath) || currentPath === '/login') return null;
    return { to: '/login', flash: networkCopy.loggedOutInactivity };
  }
  if (error.status === 403 && error.serverCode === 'user_suspended') {
    if (error.suspensionType === 'cool_off' && isCoolOffOwnPath(currentPath)) return null;
    const to = suspendedPageOf(error.suspensionType, layout);
    return to === currentPath ? null : { to, flash: null };
  }
  return null;
}

/** The page of a suspension of this type (product.md 4.5) in the layout's route set. */
export function suspendedPageOf(suspensionType: string | null, layout: Layout): RoutePath {
  const prefix = layout === 'web' ? '/web' : '';
  const page =
    suspensionType === 'cool_off'
      ? '/suspended/cool_off'
      : suspensionType === 'duplicate_user'
        ? // The one duplicate page, also where a duplicate by status goes (route-derivation.ts).
          '/suspended/duplicated'
        : '/suspended';
  // Both route sets have the three suspension pages, so the compiler checks every pairing.
  return `${prefix}${page}`;
}

/** The login form's fields a validation answer may name (wire-decisions "login": the grant's body). */
export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

/**
 * The first message per field of the login form's own fields in a validation answer (an errors
 * map, contract.md 5; the one error normaliser has flattened it), or null when it names neither:
 * a map of fields the form has not is "any other error" (contract.md 8), the generic banner.
 */
export function loginFieldErrorsOf(error: unknown): LoginFieldErrors | null {
  const { username, password } = fieldErrorsOf(error);
  if (username === undefined && password === undefined) return null;
  return {
    ...(username === undefined ? {} : { username }),
    ...(password === undefined ? {} : { password }),
  };
}

export interface SharedState {
  /** Null until the first loader (start-up or sign-up) fills it. */
  featureFlags: FeatureFlag[] | null;
  /** Text shown when a service every page needs is down; null when none is. */
  criticalServiceError: string | null;
}

export interface SessionContext {
  layout: Layout;
  /** The page runs inside another site's frame (the session cookie is a third-party cookie). */
  framed: boolean;
  /**
   * A call that needs the session has answered with it in this page (the start-up check found
   * one, or a read of the registration or its status answered): the browser sends this page its
   * cookie, so a later 401 is a session that ended, never a withheld cookie (QA 24).
   */
  cookieSent: boolean;
  /** Read once at start: the session found owes its SMS code (SessionInput `pinOwed`). */
  pinOwedAtStart: boolean;
  /** The status the start-up check read; null when signed out or not asked yet. */
  registrationStatus: string | null;
  userId: string | null;
  /**
   * The suspension type of the last 403 user_suspended in this session (`cool_off`: a cool-off
   * runs), null when none came or it was lifted: the cool-off pages say what is true (QA 12).
   */
  suspension: string | null;
  /**
   * How the session began: `found` by the start-up check (the host opened the page with a session
   * it already holds, so a hand-off upgrades its token: decision 042), `login` in this page (a
   * login, or the account Create Your Account made), or null when signed out.
   */
  sessionOrigin: 'found' | 'login' | null;
  /**
   * The login failure's copy, shown above the login form; null otherwise, and null when the
   * failure's words belong at the fields (`loginFieldErrors`).
   */
  loginError: string | null;
  /**
   * A refused login's first server message per field of the login form (contract.md 5), shown at
   * its field; empty when the refusal names neither field.
   */
  loginFieldErrors: LoginFieldErrors;
  /**
   * How many logins the server refused (a 401: wrong email or password) since the page opened:
   * the login form drops the wrong password and focuses it on each one (QA 3 L8).
   */
  loginRefusals: number;
  /**
   * The words of the start-up check's failure while the session is unknown because of it
   * (`signedOut.checkFailed`): a timeout's or a refused connection's own, else the generic one
   * (contract.md 8; QA 15). Null otherwise.
   */
  checkFailure: string | null;
  /** Where the flow that asked for the logout goes once it succeeded. */
  logoutTo: string | null;
  /** A page put in the history under `logoutTo`, so Back lands there (product.md 4.5). */
  logoutVia: string | null;
  /** The logout follows the account's suspension (the `logout` event's `suspended`). */
  logoutAfterSuspension: boolean;
  shared: SharedState;
}

export type SessionEvent =
  | { type: 'login'; username: string; password: string }
  /**
   * `to`: where the flow that logs out goes next; the success message is raised for that page.
   * `via`: a page the history passes through first (self-exclusion's login page, product.md 4.5).
   */
  /**
   * `suspended`: the account was just suspended by the patron's own request (a cool-off, a
   * self-exclusion, a closure), so the logout completes whatever its own answer.
   */
  | { type: 'logout'; to?: string; via?: string; suspended?: boolean }
  /** Create Your Account made the account, and so a session, in this tab (QA 6). */
  | { type: 'signup.sessionCreated' }
  /** The patron ended the cool-off early (PATCH /i/cool_off/lift answered 204): no longer suspended. */
  | { type: 'suspension.lifted' }
  /** The SMS code of a login with two-step verification was accepted (decision 041). */
  | { type: 'pin.verified' }
  /**
   * Another tab of this browser completed a logout: the session cookie they share is gone, so this
   * tab's session ended too (decision 087).
   */
  | { type: 'session.endedElsewhere' }
  /** Try again on a patron-only page after the start-up check failed (not a 401 or 403: QA 14). */
  | { type: 'check.retry' }
  /** A read of the registration or its status answered with the session (QA 24: the cookie is sent). */
  | { type: 'session.answered' }
  /** Every 401 and user_suspended 403 the API client sees, with where the patron is. */
  | { type: 'auth.failure'; error: AuthFailure; path: string }
  | { type: 'shared.featureFlags'; flags: FeatureFlag[] }
  | { type: 'shared.criticalServiceError'; text: string | null };

export interface SessionInput {
  layout: Layout;
  /** Inside a frame; absent means a top-level window. */
  framed?: boolean;
  /**
   * This tab's login was waiting for its SMS code when the page was reloaded (a mark the tab
   * keeps, never the session): the session the start-up check finds still owes the code.
   */
  pinOwed?: boolean;
}

/** A page of the sign-up flow (/signup... or /web/signup...). */
const isSignupPath = (path: string): boolean => /^(\/web)?\/signup(\/|$)/.test(path);

/**
 * A 401 inside a frame, on a sign-up page or after a login made in this page (`madeHere`), before
 * any call has answered with the session here (the machine's `cookieSent`): the browser withheld
 * the frame's session cookie (Safari and any browser blocking third-party cookies). Logging in
 * inside the frame cannot keep a cookie the browser withholds, so the patron continues in a
 * top-level window (or with storage access) instead of the logged-out page (decision 051).
 */
export function isCookieWithheld(
  framed: boolean,
  error: AuthFailure,
  path: string,
  madeHere = false,
): boolean {
  return framed && error.code === 'UNAUTHORIZED_ERROR' && (isSignupPath(path) || madeHere);
}

const isUnauthorized = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'UNAUTHORIZED_ERROR';

/**
 * What a completed logout does: nothing personal left, flows stopped, the success message on the
 * page the flow goes to (contract.md 8 "You have successfully logged out.").
 */
/**
 * Nothing of a session that ended or was replaced stays: the saved sign-up, the flows, the user.
 * `clear` is the clearPersistedSignup action with its options, when a case has its own (a lapse
 * keeps the drafts for the same user's login, a login takes them back: decision 076).
 */
const dropSessionWith = <Clear>(clear: Clear) => [clear, 'stopFlows', 'signOut'] as const;
const dropSession = dropSessionWith('clearPersistedSignup' as const);

/** The user id a login answered, to take back the drafts a lapse of that user's session kept. */
/** Whose login this is: the user id it answered, and the name it was made with (decision 076). */
const loggedInUserOf = ({
  event,
}: {
  event: { output: { userId: string | number; loginName?: string } };
}) => ({ loggedInUser: String(event.output.userId), loginName: event.output.loginName });

// A login into a tab that held a sign-up (perhaps another account's, its cookie cleared without a
// logout): nothing of it is left for the account that logs in (QA 5), but the username typed
// stays in the login form for the tab (QA 3 L8).
const startFresh = dropSessionWith({
  type: 'clearPersistedSignup',
  params: { keepLoginDraft: true },
} as const);

const completeLogout = [
  ...dropSession,
  {
    type: 'showFlash',
    params: ({ context }: { context: SessionContext }) => ({
      kind: 'success' as const,
      text: successCopy.loggedOut,
      route: context.logoutTo,
    }),
  },
  {
    type: 'navigate',
    params: ({ context }: { context: SessionContext }) => ({
      to: context.logoutTo,
      via: context.logoutVia,
    }),
  },
] as const;

/** The password travels in the event to the request only; it is never put in context. */
const loginInput = ({ event }: { event: SessionEvent }) =>
  event.type === 'login'
    ? { username: event.username, password: event.password }
    : { username: '', password: '' };

/** After a login: the welcome-back page, which goes on where the login answer says (decision 040). */
const toWelcomeBack = {
  type: 'navigate',
  params: ({ context }: { context: SessionContext }) => ({ to: welcomeBackRoute(context.layout) }),
} as const;

/** A login that owes an SMS code first (decision 041). */
const toPinRequired = {
  type: 'navigate',
  params: ({ context }: { context: SessionContext }) => ({ to: pinRequiredRoute(context.layout) }),
} as const;

/**
 * A login refused with sms_pin_locked goes where the SMS step sends that code (contract.md 8
 * "SMS verify"): the native login in an app or frame, and the pin-locked page (SMS_EXIT_ROUTES,
 * the same for every layout, as after a login's code page: sms-security.machine.ts).
 */
const toPinLocked = [
  'openNativeLogin',
  { type: 'navigate', params: { to: SMS_EXIT_ROUTES.locked } },
] as const;

const isSuspended = (error: unknown): boolean => {
  const failure = error as Partial<AuthFailure> | null;
  return failure?.status === 403 && failure.serverCode === 'user_suspended';
};

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : networkCopy.generic;

/** A suspension's page takes the place of the page it ends: Back never shows its form again. */
const suspendedPageInstead = {
  type: 'navigate',
  params: ({
    context,
    event,
  }: {
    context: SessionContext;
    event: { error: AuthFailure; path: string };
  }) => ({
    to: authFailureRedirect(event.error, event.path, context.layout)?.to ?? event.path,
    replace: true,
  }),
} as const;

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    input: SessionInput;
  },
  actors: {
    /** GET /i/registration_status without the auth-failure port: a 401 means "signed out". */
    checkSession: fromPromise<SessionStatus>(async () => {
      throw new Error('checkSession is provided by src/create-app.tsx');
    }),
    /** `loginName`: the email or username the login was made with (a lapsed sign-up's owner). */
    login: fromPromise<
      { userId: string; loginName?: string },
      { username: string; password: string }
    >(async () => {
      throw new Error('login is provided by src/create-app.tsx');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout is provided by src/create-app.tsx');
    }),
  },
  actions: {
    markCookieSent: assign({ cookieSent: true }),
    /**
     * A refused or failed login: the messages at the form's fields when the answer names them,
     * else the form's message; and one refusal more for a 401.
     */
    assignLoginFailure: assign(({ context }, params: { error: unknown }) => {
      const fields = loginFieldErrorsOf(params.error);
      return {
        loginError: fields ? null : messageOf(params.error),
        loginFieldErrors: fields ?? {},
        loginRefusals: context.loginRefusals + (isUnauthorized(params.error) ? 1 : 0),
      };
    }),
    clearLoginFailure: assign({ loginError: null, loginFieldErrors: {} }),
    /**
     * contract.md 8: a locked pin "leads to native login (in an app or frame)". A port, as the
     * SMS machine's of the same name: src/session-actor.ts provides it with src/native-login.ts.
     */
    openNativeLogin: () => {},
    showFlash: (
      _,
      _params: { kind: 'success' | 'danger'; text: string; route: string | null },
    ) => {},
    /**
     * Goes to `to` (through `via` first, when given); null stays where the patron is. `replace`:
     * `to` takes the current page's place in the history.
     */
    navigate: (_, _params: { to: string | null; via?: string | null; replace?: boolean }) => {},
    /** The session ended on `path`: a patron's page there is where the next login returns. */
    keepPageForLogin: (_, _params: { path: string }) => {},
    /**
     * Removes the sign-up state saved in session storage (onboarding:signup) and the flows'
     * drafts; the username typed on /login too, unless a login that just succeeded keeps it. A
     * lapsed session's drafts wait for its patron's next login (`lapsed`), which takes them back
     * (`loggedInUser`, the user id the login answered; `loginName`, the name it was made with):
     * decision 076.
     */
    clearPersistedSignup: (
      _,
      _params?: {
        keepLoginDraft?: boolean;
        lapsed?: boolean;
        loggedInUser?: string;
        loginName?: string;
      },
    ) => {},
    /**
     * Offers the top-level window (or storage access) and tells the parent (decision 051): for a
     * sign-up or a login, in the layout the patron was in.
     */
    continueTopLevel: (_, _how: { signUp: boolean; mobile: boolean }) => {},
    /** Tells the browser's other tabs that the session they share has ended (decision 087). */
    tellOtherTabs: () => {},
    /** Stops every running flow, so nothing keeps calling the API for a session that ended. */
    stopFlows: () => {},
    /** The patron has an account in progress or finished: sign-up resumes from its status. */
    resumeRegistration: (_, _params: { status: string }) => {},
    reportError: (_, _params: { error: unknown; where: string }) => {},
    assignStatus: assign((_, params: { status: string }) => ({
      registrationStatus: params.status,
    })),
    /** The failed check's words: a network-level failure's own, any other the generic ones. */
    assignCheckFailure: assign((_, params: { error: unknown }) => ({
      checkFailure: failureMessage(params.error, networkCopy.generic),
    })),
    /** Where the logout's flow goes next (the `logout` event's `to`, `via` and `suspended`). */
    assignLogout: assign((_, params: { to?: string; via?: string; suspended?: boolean }) => ({
      logoutTo: params.to ?? null,
      logoutVia: params.via ?? null,
      logoutAfterSuspension: params.suspended === true,
    })),
    signOut: assign({
      checkFailure: null,
      registrationStatus: null,
      userId: null,
      sessionOrigin: null,
      suspension: null,
    }),
    noteSuspension: assign((_, params: { error: AuthFailure }) => ({
      suspension: params.error.suspensionType ?? 'generic',
    })),
  },
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
    pinOwedAtStart: ({ context }) => context.pinOwedAtStart,
    isPinRequired: (_, params: { error: unknown }) =>
      (params.error as Partial<AuthFailure> | null)?.serverCode === 'sms_pin_required',
    isPinLocked: (_, params: { error: unknown }) =>
      (params.error as Partial<AuthFailure> | null)?.serverCode === 'sms_pin_locked',
    isSuspended: (_, params: { error: unknown }) => isSuspended(params.error),
    isSessionGone: (_, params: { error: unknown }) => isAuthFailure(params.error),
    followsSuspension: ({ context }) => context.logoutAfterSuspension,
    followsFailedCheck: stateIn({ loggingOut: 'afterFailedCheck' }),
    redirects: ({ context }, params: { error: AuthFailure; path: string }) =>
      authFailureRedirect(params.error, params.path, context.layout) !== null,
    isCookieWithheld: ({ context }, params: { error: AuthFailure; path: string }) =>
      !context.cookieSent &&
      isCookieWithheld(
        context.framed,
        params.error,
        params.path,
        context.sessionOrigin === 'login',
      ),
    /** A suspension of any type but a cool-off, sending the patron to its page (QA 17). */
    isSuspensionEndingSession: ({ context }, params: { error: AuthFailure; path: string }) =>
      isSuspended(params.error) &&
      params.error.suspensionType !== 'cool_off' &&
      authFailureRedirect(params.error, params.path, context.layout) !== null,
    /** A cool-off's suspension on a page that is not the cool-off's own (decision 077). */
    isCoolOffElsewhere: ({ context }, params: { error: AuthFailure; path: string }) =>
      isSuspended(params.error) &&
      params.error.suspensionType === 'cool_off' &&
      authFailureRedirect(params.error, params.path, context.layout) !== null,
    endsSession: ({ context }, params: { error: AuthFailure; path: string }) =>
      params.error.code === 'UNAUTHORIZED_ERROR' &&
      authFailureRedirect(params.error, params.path, context.layout) !== null,
  },
}).createMachine({
  id: 'session',
  description:
    'Login state and the shared slice. On start it asks the server whether a session exists (a 401 there means signed out, not the inactivity message: decision 009).',
  context: ({ input }) => ({
    layout: input.layout,
    framed: input.framed ?? false,
    cookieSent: false,
    pinOwedAtStart: input.pinOwed ?? false,
    registrationStatus: null,
    userId: null,
    suspension: null,
    sessionOrigin: null,
    loginError: null,
    loginFieldErrors: {},
    loginRefusals: 0,
    checkFailure: null,
    logoutTo: null,
    logoutVia: null,
    logoutAfterSuspension: false,
    shared: { featureFlags: null, criticalServiceError: null },
  }),
  initial: 'checking',
  on: {
    'session.answered': { actions: 'markCookieSent' },
    'auth.failure': [
      {
        description:
          'In a frame, a 401 on a sign-up page or after a login made in this page, before any call has answered with the session here, means the browser withheld the session cookie (Safari): the patron continues in a top-level window or with storage access, not on the logged-out page (decision 051, an exception to product.md 2.9).',
        guard: {
          type: 'isCookieWithheld',
          params: ({ event }) => ({ error: event.error, path: event.path }),
        },
        target: '.signedOut',
        actions: [
          'signOut',
          {
            type: 'continueTopLevel',
            params: ({ context, event }) => ({
              signUp: isSignupPath(event.path),
              mobile: context.layout === 'mobileWeb',
            }),
          },
        ],
      },
      {
        description:
          'A 401 ends the session: message, nothing personal left, flows stopped, login.',
        guard: {
          type: 'endsSession',
          params: ({ event }) => ({ error: event.error, path: event.path }),
        },
        target: '.signedOut',
        actions: [
          {
            type: 'showFlash',
            params: ({ event }) => ({
              kind: 'danger' as const,
              text: event.error.message || networkCopy.loggedOutInactivity,
              route: '/login',
            }),
          },
          // What the patron typed on the page waits for the same patron's login (decision 076).
          ...dropSessionWith({ type: 'clearPersistedSignup', params: { lapsed: true } } as const),
          { type: 'keepPageForLogin', params: ({ event }) => ({ path: event.path }) },
          { type: 'navigate', params: { to: '/login' } },
        ],
      },
      {
        description: 'A suspension goes to the page of its type.',
        guard: {
          type: 'redirects',
          params: ({ event }) => ({ error: event.error, path: event.path }),
        },
        actions: [
          { type: 'noteSuspension', params: ({ event }) => ({ error: event.error }) },
          {
            type: 'navigate',
            // In place of the page the suspension ends: Back never shows its form again (QA 17).
            params: ({ context, event }) => ({
              to: authFailureRedirect(event.error, event.path, context.layout)?.to ?? event.path,
              replace: true,
            }),
          },
        ],
      },
      {
        description:
          'A cool-off on its own pages: the patron stays, and the session knows it runs, so those pages offer nothing it refuses (decision 077, QA 12).',
        guard: { type: 'isSuspended', params: ({ event }) => ({ error: event.error }) },
        actions: { type: 'noteSuspension', params: ({ event }) => ({ error: event.error }) },
      },
    ],
    'suspension.lifted': {
      description:
        'The cool-off was ended early (PATCH /i/cool_off/lift 204): the session no longer counts it.',
      actions: assign({ suspension: null }),
    },
    'shared.featureFlags': {
      actions: assign(({ context, event }) => ({
        shared: { ...context.shared, featureFlags: event.flags },
      })),
    },
    'shared.criticalServiceError': {
      actions: assign(({ context, event }) => ({
        shared: { ...context.shared, criticalServiceError: event.text },
      })),
    },
  },
  states: {
    checking: {
      on: {
        login: {
          description:
            'A login sent before the start-up check has answered is not lost: it replaces the check.',
          target: 'loggingIn',
        },
        'signup.sessionCreated': {
          description:
            'An account made while the start-up check was still asking: the check, sent before it, would say no session.',
          target: 'signedIn',
          actions: assign({ sessionOrigin: 'login' }),
        },
      },
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            description:
              "A reload while this tab's login waited for its SMS code: the session found still owes it, and no sign-up resumes before it is given (decision 041).",
            guard: 'pinOwedAtStart',
            target: 'signedIn.pinOwed',
            actions: [
              'markCookieSent',
              assign({ sessionOrigin: 'login' }),
              { type: 'assignStatus', params: ({ event }) => ({ status: event.output.status }) },
            ],
          },
          {
            target: 'signedIn',
            actions: [
              'markCookieSent',
              assign({ sessionOrigin: 'found' }),
              { type: 'assignStatus', params: ({ event }) => ({ status: event.output.status }) },
              {
                type: 'resumeRegistration',
                params: ({ event }) => ({ status: event.output.status }),
              },
            ],
          },
        ],
        onError: [
          {
            description: 'The start-up session check answered 401: no session (decision 009).',
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
          },
          {
            description:
              'The session check answered 403 user_suspended: a session exists but is suspended; it is routed by suspension type (product.md 4).',
            // A suspended account has a session; the suspension itself arrives as auth.failure.
            guard: { type: 'isSuspended', params: ({ event }) => ({ error: event.error }) },
            target: 'signedIn',
          },
          {
            description:
              'The check failed for another reason (a 5xx, a timeout, no network): whether a session exists is unknown. Sign-up starts as for a new patron, but a patron-only page says the check failed and offers Try again, never the inactivity message of a 401 (contract.md 8; decision 009, QA 14).',
            // The server still answers for an existing account (duplicate, status) when it is used.
            target: 'signedOut.checkFailed',
            actions: [
              { type: 'assignCheckFailure', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'reportError',
                params: ({ event }) => ({ error: event.error, where: 'session check' }),
              },
            ],
          },
        ],
      },
    },
    signedOut: {
      on: {
        login: 'loggingIn',
        'signup.sessionCreated': {
          description:
            "Create Your Account made the account in this tab, and its session with it: signed in at once (the header's Log out), made here, so the hand-off asks for an authorization (decision 042).",
          target: 'signedIn',
          actions: assign({ sessionOrigin: 'login' }),
        },
      },
      initial: 'notByPatron',
      states: {
        notByPatron: {
          description:
            'No session yet, or it ended without the patron asking (a 401): a patron-only page says why it sent the visitor to login.',
        },
        byPatron: {
          description:
            'The patron ended the session (log out, cool-off, closure, self-exclusion), or a suspension did in the middle of a page (QA 17): a patron-only page left behind in the history goes to login with no error (decision 068).',
        },
        checkFailed: {
          // The header's Log out (session.selectors.ts), as in signedIn and loggingOut.
          tags: ['mayLogOut'],
          description:
            'The start-up check failed for a reason other than 401 or 403: a patron-only page shows the generic message with Try again, which asks the server again (QA 14).',
          on: {
            'check.retry': {
              description: 'Try again: the session check asks the server again.',
              target: '#session.checking',
              actions: assign({ checkFailure: null }),
            },
            logout: {
              description:
                "The header's Log out: the session may be live (a page's calls succeed with its cookie), and a shared device must be able to end it (QA 15).",
              target: '#session.loggingOut.afterFailedCheck',
              actions: {
                type: 'assignLogout',
                params: ({ event }) => ({
                  to: event.to,
                  via: event.via,
                  suspended: event.suspended,
                }),
              },
            },
          },
        },
      },
    },
    loggingIn: {
      tags: ['busy'],
      entry: 'clearLoginFailure',
      invoke: {
        src: 'login',
        input: loginInput,
        onDone: {
          description:
            "Logged in: nothing of a sign-up this tab held before (perhaps another account's) is left, and the welcome-back page reads the login answer and goes on where it says (decision 040: the authorize hand-off for a finished account, its owed policies or email first).",
          target: 'signedIn',
          actions: [
            ...dropSessionWith({
              type: 'clearPersistedSignup' as const,
              params: (args: Parameters<typeof loggedInUserOf>[0]) => ({
                keepLoginDraft: true,
                ...loggedInUserOf(args),
              }),
            }),
            assign(({ event }) => ({
              userId: String(event.output.userId),
              sessionOrigin: 'login' as const,
            })),
            toWelcomeBack,
          ],
        },
        onError: [
          {
            description:
              'Two-step verification (decision 041): the password was right and the session exists, but an SMS code must be verified before the login goes on.',
            guard: { type: 'isPinRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'signedIn.pinOwed',
            actions: [...startFresh, assign({ sessionOrigin: 'login' }), toPinRequired],
          },
          {
            description:
              'A suspended account (403 user_suspended): the suspension routes itself to the page of its type (contract.md 6), so the login page shows no error behind it.',
            guard: { type: 'isSuspended', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
          },
          {
            description:
              "The account's SMS code is locked (sms_pin_locked): as when a code is refused so, the native login opens in an app or frame, and the patron goes to the pin-locked page (contract.md 8).",
            guard: { type: 'isPinLocked', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: toPinLocked,
          },
          {
            target: 'signedOut',
            actions: {
              type: 'assignLoginFailure',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
    signedIn: {
      tags: ['mayLogOut'],
      on: {
        'auth.failure': [
          {
            description:
              "A suspension in the middle of a page (any type but a cool-off) ends the session in this tab: the page of its type takes the place of the page, nothing of the session is left (the flows' drafts, the saved sign-up, the username typed at login), and the login page after it offers no Log out of a session the server refuses (decision 076; QA 17).",
            guard: {
              type: 'isSuspensionEndingSession',
              params: ({ event }) => ({ error: event.error, path: event.path }),
            },
            target: 'signedOut.byPatron',
            actions: [...dropSession, suspendedPageInstead],
          },
          {
            description:
              "A cool-off in the middle of a page: its page takes the place of the page and the flows' drafts go, but the session stays, for ending the cool-off early or self-excluding from its page (decision 077; QA 17).",
            guard: {
              type: 'isCoolOffElsewhere',
              params: ({ event }) => ({ error: event.error, path: event.path }),
            },
            actions: [
              'clearPersistedSignup',
              'stopFlows',
              { type: 'noteSuspension', params: ({ event }) => ({ error: event.error }) },
              suspendedPageInstead,
            ],
          },
        ],
        login: {
          description:
            'A login while signed in replaces the session (decision 063): the login page stays a login page, and its button always logs in.',
          target: 'replacingSession',
        },
        'session.endedElsewhere': {
          description:
            'Another tab logged out of the session this tab shares: this one ends as if it had logged out itself, on the login page with the success message, nothing personal left (decision 087).',
          target: 'signedOut.byPatron',
          actions: [
            assign({ logoutTo: '/login', logoutVia: null, logoutAfterSuspension: false }),
            ...completeLogout,
          ],
        },
        logout: {
          target: 'loggingOut',
          actions: {
            type: 'assignLogout',
            params: ({ event }) => ({ to: event.to, via: event.via, suspended: event.suspended }),
          },
        },
      },
      initial: 'verified',
      states: {
        verified: {
          description: 'The session is whole: every patron page and the hand-off are open to it.',
        },
        pinOwed: {
          description:
            "The password was right, but the login goes on only once an SMS code is verified with this session (decision 041): until then every patron page and the sign-up's hand-off send the patron to the code page.",
          on: { 'pin.verified': { target: 'verified' } },
        },
        previous: {
          type: 'history',
          description:
            'Back to the session as it stood before a login that did not replace it: still owing its SMS code if it did.',
        },
      },
    },
    replacingSession: {
      description:
        'The password grant answers a login with a new session cookie, which replaces the one the page holds (wire-decisions "Session"); until it answers, the old session stands.',
      tags: ['busy'],
      entry: 'clearLoginFailure',
      invoke: {
        src: 'login',
        input: loginInput,
        onDone: {
          description:
            'The new session replaces the old one: nothing of the old session (saved sign-up, flows, user) is left, then on as after any login (decision 040).',
          target: 'signedIn',
          actions: [
            ...dropSessionWith({
              type: 'clearPersistedSignup' as const,
              params: (args: Parameters<typeof loggedInUserOf>[0]) => loggedInUserOf(args),
            }),
            assign(({ event }) => ({
              userId: String(event.output.userId),
              sessionOrigin: 'login' as const,
            })),
            toWelcomeBack,
          ],
        },
        onError: [
          {
            description:
              'Two-step verification (decision 041): the new session exists, so the old one is gone as well.',
            guard: { type: 'isPinRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'signedIn.pinOwed',
            actions: [...dropSession, assign({ sessionOrigin: 'login' }), toPinRequired],
          },
          {
            description:
              'A suspended account: the suspension routes itself; the refused login changed no session, so the old one stands.',
            guard: { type: 'isSuspended', params: ({ event }) => ({ error: event.error }) },
            target: 'signedIn.previous',
          },
          {
            description:
              'The account logged in to has its SMS code locked: the pin-locked page (and the native login in an app or frame), as for a first login; the old session stands.',
            guard: { type: 'isPinLocked', params: ({ event }) => ({ error: event.error }) },
            target: 'signedIn.previous',
            actions: toPinLocked,
          },
          {
            description:
              'A refused or failed login changed no session: the old one stands, owing its SMS code if it did (the header still offers Log out), and the form says why.',
            target: 'signedIn.previous',
            actions: {
              type: 'assignLoginFailure',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
    loggingOut: {
      tags: ['mayLogOut'],
      initial: 'ofSession',
      states: {
        ofSession: { description: 'Logging out of the session the patron is signed in to.' },
        afterFailedCheck: {
          description:
            'Logging out after a start-up check that failed: whether a session exists is unknown, and a logout is safe either way (a 401 means already out).',
        },
      },
      invoke: {
        src: 'logout',
        onDone: { target: 'signedOut.byPatron', actions: [...completeLogout, 'tellOtherTabs'] },
        onError: [
          {
            description:
              'A 401 or a user_suspended 403 from the logout itself: the server session is unusable anyway (after a cool-off or self-exclusion, wire-decisions "Limit semantics"), so the logout is complete.',
            guard: { type: 'isSessionGone', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut.byPatron',
            actions: [...completeLogout, 'tellOtherTabs'],
          },
          {
            description:
              'The logout after a cool-off, self-exclusion or closure failed (a 5xx, a timeout): the account is suspended on the server whatever this answer, and the patron must hear it is in effect, not "try again" (QA 9). The logout completes on this page; the failure is reported.',
            guard: 'followsSuspension',
            target: 'signedOut.byPatron',
            actions: [
              ...completeLogout,
              'tellOtherTabs',
              {
                type: 'reportError',
                params: ({ event }) => ({ error: event.error, where: 'logout after suspension' }),
              },
            ],
          },
          {
            description:
              'The logout after a failed start-up check failed as well: the session is still unknown, and the patron hears the logout did not happen.',
            guard: 'followsFailedCheck',
            target: 'signedOut.checkFailed',
            actions: [
              {
                type: 'showFlash',
                params: { kind: 'danger', text: networkCopy.generic, route: null },
              },
              {
                type: 'reportError',
                params: ({ event }) => ({ error: event.error, where: 'logout' }),
              },
            ],
          },
          {
            target: 'signedIn',
            actions: [
              {
                type: 'showFlash',
                params: { kind: 'danger', text: networkCopy.generic, route: null },
              },
              {
                type: 'reportError',
                params: ({ event }) => ({ error: event.error, where: 'logout' }),
              },
            ],
          },
        ],
      },
    },
  },
});
