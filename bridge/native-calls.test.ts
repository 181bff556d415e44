import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../api/errors';
import { confirmDialog as confirmDialogCopy } from '../copy/spec/confirm-dialog';
import type { NativeBridge } from './native';
import { onNativeResult, resetNativeCallbacks } from './native-callbacks';
import {
  callBridge,
  canCallNative,
  checkMediaApp,
  createNativeCaller,
  DialogCancelledError,
  getAppVersion,
  getJumioDocumentVerificationSupported,
  getJumioNetverifySupported,
  getOSVersion,
  getPlatform,
  getSupportedFeatures,
  MEDIA_APP_ANSWER_MS,
  NATIVE_ANSWER_MS,
  openExternalUrl,
  ready,
  setSuspendedState,
  showContactSupport,
  showLoginPage,
  startNativeTask,
  supportedFeatures,
} from './native-calls';
import { NATIVE_CALL_NAMES } from './native-interface';
import type { FrameEnvironment } from './parent-frame';
import { strictBridge } from './strict-bridge.fixture';

const HOST = 'https://host.example.test';

/** A fake window (bridge, history, confirm) and, when framed, a parent on `parentOrigin`. */
function fakeEnvironment({
  bridge,
  parentOrigin,
  confirmAnswer = true,
}: {
  bridge?: NativeBridge;
  parentOrigin?: string;
  confirmAnswer?: boolean;
} = {}) {
  const history = { back: vi.fn(), go: vi.fn() };
  const confirm = vi.fn(() => confirmAnswer);
  const open = vi.fn();
  const location = { href: 'https://app.example.test/signup' };
  const win = { NativeBridge: bridge, history, confirm, open, location } as unknown as Window;
  const parent = { postMessage: vi.fn() };
  const frame: FrameEnvironment = parentOrigin
    ? {
        self: win,
        parent: parent as unknown as Window,
        referrer: `${parentOrigin}/host`,
        ancestorOrigins: [parentOrigin],
      }
    : { self: win, parent: win, referrer: '' };
  const environment = () => ({ window: win, frame });
  return {
    win,
    history,
    confirm,
    open,
    parent,
    environment,
    target: { allowedOrigins: [HOST], environment },
  };
}

describe('native bridge calls', () => {
  describe('showContactSupport and whether it can reach anyone', () => {
    it('opens the native contact-support screen when the app has it', () => {
      const native = vi.fn();
      const env = fakeEnvironment({ bridge: { showContactSupport: native } });
      expect(canCallNative(env.target, 'showContactSupport')).toBe(true);
      expect(showContactSupport(env.target)).toBe(true);
      expect(native).toHaveBeenCalledWith();
    });

    it('posts the same-named message to an allowed parent frame without the native function', () => {
      const env = fakeEnvironment({ bridge: {}, parentOrigin: HOST });
      expect(canCallNative(env.target, 'showContactSupport')).toBe(true);
      expect(showContactSupport(env.target)).toBe(true);
      expect(env.parent.postMessage).toHaveBeenCalledWith(
        { type: 'showContactSupport', args: [] },
        HOST,
      );
    });

    it('reaches no one in a plain browser tab, nor in a frame of an origin not allowed', () => {
      for (const env of [
        fakeEnvironment(),
        fakeEnvironment({ parentOrigin: 'https://evil.example.test' }),
      ]) {
        expect(canCallNative(env.target, 'showContactSupport')).toBe(false);
        expect(showContactSupport(env.target)).toBe(false);
        expect(env.parent.postMessage).not.toHaveBeenCalled();
      }
    });
  });

  describe('callNative', () => {
    it('calls the native function of that name with the arguments and reports it handled', () => {
      const closeWebview = vi.fn();
      const env = fakeEnvironment({ bridge: { closeWebview }, parentOrigin: HOST });
      const native = createNativeCaller([HOST], env.environment);

      expect(native.callNative('closeWebview', 'a', 2)).toBe(true);

      expect(closeWebview).toHaveBeenCalledWith('a', 2);
      expect(env.parent.postMessage).not.toHaveBeenCalled();
    });

    it('posts the same-named message to an allowed parent when the native function is missing', () => {
      const env = fakeEnvironment({ bridge: {}, parentOrigin: HOST });
      const native = createNativeCaller([HOST], env.environment);

      expect(native.callNative('showContactSupport', 'x')).toBe(true);

      expect(env.parent.postMessage).toHaveBeenCalledWith(
        { type: 'showContactSupport', args: ['x'] },
        HOST,
      );
    });

    it('posts the message when there is no bridge at all', () => {
      const env = fakeEnvironment({ parentOrigin: HOST });
      const native = createNativeCaller([HOST], env.environment);

      expect(native.closeWebview()).toBe(true);

      expect(env.parent.postMessage).toHaveBeenCalledWith({ type: 'closeWebview', args: [] }, HOST);
    });

    it('posts nothing to a parent whose origin is not allowed, and reports the call unhandled', () => {
      const env = fakeEnvironment({ parentOrigin: 'https://evil.example.test' });
      const native = createNativeCaller([HOST], env.environment);

      expect(native.closeWebview()).toBe(false);

      expect(env.parent.postMessage).not.toHaveBeenCalled();
    });

    it('reports the call unhandled in a plain browser window (no bridge, no parent)', () => {
      const env = fakeEnvironment();
      expect(createNativeCaller([HOST], env.environment).closeWebview()).toBe(false);
    });

    it('finds a bridge injected after the caller was created', () => {
      const env = fakeEnvironment();
      const native = createNativeCaller([HOST], env.environment);
      const closeWebview = vi.fn();
      (env.win as { NativeBridge?: NativeBridge }).NativeBridge = { closeWebview };

      expect(native.closeWebview()).toBe(true);
      expect(closeWebview).toHaveBeenCalledOnce();
    });
  });

  describe('goBack', () => {
    it('asks the native wrapper to go back when it can', () => {
      const goBack = vi.fn();
      const env = fakeEnvironment({ bridge: { goBack } });

      createNativeCaller([HOST], env.environment).goBack();

      expect(goBack).toHaveBeenCalledOnce();
      expect(env.history.back).not.toHaveBeenCalled();
    });

    it('falls back to the browser history without a native goBack', () => {
      const env = fakeEnvironment({ bridge: {}, parentOrigin: HOST });

      createNativeCaller([HOST], env.environment).goBack();

      expect(env.history.back).toHaveBeenCalledOnce();
      expect(env.parent.postMessage).not.toHaveBeenCalled();
    });
  });

  describe('showLoginPage', () => {
    it('opens the native login page when the wrapper lists native_login', () => {
      const showLoginPage = vi.fn();
      const env = fakeEnvironment({
        bridge: { showLoginPage, getSupportedFeatures: () => ['native_login'] },
        parentOrigin: HOST,
      });

      expect(createNativeCaller([HOST], env.environment).showLoginPage()).toBe(true);

      expect(showLoginPage).toHaveBeenCalledOnce();
      expect(env.parent.postMessage).not.toHaveBeenCalled();
    });

    it('posts showLoginPage to the parent when native_login is not listed', () => {
      const showLoginPage = vi.fn();
      const env = fakeEnvironment({
        bridge: { showLoginPage, getSupportedFeatures: () => ['something_else'] },
        parentOrigin: HOST,
      });

      expect(createNativeCaller([HOST], env.environment).showLoginPage()).toBe(true);

      expect(showLoginPage).not.toHaveBeenCalled();
      expect(env.parent.postMessage).toHaveBeenCalledWith(
        { type: 'showLoginPage', args: [] },
        HOST,
      );
    });

    it('reads the feature list from an array, a JSON string or a comma-separated string', () => {
      expect(supportedFeatures(['native_login'])).toEqual(new Set(['native_login']));
      expect(supportedFeatures('["native_login","x"]')).toEqual(new Set(['native_login', 'x']));
      expect(supportedFeatures('x, native_login')).toEqual(new Set(['x', 'native_login']));
      expect(supportedFeatures(undefined)).toEqual(new Set());
      expect(supportedFeatures({})).toEqual(new Set());
    });
  });

  describe('showConfirmationDialog', () => {
    it('passes its four arguments to the native dialog and resolves when the user accepts', async () => {
      const showConfirmationDialog = vi.fn(async () => true);
      const env = fakeEnvironment({ bridge: { showConfirmationDialog } });

      await expect(
        createNativeCaller([HOST], env.environment).showConfirmationDialog(
          'Leave?',
          'Your changes will be lost.',
          'Leave',
          'Stay',
        ),
      ).resolves.toBeUndefined();

      expect(showConfirmationDialog).toHaveBeenCalledWith(
        'Leave?',
        'Your changes will be lost.',
        'Leave',
        'Stay',
      );
    });

    it('rejects when the user cancels the native dialog', async () => {
      const env = fakeEnvironment({ bridge: { showConfirmationDialog: () => false } });

      await expect(
        createNativeCaller([HOST], env.environment).showConfirmationDialog(undefined, 'Sure?'),
      ).rejects.toBeInstanceOf(DialogCancelledError);
    });

    it('uses the default title, confirm and cancel labels when none are given', async () => {
      const showConfirmationDialog = vi.fn(() => 'true');
      const env = fakeEnvironment({ bridge: { showConfirmationDialog } });

      await createNativeCaller([HOST], env.environment).showConfirmationDialog(undefined, 'Sure?');

      expect(showConfirmationDialog).toHaveBeenCalledWith(
        confirmDialogCopy.title,
        'Sure?',
        confirmDialogCopy.confirm,
        confirmDialogCopy.cancel,
      );
      expect(confirmDialogCopy).toEqual({
        title: 'Are you sure?',
        confirm: 'Yes',
        cancel: 'Go Back',
      });
    });

    it('falls back to the browser confirm with the message, resolving on OK', async () => {
      const env = fakeEnvironment({ confirmAnswer: true });

      await expect(
        createNativeCaller([HOST], env.environment).showConfirmationDialog('Title', 'The message'),
      ).resolves.toBeUndefined();

      expect(env.confirm).toHaveBeenCalledWith('The message');
    });

    it('falls back to the browser confirm when the native dialog answers with a promise that rejects (QA 13)', async () => {
      const reported = vi.fn();
      setErrorReporter(reported);
      const env = fakeEnvironment({
        bridge: { showConfirmationDialog: () => Promise.reject(new Error('no dialog')) },
        confirmAnswer: true,
      });

      await expect(
        createNativeCaller([HOST], env.environment).showConfirmationDialog('Title', 'The message'),
      ).resolves.toBeUndefined();

      expect(env.confirm).toHaveBeenCalledWith('The message');
      expect(reported).toHaveBeenCalledWith(expect.any(Error), {
        where: 'native bridge showConfirmationDialog',
      });
    });

    it('falls back to the browser confirm, rejecting on Cancel', async () => {
      const env = fakeEnvironment({ confirmAnswer: false });

      await expect(
        createNativeCaller([HOST], env.environment).showConfirmationDialog('Title', 'The message'),
      ).rejects.toBeInstanceOf(DialogCancelledError);
    });
  });
});

describe('every call name', () => {
  it.each(NATIVE_CALL_NAMES)('%s reaches the native function of that name', (name) => {
    const fn = vi.fn();
    const env = fakeEnvironment({ bridge: { [name]: fn }, parentOrigin: HOST });
    expect(createNativeCaller([HOST], env.environment).callNative(name, 'a')).toBe(true);
    expect(fn).toHaveBeenCalledWith('a');
    expect(env.parent.postMessage).not.toHaveBeenCalled();
  });

  it.each(NATIVE_CALL_NAMES)('%s without a native function is posted to the parent', (name) => {
    const env = fakeEnvironment({ bridge: {}, parentOrigin: HOST });
    createNativeCaller([HOST], env.environment).callNative(name, 1);
    expect(env.parent.postMessage).toHaveBeenCalledWith({ type: name, args: [1] }, HOST);
  });

  it('passes the payload fields of the native-opened pages as they are', () => {
    const bridge = {
      showDepositReceiptPage: vi.fn(),
      showDepositFailed: vi.fn(),
      resubmitDepositCreateV2: vi.fn(),
      resubmitWithdrawalCreate: vi.fn(),
    };
    const env = fakeEnvironment({ bridge });
    callBridge(env.target, 'showDepositReceiptPage', { amountCents: 2500, paymentMethodId: 'pm' });
    callBridge(env.target, 'showDepositFailed', 'Card declined', true);
    callBridge(env.target, 'resubmitDepositCreateV2', 2500, 'pm', 'pp', 'WELCOME');
    callBridge(env.target, 'resubmitWithdrawalCreate', 900, 'pm', 'pp', 'c-1');
    expect(bridge.showDepositReceiptPage).toHaveBeenCalledWith({
      amountCents: 2500,
      paymentMethodId: 'pm',
    });
    expect(bridge.showDepositFailed).toHaveBeenCalledWith('Card declined', true);
    expect(bridge.resubmitDepositCreateV2).toHaveBeenCalledWith(2500, 'pm', 'pp', 'WELCOME');
    expect(bridge.resubmitWithdrawalCreate).toHaveBeenCalledWith(900, 'pm', 'pp', 'c-1');
  });

  it('ready goes to the wrapper, or to the parent frame', () => {
    const nativeReady = vi.fn();
    expect(ready(fakeEnvironment({ bridge: { ready: nativeReady } }).target)).toBe(true);
    expect(nativeReady).toHaveBeenCalledOnce();
    const framed = fakeEnvironment({ parentOrigin: HOST });
    expect(ready(framed.target)).toBe(true);
    expect(framed.parent.postMessage).toHaveBeenCalledWith({ type: 'ready', args: [] }, HOST);
  });
});

describe('questions to the wrapper', () => {
  it("reads the app's version, platform, OS version and features, awaiting promises", async () => {
    const env = fakeEnvironment({
      bridge: {
        getAppVersion: () => Promise.resolve('24.24.0'),
        getPlatform: () => 'android',
        getOSVersion: () => '14',
        getSupportedFeatures: () => '["native_login"]',
        getJumioNetverifySupported: () => 'true',
        getJumioDocumentVerificationSupported: () => false,
      },
    });
    expect(await getAppVersion(env.target)).toBe('24.24.0');
    expect(await getPlatform(env.target)).toBe('android');
    expect(await getOSVersion(env.target)).toBe('14');
    expect(await getSupportedFeatures(env.target)).toEqual(new Set(['native_login']));
    expect(await getJumioNetverifySupported(env.target)).toBe(true);
    expect(await getJumioDocumentVerificationSupported(env.target)).toBe(false);
  });

  it('answers the web defaults without a bridge, posting the question to an allowed parent', async () => {
    const env = fakeEnvironment({ parentOrigin: HOST });
    expect(await getAppVersion(env.target)).toBeNull();
    expect(await getPlatform(env.target)).toBe('web');
    expect(await getOSVersion(env.target)).toBeNull();
    expect(await getSupportedFeatures(env.target)).toEqual(new Set());
    expect(await getJumioNetverifySupported(env.target)).toBe(false);
    expect(env.parent.postMessage).toHaveBeenCalledWith({ type: 'getPlatform', args: [] }, HOST);
  });

  it('reads an unknown platform, a blank version or a throwing wrapper as the web defaults', async () => {
    const env = fakeEnvironment({
      bridge: {
        getPlatform: () => 'windows',
        getAppVersion: () => '  ',
        getOSVersion: () => {
          throw new Error('not here');
        },
      },
    });
    expect(await getPlatform(env.target)).toBe('web');
    expect(await getAppVersion(env.target)).toBeNull();
    expect(await getOSVersion(env.target)).toBeNull();
  });
});

// QA 24: a wrapper whose promised answer never comes (an iOS reply handler never called).
describe('a question the wrapper never answers', () => {
  afterEach(() => vi.useRealTimers());
  const never = () => new Promise<never>(() => {});

  it(`reads as the web default after ${NATIVE_ANSWER_MS} ms, and a late answer is not waited for`, async () => {
    vi.useFakeTimers();
    const env = fakeEnvironment({
      bridge: {
        getAppVersion: never,
        getSupportedFeatures: never,
        getJumioNetverifySupported: () =>
          new Promise((answer) => setTimeout(() => answer(true), NATIVE_ANSWER_MS + 500)),
      },
    });
    const version = getAppVersion(env.target);
    const features = getSupportedFeatures(env.target);
    const jumio = getJumioNetverifySupported(env.target);
    await vi.advanceTimersByTimeAsync(NATIVE_ANSWER_MS - 1);
    let settled = false;
    void Promise.all([version, features, jumio]).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await version).toBeNull();
    expect(await features).toEqual(new Set());
    expect(await jumio).toBe(false);
  });

  it('opens an external URL in the one-argument form when the version never comes', async () => {
    vi.useFakeTimers();
    const openExternal = vi.fn();
    const env = fakeEnvironment({
      bridge: { openExternalUrl: openExternal, getPlatform: () => 'android', getAppVersion: never },
    });
    const opening = openExternalUrl(env.target, 'https://help.example.test/terms');
    await vi.advanceTimersByTimeAsync(NATIVE_ANSWER_MS);
    expect(await opening).toBe('native');
    expect(openExternal).toHaveBeenCalledWith('https://help.example.test/terms');
  });

  it('posts showLoginPage when the feature list never comes', async () => {
    vi.useFakeTimers();
    const nativeLogin = vi.fn();
    const env = fakeEnvironment({
      bridge: { showLoginPage: nativeLogin, getSupportedFeatures: never },
      parentOrigin: HOST,
    });
    expect(showLoginPage(env.target)).toBe(true);
    await vi.advanceTimersByTimeAsync(NATIVE_ANSWER_MS);
    expect(nativeLogin).not.toHaveBeenCalled();
    expect(env.parent.postMessage).toHaveBeenCalledWith({ type: 'showLoginPage', args: [] }, HOST);
  });
});

describe('setSuspendedState', () => {
  it('is true only when the native function takes it', () => {
    const fn = vi.fn(() => undefined);
    expect(
      setSuspendedState(fakeEnvironment({ bridge: { setSuspendedState: fn } }).target, true),
    ).toBe(true);
    expect(fn).toHaveBeenCalledWith(true);
    expect(
      setSuspendedState(
        fakeEnvironment({ bridge: { setSuspendedState: () => 'false' } }).target,
        true,
      ),
    ).toBe(false);
  });

  it('is false without a native function, the message still going to an allowed parent', () => {
    const env = fakeEnvironment({ parentOrigin: HOST });
    expect(setSuspendedState(env.target, true)).toBe(false);
    expect(env.parent.postMessage).toHaveBeenCalledWith(
      { type: 'setSuspendedState', args: [true] },
      HOST,
    );
  });
});

// QA 10 findings 1 and 3: an iOS wrapper answers through window.NativeCallbacks only, a promise
// is an answer too, and a frame gets the same-named message.
describe('checkMediaApp', () => {
  afterEach(() => {
    resetNativeCallbacks();
    vi.useRealTimers();
  });

  /** A wrapper whose checkMediaApp returns `answer` and, `laterMs` after, calls mediaAppInstalled. */
  function wrapper(answer: unknown, later?: { ms: number; installed: unknown }) {
    const env = fakeEnvironment({ bridge: {}, parentOrigin: HOST });
    const callbacksAtCall: unknown[] = [];
    (env.win.NativeBridge as NativeBridge).checkMediaApp = () => {
      callbacksAtCall.push(env.win.NativeCallbacks);
      if (later)
        setTimeout(() => env.win.NativeCallbacks?.mediaAppInstalled(later.installed), later.ms);
      return answer;
    };
    return { ...env, callbacksAtCall };
  }

  const settledWithin = async (promise: Promise<boolean>, ms: number) => {
    let value: boolean | 'pending' = 'pending';
    void promise.then((installed) => (value = installed));
    await vi.advanceTimersByTimeAsync(ms);
    return value;
  };

  it('waits for a later mediaAppInstalled when the wrapper answers nothing (iOS)', async () => {
    vi.useFakeTimers();
    const env = wrapper(undefined, { ms: 50, installed: true });
    const answer = checkMediaApp(env.target);
    expect(env.callbacksAtCall[0]).toEqual(
      expect.objectContaining({ mediaAppInstalled: expect.any(Function) }),
    );
    expect(await settledWithin(answer, 49)).toBe('pending');
    expect(await settledWithin(answer, 1)).toBe(true);
    expect(env.parent.postMessage).not.toHaveBeenCalled();
  });

  it("reads mediaAppInstalled('false') and an answer given during the call", async () => {
    vi.useFakeTimers();
    expect(
      await settledWithin(
        checkMediaApp(wrapper(undefined, { ms: 10, installed: 'false' }).target),
        10,
      ),
    ).toBe(false);
    const env = fakeEnvironment({ bridge: {} });
    (env.win.NativeBridge as NativeBridge).checkMediaApp = () =>
      env.win.NativeCallbacks?.mediaAppInstalled('true');
    expect(await settledWithin(checkMediaApp(env.target), 0)).toBe(true);
  });

  it("awaits a promise's answer", async () => {
    expect(await checkMediaApp(wrapper(Promise.resolve(true)).target)).toBe(true);
    expect(await checkMediaApp(wrapper(Promise.resolve('false')).target)).toBe(false);
  });

  it('waits for mediaAppInstalled when the promise settles with nothing', async () => {
    vi.useFakeTimers();
    const env = wrapper(Promise.resolve(undefined), { ms: 300, installed: true });
    expect(await settledWithin(checkMediaApp(env.target), 300)).toBe(true);
  });

  it(`is false after ${MEDIA_APP_ANSWER_MS} ms without an answer, and a later one is only a warning`, async () => {
    vi.useFakeTimers();
    const env = wrapper(undefined, { ms: MEDIA_APP_ANSWER_MS + 500, installed: true });
    const answer = checkMediaApp(env.target);
    expect(await settledWithin(answer, MEDIA_APP_ANSWER_MS - 1)).toBe('pending');
    expect(await settledWithin(answer, 1)).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await vi.advanceTimersByTimeAsync(500);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mediaAppInstalled'));
  });

  it('is false at once when its run is aborted', async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    const answer = checkMediaApp(wrapper(undefined).target, { signal: stop.signal });
    stop.abort();
    expect(await settledWithin(answer, 0)).toBe(false);
  });

  it('is false at once without a native function, the message going to an allowed parent', async () => {
    const framed = fakeEnvironment({ parentOrigin: HOST });
    expect(await checkMediaApp(framed.target)).toBe(false);
    expect(framed.parent.postMessage).toHaveBeenCalledWith(
      { type: 'checkMediaApp', args: [] },
      HOST,
    );
    const webviewWithout = fakeEnvironment({ bridge: {}, parentOrigin: HOST });
    expect(await checkMediaApp(webviewWithout.target)).toBe(false);
    expect(webviewWithout.parent.postMessage).toHaveBeenCalledOnce();
    expect(await checkMediaApp(fakeEnvironment().target)).toBe(false);
  });
});

describe('startNativeTask', () => {
  afterEach(() => resetNativeCallbacks());

  it('without a native function posts the same-named message and fails at once', () => {
    const failure = vi.fn();
    onNativeResult('profilingFailure', failure);
    const env = fakeEnvironment({ parentOrigin: HOST });
    expect(
      startNativeTask(env.target, 'lexisNexisProfilingStart', 'profilingFailure', ['{}']),
    ).toBe(false);
    expect(env.parent.postMessage).toHaveBeenCalledWith(
      { type: 'lexisNexisProfilingStart', args: ['{}'] },
      HOST,
    );
    expect(failure).toHaveBeenCalledWith('');
  });
});

describe('openExternalUrl', () => {
  const URL_ = 'https://help.example.test/terms';
  const app = (platform: string, version: string) => {
    const openExternal = vi.fn();
    const env = fakeEnvironment({
      bridge: {
        openExternalUrl: openExternal,
        getPlatform: () => platform,
        getAppVersion: () => version,
      },
    });
    return { env, openExternal };
  };

  it('passes the flag from iOS 24.24.0 on', async () => {
    const { env, openExternal } = app('ios', '24.24.0');
    expect(await openExternalUrl(env.target, URL_)).toBe('nativeWithFlag');
    expect(openExternal).toHaveBeenCalledWith(URL_, true);
  });

  it('uses the one-argument form on iOS 24.23.99', async () => {
    const { env, openExternal } = app('ios', '24.23.99');
    expect(await openExternalUrl(env.target, URL_)).toBe('native');
    expect(openExternal).toHaveBeenCalledWith(URL_);
  });

  it('passes the flag from Android 25.1.0 on, not on 25.0.99', async () => {
    const newer = app('android', '25.1.0');
    await openExternalUrl(newer.env.target, URL_);
    expect(newer.openExternal).toHaveBeenCalledWith(URL_, true);
    const older = app('android', '25.0.99');
    await openExternalUrl(older.env.target, URL_);
    expect(older.openExternal).toHaveBeenCalledWith(URL_);
  });

  it('uses the one-argument form when the version cannot be read', async () => {
    const { env, openExternal } = app('ios', 'unknown');
    expect(await openExternalUrl(env.target, URL_)).toBe('native');
    expect(openExternal).toHaveBeenCalledWith(URL_);
  });

  it('opens a new browser tab without a native function, without a parent message', async () => {
    const env = fakeEnvironment({ parentOrigin: HOST });
    expect(await openExternalUrl(env.target, URL_)).toBe('newTab');
    expect(env.open).toHaveBeenCalledWith(URL_, '_blank', 'noopener,noreferrer');
    expect(env.parent.postMessage).not.toHaveBeenCalled();
  });

  it('refuses anything but http and https', async () => {
    const { env, openExternal } = app('ios', '30.0.0');
    expect(await openExternalUrl(env.target, 'javascript:alert(1)')).toBe('refused');
    expect(openExternal).not.toHaveBeenCalled();
    expect(env.open).not.toHaveBeenCalled();
  });
});

describe('showLoginPage with a promised feature list', () => {
  it('waits for the list before choosing the native page', async () => {
    const nativeLogin = vi.fn();
    const env = fakeEnvironment({
      bridge: {
        showLoginPage: nativeLogin,
        getSupportedFeatures: () => Promise.resolve(['native_login']),
      },
      parentOrigin: HOST,
    });
    expect(showLoginPage(env.target)).toBe(true);
    await vi.waitFor(() => expect(nativeLogin).toHaveBeenCalledOnce());
    expect(env.parent.postMessage).not.toHaveBeenCalled();
  });
});

// QA 3 H1: an Android `addJavascriptInterface` object refuses a method called without its object.
// Every test above uses plain vi.fn() functions, which cannot see a detached call; these use a
// bridge that refuses one (bridge/strict-bridge.fixture.ts).
describe('an Android-style bridge that refuses a call not made on it', () => {
  const ALL = [...NATIVE_CALL_NAMES];
  const strict = (options?: Parameters<typeof strictBridge>[1]) => {
    const fake = strictBridge(ALL, options);
    return { ...fake, env: fakeEnvironment({ bridge: fake.bridge, parentOrigin: HOST }) };
  };

  it('takes every call name on the bridge object, never posting the fallback message', () => {
    const { env, callsOf } = strict();
    for (const name of NATIVE_CALL_NAMES) {
      expect(callBridge(env.target, name, ...([] as never[]))).toBe(true);
      expect(callsOf(name)).toHaveLength(1);
    }
    expect(ready(env.target)).toBe(true);
    expect(showContactSupport(env.target)).toBe(true);
    expect(createNativeCaller([HOST], env.environment).closeWebview()).toBe(true);
    expect(env.parent.postMessage).not.toHaveBeenCalled();
  });

  it('asks every question on the bridge object, sync and promised answers alike', async () => {
    const { env } = strict({
      answers: {
        getAppVersion: Promise.resolve('25.1.0'),
        getPlatform: 'android',
        getOSVersion: '14',
        getSupportedFeatures: Promise.resolve('native_login'),
        getJumioNetverifySupported: 'true',
        getJumioDocumentVerificationSupported: Promise.resolve(true),
      },
    });
    expect(await getAppVersion(env.target)).toBe('25.1.0');
    expect(await getPlatform(env.target)).toBe('android');
    expect(await getOSVersion(env.target)).toBe('14');
    expect([...(await getSupportedFeatures(env.target))]).toEqual(['native_login']);
    expect(await getJumioNetverifySupported(env.target)).toBe(true);
    expect(await getJumioDocumentVerificationSupported(env.target)).toBe(true);
  });

  it('goes back, opens the login page, the external URL and the dialog on the bridge object', async () => {
    const { env, callsOf } = strict({
      answers: {
        getSupportedFeatures: 'native_login',
        getPlatform: 'android',
        getAppVersion: '25.1.0',
        showConfirmationDialog: 'true',
        setSuspendedState: 'true',
      },
    });
    const caller = createNativeCaller([HOST], env.environment);
    caller.goBack();
    expect(callsOf('goBack')).toHaveLength(1);
    expect(env.history.back).not.toHaveBeenCalled();
    expect(caller.showLoginPage()).toBe(true);
    expect(callsOf('showLoginPage')).toHaveLength(1);
    expect(await openExternalUrl(env.target, 'https://example.test/terms')).toBe('nativeWithFlag');
    expect(callsOf('openExternalUrl')).toEqual([
      { name: 'openExternalUrl', args: ['https://example.test/terms', true] },
    ]);
    await caller.showConfirmationDialog('Title', 'Sure?');
    expect(env.confirm).not.toHaveBeenCalled();
    expect(setSuspendedState(env.target, true)).toBe(true);
    expect(callsOf('setSuspendedState')).toEqual([{ name: 'setSuspendedState', args: [true] }]);
    expect(env.parent.postMessage).not.toHaveBeenCalled();
  });

  it('turns a native function that throws into its web fallback, never an uncaught error', async () => {
    const reported = vi.fn();
    setErrorReporter(reported);
    const { env } = strict({ throwing: ALL });
    const caller = createNativeCaller([HOST], env.environment);
    // callNative: the same-named message to the allowed parent instead.
    expect(caller.closeWebview()).toBe(true);
    expect(env.parent.postMessage).toHaveBeenCalledWith({ type: 'closeWebview', args: [] }, HOST);
    caller.goBack();
    expect(env.history.back).toHaveBeenCalledOnce();
    expect(caller.showLoginPage()).toBe(true);
    expect(env.parent.postMessage).toHaveBeenCalledWith({ type: 'showLoginPage', args: [] }, HOST);
    expect(await openExternalUrl(env.target, 'https://example.test/terms')).toBe('newTab');
    expect(env.open).toHaveBeenCalledWith(
      'https://example.test/terms',
      '_blank',
      'noopener,noreferrer',
    );
    await caller.showConfirmationDialog(undefined, 'Sure?');
    expect(env.confirm).toHaveBeenCalledWith('Sure?');
    expect(setSuspendedState(env.target, true)).toBe(false);
    expect(await getPlatform(env.target)).toBe('web');
    expect(reported).toHaveBeenCalledWith(expect.any(Error), {
      where: 'native bridge closeWebview',
    });
  });

  it('reads a question whose promise rejects as the web default', async () => {
    const { env } = strict({ answers: { getAppVersion: Promise.reject(new Error('no')) } });
    expect(await getAppVersion(env.target)).toBeNull();
  });
});
