/**
 * Results the native wrapper reports back (product.md 4.5, contract.md 7): identity verification,
 * document verification and device profiling, each success or failure, and whether the media app
 * is installed. The wrapper calls `window.NativeCallbacks.<result>(payload)`; each result goes to
 * the handlers registered for it (a machine's callback actor, usually). A result with no handler
 * is logged as a warning; a handler that throws does not stop the others (both: product.md 4.5).
 * `window.NativeCallbacks` is there before the first native function is called
 * (bridge/native-invoke.ts) and, in the app's webview, from the first paint on (src/embedding.ts),
 * so a result the wrapper reports is never a TypeError in the wrapper.
 */

export const NATIVE_RESULTS = [
  'identityVerificationSuccess',
  'identityVerificationFailure',
  'documentVerificationSuccess',
  'documentVerificationFailure',
  'profilingSuccess',
  'profilingFailure',
  'mediaAppInstalled',
] as const;

/** A result the native side reports. */
export type NativeResult = (typeof NATIVE_RESULTS)[number];
export type NativeResultHandler = (payload: unknown) => void;

/** What the wrapper finds on `window.NativeCallbacks`: one function per result. */
export type NativeCallbacks = Record<NativeResult, NativeResultHandler>;

declare global {
  interface Window {
    NativeCallbacks?: NativeCallbacks;
  }
}

const handlers = new Map<NativeResult, Set<NativeResultHandler>>();

/** Delivers a result to its handlers; a warning when none is registered, handler errors swallowed. */
export function dispatchNativeResult(result: NativeResult, payload: unknown): void {
  const registered = handlers.get(result);
  if (!registered || registered.size === 0) {
    console.warn(`Native result ${result} arrived with no handler registered`);
    return;
  }
  for (const handler of [...registered]) {
    try {
      handler(payload);
    } catch {
      // product.md 4.5: a failing handler must not break the wrapper's call or the other handlers.
    }
  }
}

/** Installs `window.NativeCallbacks` once, so the wrapper has functions to call. */
export function installNativeCallbacks(win: Window | undefined = globalThis.window): void {
  if (!win || win.NativeCallbacks) return;
  win.NativeCallbacks = Object.fromEntries(
    NATIVE_RESULTS.map((result) => [
      result,
      (payload: unknown) => dispatchNativeResult(result, payload),
    ]),
  ) as NativeCallbacks;
}

/** Registers `handler` for `result` (once, however often); the returned function unregisters it. */
export function onNativeResult(result: NativeResult, handler: NativeResultHandler): () => void {
  installNativeCallbacks();
  const registered = handlers.get(result) ?? new Set<NativeResultHandler>();
  registered.add(handler);
  handlers.set(result, registered);
  return () => {
    registered.delete(handler);
  };
}

/** Clears every handler (tests). */
export function resetNativeCallbacks(): void {
  handlers.clear();
}
