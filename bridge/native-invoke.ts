import { reportError } from '../api/errors';
import { nativeBridge } from './native';
import { installNativeCallbacks } from './native-callbacks';

// Apart from bridge/native.ts, which the first screen loads for `detectPlatform`: only the lazy
// chunks that call the bridge carry this (decision 005).

/** What a call of the bridge came to: no such function, its answer, or the error it threw. */
export type NativeOutcome =
  | { kind: 'absent' }
  | {
      kind: 'answered';
      answer: unknown;
      /**
       * True once a promise answer has rejected (its `answer` then settles as undefined): a call
       * whose fallback must run after a rejection too reads it once `answer` has settled.
       */
      rejected: () => boolean;
    }
  | { kind: 'threw'; error: unknown };

export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
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
 * fallback; a promise answer that rejects is reported and settles as undefined. The wrapper may
 * answer any call through `window.NativeCallbacks` (a WKWebView can answer no other way), so
 * that object exists before the first call (product.md 4.5).
 */
export function invokeNative(
  name: string,
  args: readonly unknown[] = [],
  win: Window | undefined = globalThis.window,
): NativeOutcome {
  const bridge = nativeBridge(win);
  const fn = bridge?.[name];
  if (typeof fn !== 'function') return { kind: 'absent' };
  installNativeCallbacks(win);
  try {
    const answer: unknown = Reflect.apply(fn, bridge, args);
    let rejected = false;
    return {
      kind: 'answered',
      answer: isThenable(answer)
        ? Promise.resolve(answer).catch((error: unknown) => {
            rejected = true;
            report(name, error);
          })
        : answer,
      rejected: () => rejected,
    };
  } catch (error) {
    report(name, error);
    return { kind: 'threw', error };
  }
}
