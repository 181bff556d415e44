import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import { network as networkCopy } from '../copy/spec/network';
import { success as successCopy } from '../copy/spec/success';
import { authFailureRedirect, isCookieWithheld, sessionMachine } from './session.machine';

const unauthorized = {
  code: 'UNAUTHORIZED_ERROR',
  status: 401,
  serverCode: 'unauthorized',
  suspensionType: null,
} as const;
const suspended = (type: string | null) =>
  ({
    code: 'HTTP_ERROR',
    status: 403,
    serverCode: 'user_suspended',
    suspensionType: type,
  }) as const;

describe('401 and suspension routing', () => {
  it('sends a 401 on a normal page to login with the inactivity message', () => {
    expect(authFailureRedirect(unauthorized, '/signup/ssn', 'mobileWeb')).toEqual({
      to: '/login',
      flash: networkCopy.loggedOutInactivity,
    });
  });

  it('leaves the user on a suspended page when a 401 arrives there', () => {
    expect(authFailureRedirect(unauthorized, '/suspended/cool_off', 'mobileWeb')).toBeNull();
    expect(authFailureRedirect(unauthorized, '/web/suspended', 'web')).toBeNull();
  });

  it('routes a user_suspended 403 by its suspension type', () => {
    expect(authFailureRedirect(suspended('cool_off'), '/signup/ssn', 'mobileWeb')?.to).toBe(
      '/suspended/cool_off',
    );
    expect(authFailureRedirect(suspended('duplicate_user'), '/signup/ssn', 'mobileWeb')?.to).toBe(
      '/suspended/duplicated',
    );
    expect(authFailureRedirect(suspended('self_exclusion'), '/web/signup/pii', 'web')?.to).toBe(
      '/web/suspended',
    );
  });

  it("leaves a patron on a cool-off on the cool-off's own pages, and only there", () => {
    for (const path of [
      '/cool_off_renew',
      '/cool_off_self_exclusion',
      '/cool_off_self_exclusion/waivers',
      // A new cool-off refused by the running one says so on its page (QA 12).
      '/rg/cool_off_period',
    ])
      expect(authFailureRedirect(suspended('cool_off'), path, 'web')).toBeNull();
    // /cool_off_expired says the cool-off ended: a 403 proves it did not (QA 12).
    expect(authFailureRedirect(suspended('cool_off'), '/cool_off_expired', 'web')?.to).toBe(
      '/web/suspended/cool_off',
    );
    expect(authFailureRedirect(suspended('self_exclusion'), '/cool_off_renew', 'web')?.to).toBe(
      '/web/suspended',
    );
    expect(authFailureRedirect(suspended('cool_off'), '/rg/deposit_limits', 'web')?.to).toBe(
      '/web/suspended/cool_off',
    );
  });

  it('remembers a cool-off suspension, on its own pages too, until the cool-off is lifted or the session ends (QA 12)', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          checkSession: fromPromise<{ status: string }>(() =>
            Promise.reject(Object.assign(new Error('suspended'), suspended('cool_off'))),
          ),
        },
      }),
      { input: { layout: 'web' } },
    ).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.failure', error: suspended('cool_off'), path: '/cool_off_renew' });
    expect(actor.getSnapshot().context.suspension).toBe('cool_off');
    actor.send({ type: 'suspension.lifted' });
    expect(actor.getSnapshot().context.suspension).toBeNull();
    actor.stop();
  });

  it('ignores other 403s and other errors', () => {
    expect(
      authFailureRedirect(
        { code: 'HTTP_ERROR', status: 403, serverCode: 'forbidden', suspensionType: null },
        '/a',
        'web',
      ),
    ).toBeNull();
    expect(
      authFailureRedirect(
        { code: 'HTTP_ERROR', status: 500, serverCode: null, suspensionType: null },
        '/a',
        'web',
      ),
    ).toBeNull();
  });
});

const unauthorizedError = () =>
  new ApiError({ code: 'UNAUTHORIZED_ERROR', status: 401, action: 'x', message: 'Unauthorized' });

/** A deferred promise: the test decides when the fake server answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

interface Fakes {
  checkSession?: () => Promise<{ status: string }>;
  login?: (input: { username: string; password: string }) => Promise<{ userId: string }>;
  logout?: () => Promise<void>;
}

/** The session machine with fake server calls and spies for every named effect. */
function startSession(fakes: Fakes = {}, framed = false, pinOwed = false) {
  const effects = {
    continueTopLevel: vi.fn(),
    showFlash: vi.fn(),
    navigate: vi.fn(),
    clearPersistedSignup: vi.fn(),
    stopFlows: vi.fn(),
    resumeRegistration: vi.fn(),
    reportError: vi.fn(),
    keepPageForLogin: vi.fn(),
    openNativeLogin: vi.fn(),
    tellOtherTabs: vi.fn(),
  };
  const order: string[] = [];
  const record = (name: keyof typeof effects) => (_: unknown, params: unknown) => {
    order.push(name);
    effects[name](params);
  };
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fromPromise(fakes.checkSession ?? (() => Promise.reject(unauthorizedError()))),
      login: fromPromise(({ input }) =>
        (fakes.login ?? (() => Promise.resolve({ userId: 'u-1' })))(input),
      ),
      logout: fromPromise(fakes.logout ?? (() => Promise.resolve())),
    },
    actions: {
      showFlash: record('showFlash'),
      navigate: record('navigate'),
      clearPersistedSignup: record('clearPersistedSignup'),
      stopFlows: record('stopFlows'),
      resumeRegistration: record('resumeRegistration'),
      reportError: record('reportError'),
      continueTopLevel: record('continueTopLevel'),
      keepPageForLogin: record('keepPageForLogin'),
      openNativeLogin: record('openNativeLogin'),
      tellOtherTabs: record('tellOtherTabs'),
    },
  });
  const actor = createActor(machine, { input: { layout: 'web', framed, pinOwed } }).start();
  return { actor, effects, order };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The password grant's answer for an account with two-step verification (decision 041). */
const pinRequiredError = () =>
  new ApiError({
    code: 'HTTP_ERROR',
    status: 403,
    action: 'log in',
    message: networkCopy.generic,
    serverCode: 'sms_pin_required',
  });

describe('the session check on start', () => {
  it('treats a 401 from the check as signed out, with no message, no report and no redirect', async () => {
    const { actor, effects } = startSession();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
    for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
  });

  it('resumes sign-up when the server answers with a registration status', async () => {
    const { actor, effects } = startSession({
      checkSession: () => Promise.resolve({ status: 'pending' }),
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context.registrationStatus).toBe('pending');
    expect(effects.resumeRegistration).toHaveBeenCalledWith({ status: 'pending' });
  });

  it('counts a suspended account as signed in, without a report (the suspension routes itself)', async () => {
    const { actor, effects } = startSession({
      checkSession: () =>
        Promise.reject(
          new ApiError({
            code: 'HTTP_ERROR',
            status: 403,
            action: 'x',
            message: 'suspended',
            serverCode: 'user_suspended',
            suspensionType: 'cool_off',
          }),
        ),
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(effects.reportError).not.toHaveBeenCalled();
  });

  it('reports a check that failed for another reason and carries on signed out, knowing the check failed (QA 14)', async () => {
    const failure = new Error('socket closed');
    const { actor, effects } = startSession({ checkSession: () => Promise.reject(failure) });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'checkFailed' });
    expect(effects.reportError).toHaveBeenCalledWith({ error: failure, where: 'session check' });
    expect(effects.resumeRegistration).not.toHaveBeenCalled();
    expect(effects.showFlash).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('asks again on Try again after a failed check, and goes on as usual with the answer (QA 14)', async () => {
    let calls = 0;
    const { actor, effects } = startSession({
      checkSession: () =>
        calls++ === 0 ? Promise.reject(new Error('503')) : Promise.resolve({ status: 'pending' }),
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'checkFailed' });
    actor.send({ type: 'check.retry' });
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context.sessionOrigin).toBe('found');
    expect(effects.resumeRegistration).toHaveBeenCalledWith({ status: 'pending' });
  });

  it('is signed out with no message when the second check answers 401 (QA 14)', async () => {
    let calls = 0;
    const { actor, effects } = startSession({
      checkSession: () =>
        calls++ === 0 ? Promise.reject(new Error('503')) : Promise.reject(unauthorizedError()),
    });
    await settle();
    actor.send({ type: 'check.retry' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
    expect(effects.showFlash).not.toHaveBeenCalled();
  });

  it("keeps the failed check's message: a timeout's and a refused connection's own, the generic one for a 5xx (QA 15)", async () => {
    const action = 'get your registration status';
    const failures = [
      new ApiError({ code: 'TIMEOUT_ERROR', action, message: networkCopy.timeout(action) }),
      new ApiError({ code: 'CONNECTION_ERROR', action, message: networkCopy.connection(action) }),
      new ApiError({ code: 'HTTP_ERROR', status: 500, action, message: networkCopy.generic }),
    ];
    const messages: (string | null)[] = [];
    for (const failure of failures) {
      const { actor } = startSession({ checkSession: () => Promise.reject(failure) });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'checkFailed' });
      messages.push(actor.getSnapshot().context.checkFailure);
    }
    expect(messages).toEqual([
      networkCopy.timeout(action),
      networkCopy.connection(action),
      networkCopy.generic,
    ]);
  });

  it('logs out from a failed check: a 401 to the logout means already out, with the usual success on login (QA 15)', async () => {
    const { actor, effects } = startSession({
      checkSession: () => Promise.reject(new Error('503')),
      logout: () => Promise.reject(unauthorizedError()),
    });
    await settle();
    actor.send({ type: 'logout', to: '/login' });
    expect(actor.getSnapshot().value).toEqual({ loggingOut: 'afterFailedCheck' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'byPatron' });
    expect(effects.showFlash).toHaveBeenCalledWith({
      kind: 'success',
      text: successCopy.loggedOut,
      route: '/login',
    });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/login', via: null });
    expect(actor.getSnapshot().context.checkFailure).toBeNull();
  });

  it('stays unknown when the logout from a failed check fails too, saying so (QA 15)', async () => {
    const { actor, effects } = startSession({
      checkSession: () => Promise.reject(new Error('503')),
      logout: () => Promise.reject(new Error('503')),
    });
    await settle();
    actor.send({ type: 'logout', to: '/login' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'checkFailed' });
    expect(effects.showFlash).toHaveBeenCalledWith({
      kind: 'danger',
      text: networkCopy.generic,
      route: null,
    });
  });

  it('asks again only after a failed check: Try again means nothing to a 401 or a session found (QA 14)', async () => {
    const { actor } = startSession();
    await settle();
    actor.send({ type: 'check.retry' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
  });
});

describe('login and logout', () => {
  it('logs in with the credentials of the event and keeps the user id, never the password', async () => {
    const login = vi.fn(() => Promise.resolve({ userId: '42' }));
    const { actor, effects } = startSession({ login });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    await settle();
    expect(login).toHaveBeenCalledWith({ username: 'ada', password: 'Analytical1' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context.userId).toBe('42');
    // The drafts a lapse of this user's session set aside come back to it (decision 076).
    expect(effects.clearPersistedSignup).toHaveBeenCalledWith({
      keepLoginDraft: true,
      loggedInUser: '42',
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Analytical1');
  });

  it('takes a login sent while the start-up check is still asking', async () => {
    const login = vi.fn(() => Promise.resolve({ userId: '7' }));
    const { actor } = startSession({ checkSession: () => new Promise(() => {}), login });
    actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    await settle();
    expect(login).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
  });

  it('reads the login answer on the welcome-back page of the layout once logged in (decision 040)', async () => {
    const { actor, effects } = startSession();
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    await settle();
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/web/welcome_back' });
  });

  it('sends a login that needs an SMS code to the code page, signed in and with no error (decision 041)', async () => {
    const pinRequired = pinRequiredError();
    const { actor, effects } = startSession({ login: () => Promise.reject(pinRequired) });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    await settle();
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/web/sms/pin_required' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'pinOwed' });
    expect(actor.getSnapshot().context.loginError).toBeNull();
  });

  it('is signed in, made here, once Create Your Account made the account (QA 6)', async () => {
    const { actor, effects } = startSession();
    await settle();
    actor.send({ type: 'signup.sessionCreated' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context.sessionOrigin).toBe('login');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.stopFlows).not.toHaveBeenCalled();

    const early = startSession({ checkSession: () => new Promise(() => {}) });
    early.actor.send({ type: 'signup.sessionCreated' });
    expect(early.actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
  });

  describe('a login that owes its SMS code (decision 041, QA 6)', () => {
    const pinRequired = pinRequiredError;
    const owing = async (
      login: () => Promise<{ userId: string }> = () => Promise.reject(pinRequired()),
    ) => {
      const started = startSession({ login });
      await settle();
      started.actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
      await settle();
      expect(started.actor.getSnapshot().value).toEqual({ signedIn: 'pinOwed' });
      return started;
    };

    it('is whole once the code is verified', async () => {
      const { actor } = await owing();
      actor.send({ type: 'pin.verified' });
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    });

    it('still owes it after a login that did not replace the session', async () => {
      const refused = new ApiError({
        code: 'UNAUTHORIZED_ERROR',
        status: 401,
        action: 'log in',
        message: networkCopy.loginFailed,
      });
      const login = vi
        .fn<() => Promise<{ userId: string }>>()
        .mockRejectedValueOnce(pinRequired())
        .mockRejectedValueOnce(refused);
      const { actor } = await owing(login);
      actor.send({ type: 'login', username: 'ada', password: 'wrong' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'pinOwed' });
      expect(actor.getSnapshot().context.loginError).toBe(networkCopy.loginFailed);
    });

    it('still owes it after a reload: the session found resumes nothing', async () => {
      const { actor, effects } = startSession(
        { checkSession: () => Promise.resolve({ status: 'complete' }) },
        false,
        true,
      );
      await settle();
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'pinOwed' });
      expect(actor.getSnapshot().context.sessionOrigin).toBe('login');
      expect(effects.resumeRegistration).not.toHaveBeenCalled();
    });

    it('is forgotten when the reload finds no session', async () => {
      const { actor } = startSession({}, false, true);
      await settle();
      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    });
  });

  it('remembers how the session began: found at start-up (a token to upgrade) or made by a login (decision 042)', async () => {
    const found = startSession({ checkSession: () => Promise.resolve({ status: 'complete' }) });
    await settle();
    expect(found.actor.getSnapshot().context.sessionOrigin).toBe('found');

    const made = startSession();
    await settle();
    expect(made.actor.getSnapshot().context.sessionOrigin).toBeNull();
    made.actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    await settle();
    expect(made.actor.getSnapshot().context.sessionOrigin).toBe('login');
  });

  it('stays on the login page when the credentials are wrong', async () => {
    const refused = new ApiError({
      code: 'UNAUTHORIZED_ERROR',
      status: 401,
      action: 'log in',
      message: networkCopy.loginFailed,
    });
    const { actor, effects } = startSession({ login: () => Promise.reject(refused) });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'wrong' });
    await settle();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('shows the login failure copy and stays signed out when the credentials are wrong', async () => {
    const refused = new ApiError({
      code: 'UNAUTHORIZED_ERROR',
      status: 401,
      action: 'log in',
      message: networkCopy.loginFailed,
    });
    const { actor } = startSession({ login: () => Promise.reject(refused) });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'wrong' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
    expect(actor.getSnapshot().context.loginError).toBe(networkCopy.loginFailed);
    // Each refusal counts (the form drops the password on each); a failure on the way does not.
    expect(actor.getSnapshot().context.loginRefusals).toBe(1);
    actor.send({ type: 'login', username: 'ada', password: 'wrong again' });
    await settle();
    expect(actor.getSnapshot().context.loginRefusals).toBe(2);
  });

  it('counts no refusal for a login that failed on the way (a timeout)', async () => {
    const timedOut = new ApiError({
      code: 'TIMEOUT_ERROR',
      action: 'log in',
      message: networkCopy.timeout('log in'),
    });
    const { actor } = startSession({ login: () => Promise.reject(timedOut) });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'right' });
    await settle();
    expect(actor.getSnapshot().context.loginError).toBe(networkCopy.timeout('log in'));
    expect(actor.getSnapshot().context.loginRefusals).toBe(0);
  });

  it('shows the first message of each login field at its field, not the banner, and keeps the count (QA 10)', async () => {
    const refused = new ApiError({
      code: 'HTTP_ERROR',
      status: 422,
      action: 'log in',
      message: networkCopy.generic,
      fieldErrors: { username: 'Username is invalid', password: 'Password is too short' },
    });
    const { actor, effects } = startSession({ login: () => Promise.reject(refused) });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'short' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
    expect(actor.getSnapshot().context).toMatchObject({
      loginError: null,
      loginFieldErrors: { username: 'Username is invalid', password: 'Password is too short' },
      loginRefusals: 0,
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('"short"');
    expect(effects.navigate).not.toHaveBeenCalled();
    // The next try starts clean.
    actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    expect(actor.getSnapshot().context.loginFieldErrors).toEqual({});
  });

  it("shows the generic banner for a validation answer that names none of the form's fields (QA 10)", async () => {
    const refused = new ApiError({
      code: 'HTTP_ERROR',
      status: 422,
      action: 'log in',
      message: networkCopy.generic,
      fieldErrors: { grantType: 'is invalid' },
    });
    const { actor } = startSession({ login: () => Promise.reject(refused) });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      loginError: networkCopy.generic,
      loginFieldErrors: {},
    });
  });

  it.each([403, 422])(
    'sends a login refused with a %i sms_pin_locked where the SMS step does: the native login and the pin-locked page (QA 10)',
    async (status) => {
      const locked = new ApiError({
        code: 'HTTP_ERROR',
        status,
        action: 'log in',
        message: networkCopy.generic,
        serverCode: 'sms_pin_locked',
      });
      const { actor, effects, order } = startSession({ login: () => Promise.reject(locked) });
      await settle();
      actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
      expect(actor.getSnapshot().context.loginError).toBeNull();
      expect(order).toEqual(['openNativeLogin', 'navigate']);
      expect(effects.navigate).toHaveBeenCalledWith({ to: '/sms/pin_locked' });
    },
  );

  it.each([
    [423, 'account_locked'],
    [429, 'too_many_requests'],
    [403, 'forbidden'],
  ])(
    "keeps the catalogue's generic message for any other coded refusal (%i %s, contract.md 8)",
    async (status, serverCode) => {
      const refused = new ApiError({
        code: 'HTTP_ERROR',
        status,
        action: 'log in',
        message: networkCopy.generic,
        serverCode,
      });
      const { actor, effects } = startSession({ login: () => Promise.reject(refused) });
      await settle();
      actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
      await settle();
      expect(actor.getSnapshot().context.loginError).toBe(networkCopy.generic);
      expect(effects.navigate).not.toHaveBeenCalled();
      expect(effects.openNativeLogin).not.toHaveBeenCalled();
    },
  );

  it('shows no login error when the account is suspended: the suspension routes itself', async () => {
    const refused = new ApiError({ ...suspended('cool_off'), action: 'log in', message: 'x' });
    const { actor, effects } = startSession({ login: () => Promise.reject(refused) });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'right' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
    expect(actor.getSnapshot().context.loginError).toBeNull();
    expect(effects.showFlash).not.toHaveBeenCalled();
  });

  it('logs out with the success message on the page the flow goes to, leaving nothing behind', async () => {
    const { actor, effects, order } = startSession({
      checkSession: () => Promise.resolve({ status: 'complete' }),
    });
    await settle();
    actor.send({ type: 'logout', to: '/login' });
    expect(actor.getSnapshot().value).toEqual({ loggingOut: 'ofSession' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'byPatron' });
    expect(actor.getSnapshot().context.registrationStatus).toBeNull();
    expect(effects.showFlash).toHaveBeenCalledWith({
      kind: 'success',
      text: successCopy.loggedOut,
      route: '/login',
    });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/login', via: null });
    expect(order.slice(order.indexOf('clearPersistedSignup'))).toEqual([
      'clearPersistedSignup',
      'stopFlows',
      'showFlash',
      'navigate',
      'tellOtherTabs',
    ]);
  });

  it("ends this tab's session when another tab logged out: login, the success message, nothing left (decision 087)", async () => {
    const { actor, effects, order } = startSession({
      checkSession: () => Promise.resolve({ status: 'pending' }),
    });
    await settle();
    actor.send({ type: 'session.endedElsewhere' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'byPatron' });
    expect(actor.getSnapshot().context.registrationStatus).toBeNull();
    expect(effects.showFlash).toHaveBeenCalledWith({
      kind: 'success',
      text: successCopy.loggedOut,
      route: '/login',
    });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/login', via: null });
    expect(order).toEqual([
      'resumeRegistration',
      'clearPersistedSignup',
      'stopFlows',
      'showFlash',
      'navigate',
    ]);
    // It tells no other tab in turn, and a tab already signed out does nothing.
    expect(effects.tellOtherTabs).not.toHaveBeenCalled();
    actor.send({ type: 'session.endedElsewhere' });
    expect(effects.navigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 401', () => Promise.reject(unauthorizedError())],
    ['a failure after a suspension the patron asked for', () => Promise.reject(new Error('500'))],
  ])('tells the other tabs of a logout completed on %s', async (_, answer) => {
    const { actor, effects } = startSession({
      checkSession: () => Promise.resolve({ status: 'complete' }),
      logout: answer,
    });
    await settle();
    actor.send({ type: 'logout', to: '/login', suspended: true });
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: 'byPatron' })).toBe(true);
    expect(effects.tellOtherTabs).toHaveBeenCalledTimes(1);
  });

  it('tells no other tab of a logout that failed: the session stands', async () => {
    const { actor, effects } = startSession({
      checkSession: () => Promise.resolve({ status: 'complete' }),
      logout: () => Promise.reject(new Error('500')),
    });
    await settle();
    actor.send({ type: 'logout', to: '/login' });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.tellOtherTabs).not.toHaveBeenCalled();
  });

  it('remembers that the patron ended the session, until the next login (decision 068)', async () => {
    const { actor } = startSession({
      checkSession: () => Promise.resolve({ status: 'complete' }),
    });
    await settle();
    actor.send({ type: 'logout', to: '/rg/loading?outcome=cool_off&length=3' });
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: 'byPatron' })).toBe(true);
    actor.send({ type: 'login', username: 'u', password: 'p' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    actor.send({ type: 'auth.failure', error: unauthorized, path: '/rg/deposit_limits' });
    expect(actor.getSnapshot().matches({ signedOut: 'notByPatron' })).toBe(true);
  });

  it('reports a failed logout with the generic message and keeps the session', async () => {
    const failure = new Error('500');
    const pending = deferred<void>();
    const { actor, effects } = startSession({
      checkSession: () => Promise.resolve({ status: 'complete' }),
      logout: () => pending.promise,
    });
    await settle();
    actor.send({ type: 'logout' });
    pending.reject(failure);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(effects.showFlash).toHaveBeenCalledWith({
      kind: 'danger',
      text: networkCopy.generic,
      route: null,
    });
    expect(effects.reportError).toHaveBeenCalledWith({ error: failure, where: 'logout' });
    expect(effects.clearPersistedSignup).not.toHaveBeenCalled();
  });
  it.each([
    ['a user_suspended 403 (after a cool-off or self-exclusion)', suspended('cool_off')],
    ['a 401', unauthorized],
  ])(
    'counts %s from the logout as a completed logout, with the success message',
    async (_, answer) => {
      const { actor, effects } = startSession({
        checkSession: () => Promise.resolve({ status: 'complete' }),
        logout: () => Promise.reject(new ApiError({ ...answer, action: 'log out', message: 'x' })),
      });
      await settle();
      actor.send({ type: 'logout', to: '/rg/loading', via: '/login' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'byPatron' });
      expect(actor.getSnapshot().context.userId).toBeNull();
      expect(effects.clearPersistedSignup).toHaveBeenCalled();
      expect(effects.stopFlows).toHaveBeenCalled();
      expect(effects.showFlash).toHaveBeenCalledTimes(1);
      expect(effects.showFlash).toHaveBeenCalledWith({
        kind: 'success',
        text: successCopy.loggedOut,
        route: '/rg/loading',
      });
      // Through the login page first (self-exclusion, product.md 4.5).
      expect(effects.navigate).toHaveBeenCalledWith({ to: '/rg/loading', via: '/login' });
      expect(effects.reportError).not.toHaveBeenCalled();
    },
  );
});

describe('the logout after a suspension the patron asked for (QA 9)', () => {
  it.each([
    ['a 500', new ApiError({ code: 'HTTP_ERROR', status: 500, action: 'log out', message: 'x' })],
    ['a timeout', new ApiError({ code: 'TIMEOUT_ERROR', action: 'log out', message: 'x' })],
  ])(
    'completes on %s: the cool-off is in effect whatever the logout answers, and the failure is reported',
    async (_, failure) => {
      const { actor, effects } = startSession({
        checkSession: () => Promise.resolve({ status: 'complete' }),
        logout: () => Promise.reject(failure),
      });
      await settle();
      actor.send({ type: 'logout', to: '/rg/loading?outcome=cool_off', suspended: true });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'byPatron' });
      expect(effects.showFlash).toHaveBeenCalledWith({
        kind: 'success',
        text: successCopy.loggedOut,
        route: '/rg/loading?outcome=cool_off',
      });
      expect(effects.navigate).toHaveBeenCalledWith({
        to: '/rg/loading?outcome=cool_off',
        via: null,
      });
      expect(effects.reportError).toHaveBeenCalledWith({
        error: failure,
        where: 'logout after suspension',
      });
    },
  );

  it("keeps the header's plain logout as it was: a failure keeps the session", async () => {
    const { actor } = startSession({
      checkSession: () => Promise.resolve({ status: 'complete' }),
      logout: () => Promise.reject(new Error('500')),
    });
    await settle();
    actor.send({ type: 'logout', to: '/rg/loading', suspended: true });
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'Analytical1' } as never);
    await settle();
    actor.send({ type: 'logout', to: '/login' });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});

describe('a login while signed in (decision 063)', () => {
  const signedIn = () => Promise.resolve({ status: 'contact_support' });
  const refusal = () =>
    new ApiError({
      code: 'UNAUTHORIZED_ERROR',
      status: 401,
      action: 'log in',
      message: networkCopy.loginFailed,
    });

  it('replaces the session: logs in with the new credentials, leaves nothing of the old one, then welcome back', async () => {
    const login = vi.fn(() => Promise.resolve({ userId: 'u-2' }));
    const { actor, effects, order } = startSession({ checkSession: signedIn, login });
    await settle();
    actor.send({ type: 'login', username: 'grace', password: 'Compiler1' });
    expect(actor.getSnapshot().value).toBe('replacingSession');
    await settle();
    expect(login).toHaveBeenCalledWith({ username: 'grace', password: 'Compiler1' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context).toMatchObject({
      userId: 'u-2',
      sessionOrigin: 'login',
      registrationStatus: null,
      loginError: null,
    });
    expect(order.slice(order.indexOf('clearPersistedSignup'))).toEqual([
      'clearPersistedSignup',
      'stopFlows',
      'navigate',
    ]);
    expect(effects.clearPersistedSignup).toHaveBeenCalledWith({ loggedInUser: 'u-2' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/web/welcome_back' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Compiler1');
  });

  it('keeps the old session when the new login is refused, and says why', async () => {
    const { actor, effects } = startSession({
      checkSession: signedIn,
      login: () => Promise.reject(refusal()),
    });
    await settle();
    actor.send({ type: 'login', username: 'grace', password: 'wrong' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context).toMatchObject({
      sessionOrigin: 'found',
      registrationStatus: 'contact_support',
      loginError: networkCopy.loginFailed,
    });
    expect(effects.clearPersistedSignup).not.toHaveBeenCalled();
    expect(effects.stopFlows).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('clears the last failure when the patron tries again, and a login that asks for an SMS code replaces the session too', async () => {
    const pinRequired = pinRequiredError();
    const login = vi
      .fn<() => Promise<{ userId: string }>>()
      .mockRejectedValueOnce(refusal())
      .mockRejectedValueOnce(pinRequired);
    const { actor, effects } = startSession({ checkSession: signedIn, login });
    await settle();
    actor.send({ type: 'login', username: 'grace', password: 'wrong' });
    await settle();
    actor.send({ type: 'login', username: 'grace', password: 'Compiler1' });
    expect(actor.getSnapshot().context.loginError).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'pinOwed' });
    expect(actor.getSnapshot().context).toMatchObject({ userId: null, sessionOrigin: 'login' });
    expect(effects.stopFlows).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/web/sms/pin_required' });
  });

  it('keeps the old session when the new account has its SMS code locked, and goes where the SMS step would (QA 10)', async () => {
    const locked = new ApiError({
      code: 'HTTP_ERROR',
      status: 403,
      action: 'log in',
      message: networkCopy.generic,
      serverCode: 'sms_pin_locked',
    });
    const { actor, effects, order } = startSession({
      checkSession: signedIn,
      login: () => Promise.reject(locked),
    });
    await settle();
    actor.send({ type: 'login', username: 'grace', password: 'Compiler1' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context).toMatchObject({ sessionOrigin: 'found', loginError: null });
    expect(order.slice(order.indexOf('openNativeLogin'))).toEqual(['openNativeLogin', 'navigate']);
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/sms/pin_locked' });
    expect(effects.stopFlows).not.toHaveBeenCalled();
  });

  it('keeps the old session, with no error, when the new account is suspended (the suspension routes itself)', async () => {
    const refused = new ApiError({ ...suspended('cool_off'), action: 'log in', message: 'x' });
    const login = vi.fn(() => Promise.reject(refused));
    const { actor, effects } = startSession({ checkSession: signedIn, login });
    await settle();
    actor.send({ type: 'login', username: 'grace', password: 'Compiler1' });
    await settle();
    expect(login).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context.loginError).toBeNull();
    expect(effects.stopFlows).not.toHaveBeenCalled();
  });
});

describe('auth failures the API client hands to the session', () => {
  const at = (path: string) => ({ type: 'auth.failure' as const, error: unauthorized, path });

  it('ends the session on a 401: message, saved sign-up cleared, flows stopped, then login', async () => {
    const { actor, effects, order } = startSession({
      checkSession: () => Promise.resolve({ status: 'pending' }),
    });
    await settle();
    order.length = 0;
    actor.send(at('/web/signup/pii'));
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
    expect(order).toEqual([
      'showFlash',
      'clearPersistedSignup',
      'stopFlows',
      'keepPageForLogin',
      'navigate',
    ]);
    // What the patron typed waits for the same patron's next login (decision 076).
    expect(effects.clearPersistedSignup).toHaveBeenCalledWith({ lapsed: true });
    // The page the session ended on, for the next login to return to when it is a patron's (QA 7).
    expect(effects.keepPageForLogin).toHaveBeenCalledWith({ path: '/web/signup/pii' });
    expect(effects.showFlash).toHaveBeenCalledWith({
      kind: 'danger',
      text: networkCopy.loggedOutInactivity,
      route: '/login',
    });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/login' });
  });

  it('does nothing with a 401 on a suspended page or on login itself', async () => {
    const { actor, effects } = startSession();
    await settle();
    actor.send(at('/web/suspended/cool_off'));
    actor.send(at('/login'));
    for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
  });

  it('sends a suspension to the page of its type, in place of the page it ends', async () => {
    const { actor, effects } = startSession({
      checkSession: () => Promise.resolve({ status: 'pending' }),
    });
    await settle();
    actor.send({ type: 'auth.failure', error: suspended('cool_off'), path: '/web/signup/pii' });
    actor.send({ type: 'auth.failure', error: suspended('duplicate_user'), path: '/a' });
    actor.send({ type: 'auth.failure', error: suspended(null), path: '/a' });
    expect(effects.navigate.mock.calls).toEqual([
      // In place of the page each ends (QA 17).
      [{ to: '/web/suspended/cool_off', replace: true }],
      [{ to: '/web/suspended/duplicated', replace: true }],
      [{ to: '/web/suspended', replace: true }],
    ]);
  });

  const signedIn = { checkSession: () => Promise.resolve({ status: 'complete' }) };

  it.each(['self_exclusion', 'duplicate_user', null])(
    'ends the session when a %s suspension comes in the middle of a page: nothing left, no Log out (QA 17)',
    async (type) => {
      const { actor, effects } = startSession(signedIn);
      await settle();
      actor.send({ type: 'auth.failure', error: suspended(type), path: '/rg/deposit_limits' });
      expect(effects.clearPersistedSignup).toHaveBeenCalledWith(undefined);
      expect(effects.stopFlows).toHaveBeenCalled();
      expect(actor.getSnapshot().value).toEqual({ signedOut: 'byPatron' });
      expect(actor.getSnapshot().hasTag('mayLogOut')).toBe(false);
    },
  );

  it('keeps the session of a cool-off for ending it from its page, but forgets the drafts (decision 077, QA 17)', async () => {
    const { actor, effects } = startSession(signedIn);
    await settle();
    actor.send({ type: 'auth.failure', error: suspended('cool_off'), path: '/rg/deposit_limits' });
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/web/suspended/cool_off', replace: true });
    expect(effects.clearPersistedSignup).toHaveBeenCalledWith(undefined);
    expect(effects.stopFlows).toHaveBeenCalled();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'verified' });
    expect(actor.getSnapshot().context.suspension).toBe('cool_off');
  });

  it("leaves a cool-off's own pages, and all they hold, where they are (decision 077)", async () => {
    const { actor, effects } = startSession(signedIn);
    await settle();
    actor.send({ type: 'auth.failure', error: suspended('cool_off'), path: '/cool_off_renew' });
    expect(effects.clearPersistedSignup).not.toHaveBeenCalled();
    expect(effects.stopFlows).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('the shared slice', () => {
  it('holds the feature flags and the critical-service error text that loaders give it', async () => {
    const { actor } = startSession();
    expect(actor.getSnapshot().context.shared).toEqual({
      featureFlags: null,
      criticalServiceError: null,
    });
    const flags = [{ name: 'visit_limits_page', status: 'enabled' as const, groups: [] }];
    actor.send({ type: 'shared.featureFlags', flags });
    actor.send({ type: 'shared.criticalServiceError', text: 'Payments are down' });
    expect(actor.getSnapshot().context.shared).toEqual({
      featureFlags: flags,
      criticalServiceError: 'Payments are down',
    });
  });
});

describe('a session cookie withheld in a frame (Safari; decision 051)', () => {
  const at = (path: string) => ({ type: 'auth.failure' as const, error: unauthorized, path });

  it('is a 401 on a sign-up page inside a frame, and nothing else', () => {
    expect(isCookieWithheld(true, unauthorized, '/web/signup/pii')).toBe(true);
    expect(isCookieWithheld(true, unauthorized, '/signup/phone_number')).toBe(true);
    expect(isCookieWithheld(false, unauthorized, '/web/signup/pii')).toBe(false);
    expect(isCookieWithheld(true, unauthorized, '/rg/deposit_limits')).toBe(false);
    expect(isCookieWithheld(true, unauthorized, '/signups')).toBe(false);
    expect(isCookieWithheld(true, suspended('cool_off'), '/web/signup/pii')).toBe(false);
  });

  it('continues in a top-level window instead of the logged-out page, keeping the draft', async () => {
    // The browser withholds the cookie: the start-up check finds none, the account made here
    // sets one the browser drops, and the sync after it answers 401.
    const { actor, effects, order } = startSession(
      { checkSession: () => Promise.reject(unauthorized) },
      true,
    );
    await settle();
    actor.send({ type: 'signup.sessionCreated' });
    order.length = 0;
    actor.send(at('/web/signup/pii'));
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notByPatron' });
    expect(order).toEqual(['continueTopLevel']);
    expect(effects.continueTopLevel).toHaveBeenCalledWith({ signUp: true, mobile: false });
    expect(effects.showFlash).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.clearPersistedSignup).not.toHaveBeenCalled();
  });

  it('is a session that ended once a call has answered with the session in this frame (QA 24)', async () => {
    const { actor, effects } = startSession(
      { checkSession: () => Promise.reject(unauthorized) },
      true,
    );
    await settle();
    actor.send({ type: 'signup.sessionCreated' });
    // The sign-up's sync read the registration: the browser sends this frame its cookie.
    actor.send({ type: 'session.answered' });
    actor.send(at('/web/signup/pii'));
    expect(effects.continueTopLevel).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/login' });
    expect(effects.showFlash).toHaveBeenCalled();
  });

  it('is a session that ended when the start-up check found one in this frame (QA 24)', async () => {
    const { actor, effects } = startSession(
      { checkSession: () => Promise.resolve({ status: 'created' }) },
      true,
    );
    await settle();
    actor.send(at('/web/signup/pii'));
    expect(effects.continueTopLevel).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/login' });
  });

  it('is a withheld cookie after a login in this frame, until a call answers with the session (QA 24)', async () => {
    const { actor, effects } = startSession({}, true);
    await settle();
    actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    // The welcome page's status read, without the cookie the browser dropped.
    actor.send(at('/web/welcome_back'));
    expect(effects.continueTopLevel).toHaveBeenCalledWith({ signUp: false, mobile: false });
    expect(effects.navigate).not.toHaveBeenCalledWith({ to: '/login' });

    // The same login where the browser sends the cookie: a later 401 is a session that ended.
    const sent = startSession({}, true);
    await settle();
    sent.actor.send({ type: 'login', username: 'ada', password: 'Analytical1' });
    await settle();
    sent.actor.send({ type: 'session.answered' });
    sent.actor.send(at('/web/welcome_back'));
    expect(sent.effects.continueTopLevel).not.toHaveBeenCalled();
    expect(sent.effects.navigate).toHaveBeenCalledWith({ to: '/login' });
  });

  it('still sends a 401 elsewhere in a frame to login with the inactivity message', async () => {
    const { actor, effects } = startSession(
      { checkSession: () => Promise.resolve({ status: 'pending' }) },
      true,
    );
    await settle();
    actor.send(at('/user_preferences'));
    expect(effects.continueTopLevel).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/login' });
  });
});
