import type { Platform } from '../api/domain';
import { reportError } from '../api/errors';

/**
 * The native webview bridge (contract.md 7 "Native bridge call names"). The iOS and Android
 * wrappers inject `window.NativeBridge` with one function per call name; its absence means a
 * plain browser or an iframe.
 */
export type NativeBridge = Partial<Record<string, (...args: unknown[]) => unknown>>;

declare global {
  interface Window {
    NativeBridge?: NativeBridge;
  }
}

/** The injected bridge, if the page runs inside the native app's webview. */
export function nativeBridge(win: Window | undefined = globalThis.window): NativeBridge | null {
  return win?.NativeBridge ?? null;
}

/** ios, android or web (contract.md 3), as the wrapper reports it. */
export function detectPlatform(win: Window | undefined = globalThis.window): Platform {
  const bridge = nativeBridge(win);
  const reported = bridge?.getPlatform?.();
  return reported === 'ios' || reported === 'android' ? reported : 'web';
}

/** What a call of the bridge came to: no such function, its answer, or the error it threw. */
export type NativeOutcome =
  | { kind: 'absent' }
  | { kind: 'answered'; answer: unknown }
  | { kind: 'threw'; error: unknown };

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

const report = (name: string, error: unknown) =>
  reportError(error instanceof Error ? error : new Error(String(error)), {
    where: `native bridge ${name}`,
  });

/**
 * Calls the bridge's function `name` ON the bridge object, the one way every call is made
 * (docs/bridge.md "The rule"): an Android JavaScript interface refuses a method called without its
 * object ("Java bridge method can't be invoked on a non-injected object"). A function that throws
 * is reported and comes back as `threw`, never as an uncaught error, so the caller can run its web
 * fallback; a promise answer that rejects is reported and settles as undefined.
 */
export function invokeNative(
  name: string,
  args: readonly unknown[] = [],
  win: Window | undefined = globalThis.window,
): NativeOutcome {
  const bridge = nativeBridge(win);
  const fn = bridge?.[name];
  if (typeof fn !== 'function') return { kind: 'absent' };
  try {
    const answer: unknown = Reflect.apply(fn, bridge, args);
    return {
      kind: 'answered',
      answer: isThenable(answer)
        ? Promise.resolve(answer).catch((error: unknown) => report(name, error))
        : answer,
    };
  } catch (error) {
    report(name, error);
    return { kind: 'threw', error };
  }
}
