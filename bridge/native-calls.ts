import type { Platform } from '../api/domain';
import { confirmDialog as confirmDialogCopy } from '../copy/spec/confirm-dialog';
import { nativeBridge } from './native';
import { dispatchNativeResult, type NativeResult, onNativeResult } from './native-callbacks';
import type { NativeBridgeApi, NativeCallName } from './native-interface';
import { invokeNative, isThenable } from './native-invoke';
import { allowedParentOrigin, type FrameEnvironment, postToParent } from './parent-frame';
import { externalUrlTakesFlag } from './versions';

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

const hasNative = (target: NativeTarget, name: string): boolean =>
  typeof nativeBridge(environmentOf(target).window)?.[name] === 'function';

/**
 * The native function `name` called on the bridge object (bridge/native.ts `invokeNative`): a
 * throw is reported and reads as "not taken", so each caller runs its web fallback.
 */
const invoke = (target: NativeTarget, name: string, args: readonly unknown[] = []) =>
  invokeNative(name, args, environmentOf(target).window);

const post = (target: NativeTarget, name: string, args: unknown[]) =>
  postToParent({ type: name, args }, target.allowedOrigins, environmentOf(target).frame);

/**
 * The native function `name`, else a message to an allowed parent; true when either took it. A
 * native function that throws is reported and the message is tried instead.
 */
export function callNative(target: NativeTarget, name: string, ...args: unknown[]): boolean {
  return invoke(target, name, args).kind === 'answered' || post(target, name, args);
}

/**
 * `callNative` typed by the native interface (bridge/native-interface.ts): the arguments of
 * each call name are checked, the payload fields of the native-opened pages included.
 */
export function callBridge<K extends NativeCallName>(
  target: NativeTarget,
  name: K,
  ...args: Parameters<NativeBridgeApi[K]>
): boolean {
  return callNative(target, name, ...args);
}

/**
 * Whether a call of that name would reach anyone: a native function, or an allowed parent frame
 * for the same-named message. False in a plain top-level browser tab, where a page hides what
 * would do nothing (the Contact support button).
 */
export function canCallNative(target: NativeTarget, name: NativeCallName): boolean {
  return (
    hasNative(target, name) ||
    allowedParentOrigin(target.allowedOrigins, environmentOf(target).frame) !== null
  );
}

/**
 * Opens the wrapper's contact-support screen (contract.md 2 and 7 `showContactSupport`, product.md
 * 2.6); without a native function the same-named message goes to an allowed parent. True when
 * either took it.
 */
export function showContactSupport(target: NativeTarget): boolean {
  return callNative(target, 'showContactSupport');
}

/** Tells the wrapper (or the parent frame) that the page is interactive and listening. */
export function ready(target: NativeTarget): boolean {
  return callNative(target, 'ready');
}

/**
 * How long a question to the wrapper (its version, platform, features, what it supports) may take
 * to answer with a promise: after it the answer is none and the web default applies, as for the
 * platform of every API call (api/request-context.ts) and checkMediaApp. A wrapper whose reply
 * never comes must not leave a link or a hand-over waiting for ever (QA 24).
 */
export const NATIVE_ANSWER_MS = 1_000;

/** A promised answer, or undefined when it has not come within `waitMs`. */
const answerWithin = (answer: PromiseLike<unknown>, waitMs: number): Promise<unknown> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), waitMs);
    void Promise.resolve(answer).then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });

/**
 * The native function's answer (awaited when it is a promise, for NATIVE_ANSWER_MS at most), or
 * undefined without one. A wrapper that throws or rejects answers nothing (reported); the
 * caller's web default applies.
 */
async function nativeAnswer(target: NativeTarget, name: NativeCallName): Promise<unknown> {
  const outcome = invoke(target, name);
  if (outcome.kind !== 'answered') return undefined;
  return isThenable(outcome.answer)
    ? answerWithin(outcome.answer, NATIVE_ANSWER_MS)
    : outcome.answer;
}

/**
 * A question to the wrapper. Without a native function the same-named message still goes to an
 * allowed parent (contract.md 7), but nothing waits for a reply: the web default is the answer.
 */
async function ask(target: NativeTarget, name: NativeCallName): Promise<unknown> {
  if (!hasNative(target, name)) {
    post(target, name, []);
    return undefined;
  }
  return nativeAnswer(target, name);
}

const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const asFlag = (value: unknown): boolean => value === true || value === 'true';
const asPlatform = (value: unknown): Platform =>
  value === 'ios' || value === 'android' ? value : 'web';

/** The app's version ('24.24.0'), or null outside the app or when it does not say. */
export async function getAppVersion(target: NativeTarget): Promise<string | null> {
  return asText(await ask(target, 'getAppVersion'));
}

/** ios or android inside the app; web otherwise (contract.md 3). */
export async function getPlatform(target: NativeTarget): Promise<Platform> {
  return asPlatform(await ask(target, 'getPlatform'));
}

/** The device's operating-system version, or null. */
export async function getOSVersion(target: NativeTarget): Promise<string | null> {
  return asText(await ask(target, 'getOSVersion'));
}

/** The wrapper's feature list (`native_login`, ...); empty outside the app. */
export async function getSupportedFeatures(target: NativeTarget): Promise<Set<string>> {
  return supportedFeatures(await ask(target, 'getSupportedFeatures'));
}

/** Whether the app can run the identity scan itself; false outside the app. */
export async function getJumioNetverifySupported(target: NativeTarget): Promise<boolean> {
  return asFlag(await ask(target, 'getJumioNetverifySupported'));
}

/** Whether the app can run the document verification itself; false outside the app. */
export async function getJumioDocumentVerificationSupported(
  target: NativeTarget,
): Promise<boolean> {
  return asFlag(await ask(target, 'getJumioDocumentVerificationSupported'));
}

/**
 * Tells the wrapper the patron is suspended (contract.md 4, product.md 4.5): true only when the
 * bridge supports it, that is a native function took it and did not answer false. Without one the
 * same-named message still goes to an allowed parent, and the answer is false.
 */
export function setSuspendedState(target: NativeTarget, suspended: boolean): boolean {
  const outcome = invoke(target, 'setSuspendedState', [suspended]);
  if (outcome.kind !== 'answered') {
    post(target, 'setSuspendedState', [suspended]);
    return false;
  }
  return outcome.answer !== false && outcome.answer !== 'false';
}

/**
 * Calls the native function `name` that answers later through `window.NativeCallbacks`
 * (bridge/native-callbacks.ts). Without a native function, or when it throws (reported), the
 * same-named message goes to an allowed parent (contract.md 7), whose answer could never reach
 * `window.NativeCallbacks`, so the `failure` handlers get an empty value at once (product.md
 * 4.5). True when the native side took the call.
 */
export function startNativeTask(
  target: NativeTarget,
  name: NativeCallName,
  failure: NativeResult,
  args: readonly unknown[],
): boolean {
  if (invoke(target, name, args).kind === 'answered') return true;
  post(target, name, [...args]);
  dispatchNativeResult(failure, '');
  return false;
}

/**
 * How long `checkMediaApp` waits for a wrapper that answers through `mediaAppInstalled`
 * (decision 050, 2026-11-27): the hand-off after sign-up waits for it, never longer.
 */
export const MEDIA_APP_ANSWER_MS = 1_000;

const asInstalled = (value: unknown): boolean | undefined =>
  value === true || value === 'true'
    ? true
    : value === false || value === 'false'
      ? false
      : undefined;

/**
 * Whether the brand's media app is installed (product.md 4.5, contract.md 7 `checkMediaApp`). The
 * native function answers true or false at once, as a promise, or not at all and later through
 * `mediaAppInstalled` (an iOS wrapper's only way), heard from before the call is made. Nothing
 * after `waitMs`, a native function that throws (reported), a missing one, or an aborted
 * `signal`: false. Without a native function the same-named message still goes to an allowed
 * parent, which cannot answer: false at once, as without a bridge.
 */
export function checkMediaApp(
  target: NativeTarget,
  { signal, waitMs = MEDIA_APP_ANSWER_MS }: { signal?: AbortSignal; waitMs?: number } = {},
): Promise<boolean> {
  if (!hasNative(target, 'checkMediaApp')) {
    post(target, 'checkMediaApp', []);
    return Promise.resolve(false);
  }
  return new Promise<boolean>((resolve) => {
    const stops: (() => void)[] = [];
    const settle = (installed: boolean) => {
      for (const stop of stops.splice(0)) stop();
      resolve(installed);
    };
    const abort = () => settle(false);
    const timer = setTimeout(abort, waitMs);
    stops.push(
      onNativeResult('mediaAppInstalled', (installed) => settle(asInstalled(installed) ?? false)),
      () => clearTimeout(timer),
      () => signal?.removeEventListener('abort', abort),
    );
    signal?.addEventListener('abort', abort);
    const outcome = invoke(target, 'checkMediaApp');
    if (outcome.kind !== 'answered') {
      post(target, 'checkMediaApp', []);
      settle(false);
      return;
    }
    // An answer other than true or false (undefined, a promise settling as undefined) leaves it
    // to mediaAppInstalled.
    const answered = (answer: unknown) => {
      const installed = asInstalled(answer);
      if (installed !== undefined) settle(installed);
    };
    if (isThenable(outcome.answer)) void Promise.resolve(outcome.answer).then(answered);
    else answered(outcome.answer);
  });
}

/** How an external URL was opened. */
export type ExternalUrlOpening = 'nativeWithFlag' | 'native' | 'newTab' | 'refused';

/**
 * Opens a URL outside the page (product.md 2.6, contract.md 5): the native `openExternalUrl`
 * with its extra flag from iOS 24.24.0 / Android 25.1.0 on (bridge/versions.ts), the
 * one-argument form for older apps or an unreadable version, and a new browser tab without a
 * native function. Only http and https URLs are opened (never `javascript:`).
 */
export async function openExternalUrl(
  target: NativeTarget,
  url: string,
): Promise<ExternalUrlOpening> {
  const win = environmentOf(target).window;
  let parsed: URL;
  try {
    parsed = new URL(url, win.location?.href);
  } catch {
    return 'refused';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'refused';
  const newTab = (): ExternalUrlOpening => {
    win.open(parsed.href, '_blank', 'noopener,noreferrer');
    return 'newTab';
  };
  if (!hasNative(target, 'openExternalUrl')) return newTab();
  const platform = asPlatform(await nativeAnswer(target, 'getPlatform'));
  const version = await nativeAnswer(target, 'getAppVersion');
  const flag = externalUrlTakesFlag(platform, version);
  const outcome = invoke(target, 'openExternalUrl', flag ? [parsed.href, true] : [parsed.href]);
  // A native function that throws (reported) leaves the URL to a new tab.
  if (outcome.kind !== 'answered') return newTab();
  return flag ? 'nativeWithFlag' : 'native';
}

/** Closes the webview (contract.md 7 `closeWebview`). */
export function closeWebview(target: NativeTarget): boolean {
  return callNative(target, 'closeWebview');
}

/** The native back (contract.md 7 `goBack`); without it, the browser history's back. */
export function goBack(target: NativeTarget): void {
  if (invoke(target, 'goBack').kind !== 'answered') environmentOf(target).window.history.back();
}

/**
 * The native login page, used only when the wrapper lists the `native_login` feature;
 * otherwise `showLoginPage` is posted to the parent window (product.md 2.6).
 */
export function showLoginPage(target: NativeTarget): boolean {
  const decide = (reported: unknown): boolean =>
    (supportedFeatures(reported).has(NATIVE_LOGIN_FEATURE) &&
      invoke(target, 'showLoginPage').kind === 'answered') ||
    post(target, 'showLoginPage', []);
  if (!hasNative(target, 'showLoginPage')) return post(target, 'showLoginPage', []);
  const features = invoke(target, 'getSupportedFeatures');
  const reported = features.kind === 'answered' ? features.answer : undefined;
  // An iOS wrapper may answer with a promise: decide once it has, or after NATIVE_ANSWER_MS
  // without the feature; the call is taken either way.
  if (isThenable(reported)) {
    void answerWithin(reported, NATIVE_ANSWER_MS).then(decide);
    return true;
  }
  return decide(reported);
}

/**
 * The native confirmation dialog (contract.md 7, 4 arguments; product.md 4.5): resolves on
 * accept, rejects with DialogCancelledError on cancel. Without a native function, or when it
 * throws or answers with a promise that rejects, it falls back to the browser's
 * `confirm(message)`. The native function answers true (accept) or false (cancel), directly or as
 * a promise ('true' as a string counts: Android interfaces return strings). Title, confirm and
 * cancel default to contract.md 9.
 */
export async function showConfirmationDialog(
  target: NativeTarget,
  title: string | undefined,
  message: string,
  confirm: string = confirmDialogCopy.confirm,
  cancel: string = confirmDialogCopy.cancel,
): Promise<void> {
  const outcome = invoke(target, 'showConfirmationDialog', [
    title ?? confirmDialogCopy.title,
    message,
    confirm,
    cancel,
  ]);
  // Without a native function, or when it throws or its promise rejects (reported), the
  // browser's confirm decides (docs/bridge.md): a failed native dialog is no Cancel (QA 13).
  const answer = outcome.kind === 'answered' ? await outcome.answer : undefined;
  const accepted =
    outcome.kind === 'answered' && !outcome.rejected()
      ? answer
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
