import { confirmDialog as confirmDialogCopy } from '../copy/spec/confirm-dialog';
import { nativeBridge } from './native';
import { type FrameEnvironment, postToParent } from './parent-frame';

/**
 * Calls into the native wrapper by name (product.md 1, contract.md 7 "Native bridge call
 * names"): the injected `window.NativeBridge` function when there is one, otherwise the
 * same-named message `{ type: name, args }` posted to the parent window, and only to an allowed
 * origin (bridge/parent-frame.ts). Used by the webview top bar and the exit dialog.
 *
 * Each call is a standalone function of a `NativeTarget`, so a chunk carries only the calls it
 * makes (decision 005); `createNativeCaller` binds them all to one target.
 */

/** Where the calls go: the window (bridge, history, confirm) and, for the fallback, the frame. */
export interface NativeCallEnvironment {
  window: Window;
  /** The parent-frame environment; the browser's own when omitted. */
  frame?: FrameEnvironment;
}

export interface NativeTarget {
  /** Origins the fallback messages may go to (the runtime config's `allowedParentOrigins`). */
  allowedOrigins: readonly string[];
  /** Read at each call, so a bridge injected after start-up is still found; the page's own when omitted. */
  environment?: () => NativeCallEnvironment;
}

/** The confirmation dialog was cancelled (native cancel button or the browser confirm's). */
export class DialogCancelledError extends Error {
  override readonly name = 'DialogCancelledError';
}

const NATIVE_LOGIN_FEATURE = 'native_login';

const environmentOf = (target: NativeTarget): NativeCallEnvironment =>
  target.environment?.() ?? { window };

const nativeFunction = (target: NativeTarget, name: string) => {
  const fn = nativeBridge(environmentOf(target).window)?.[name];
  return typeof fn === 'function' ? fn : null;
};

const post = (target: NativeTarget, name: string, args: unknown[]) =>
  postToParent({ type: name, args }, target.allowedOrigins, environmentOf(target).frame);

/** The native function `name`, else a message to an allowed parent; true when either took it. */
export function callNative(target: NativeTarget, name: string, ...args: unknown[]): boolean {
  const fn = nativeFunction(target, name);
  if (!fn) return post(target, name, args);
  fn(...args);
  return true;
}

/** Closes the webview (contract.md 7 `closeWebview`). */
export function closeWebview(target: NativeTarget): boolean {
  return callNative(target, 'closeWebview');
}

/** The native back (contract.md 7 `goBack`); without it, the browser history's back. */
export function goBack(target: NativeTarget): void {
  const fn = nativeFunction(target, 'goBack');
  if (fn) fn();
  else environmentOf(target).window.history.back();
}

/**
 * The native login page, used only when the wrapper lists the `native_login` feature;
 * otherwise `showLoginPage` is posted to the parent window (product.md 2.6).
 */
export function showLoginPage(target: NativeTarget): boolean {
  const fn = nativeFunction(target, 'showLoginPage');
  const features = supportedFeatures(nativeFunction(target, 'getSupportedFeatures')?.());
  if (!fn || !features.has(NATIVE_LOGIN_FEATURE)) return post(target, 'showLoginPage', []);
  fn();
  return true;
}

/**
 * The native confirmation dialog (contract.md 7, 4 arguments; product.md 4.5): resolves on
 * accept, rejects with DialogCancelledError on cancel. Without a native function it falls back
 * to the browser's `confirm(message)`. The native function answers true (accept) or false
 * (cancel), directly or as a promise ('true' as a string counts: Android interfaces return
 * strings). Title, confirm and cancel default to contract.md 9.
 */
export async function showConfirmationDialog(
  target: NativeTarget,
  title: string | undefined,
  message: string,
  confirm: string = confirmDialogCopy.confirm,
  cancel: string = confirmDialogCopy.cancel,
): Promise<void> {
  const fn = nativeFunction(target, 'showConfirmationDialog');
  const accepted = fn
    ? await fn(title ?? confirmDialogCopy.title, message, confirm, cancel)
    : environmentOf(target).window.confirm(message);
  if (accepted !== true && accepted !== 'true')
    throw new DialogCancelledError('Confirmation dialog cancelled');
}

/** The calls above bound to one target. */
export interface NativeCaller {
  callNative(name: string, ...args: unknown[]): boolean;
  closeWebview(): boolean;
  goBack(): void;
  showLoginPage(): boolean;
  showConfirmationDialog(
    title: string | undefined,
    message: string,
    confirm?: string,
    cancel?: string,
  ): Promise<void>;
}

/** A caller posting its fallback messages to `allowedOrigins` only. */
export function createNativeCaller(
  allowedOrigins: readonly string[],
  environment?: () => NativeCallEnvironment,
): NativeCaller {
  const target: NativeTarget = { allowedOrigins, environment };
  return {
    callNative: (name, ...args) => callNative(target, name, ...args),
    closeWebview: () => closeWebview(target),
    goBack: () => goBack(target),
    showLoginPage: () => showLoginPage(target),
    showConfirmationDialog: (title, message, confirm, cancel) =>
      showConfirmationDialog(target, title, message, confirm, cancel),
  };
}

/**
 * The wrapper's feature list (`getSupportedFeatures`): an array, or a JSON array or
 * comma-separated list in a string (a JavaScript interface on Android can only return strings).
 */
export function supportedFeatures(reported: unknown): Set<string> {
  let list: unknown = reported;
  if (typeof reported === 'string') {
    try {
      list = JSON.parse(reported);
    } catch {
      list = reported.split(',');
    }
  }
  if (!Array.isArray(list)) return new Set();
  return new Set(
    list.filter((item): item is string => typeof item === 'string').map((item) => item.trim()),
  );
}
