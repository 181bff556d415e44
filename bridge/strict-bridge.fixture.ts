import type { NativeBridge } from './native';

/** The error Chromium's Java bridge raises for a method called without its object. */
export const NON_INJECTED = "Java bridge method can't be invoked on a non-injected object";

/**
 * A fake `window.NativeBridge` shaped like an Android `addJavascriptInterface` object: each
 * function refuses to run unless called ON the bridge (`bridge.name(...)`), as Chromium's Gin
 * Java bridge does, and records the calls it accepted. `answers` gives a function's return value
 * (a value or a promise); a name listed in `throwing` throws like a broken wrapper.
 */
export function strictBridge(
  names: readonly string[],
  { answers = {}, throwing = [] }: { answers?: Record<string, unknown>; throwing?: string[] } = {},
) {
  const calls: { name: string; args: unknown[] }[] = [];
  const bridge: NativeBridge = {};
  for (const name of names) {
    bridge[name] = function (this: unknown, ...args: unknown[]) {
      if (this !== bridge) throw new Error(NON_INJECTED);
      if (throwing.includes(name)) throw new Error(`${name} is broken`);
      calls.push({ name, args });
      return answers[name];
    };
  }
  return { bridge, calls, callsOf: (name: string) => calls.filter((c) => c.name === name) };
}
