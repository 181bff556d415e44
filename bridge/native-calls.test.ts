import { describe, expect, it, vi } from 'vitest';
import { confirmDialog as confirmDialogCopy } from '../copy/spec/confirm-dialog';
import type { NativeBridge } from './native';
import { createNativeCaller, DialogCancelledError, supportedFeatures } from './native-calls';
import type { FrameEnvironment } from './parent-frame';

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
  const win = { NativeBridge: bridge, history, confirm } as unknown as Window;
  const parent = { postMessage: vi.fn() };
  const frame: FrameEnvironment = parentOrigin
    ? {
        self: win,
        parent: parent as unknown as Window,
        referrer: `${parentOrigin}/host`,
        ancestorOrigins: [parentOrigin],
      }
    : { self: win, parent: win, referrer: '' };
  return { win, history, confirm, parent, environment: () => ({ window: win, frame }) };
}

describe('native bridge calls', () => {
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

    it('falls back to the browser confirm, rejecting on Cancel', async () => {
      const env = fakeEnvironment({ confirmAnswer: false });

      await expect(
        createNativeCaller([HOST], env.environment).showConfirmationDialog('Title', 'The message'),
      ).rejects.toBeInstanceOf(DialogCancelledError);
    });
  });
});
