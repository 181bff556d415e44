import type { Platform } from '../api/domain';

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

/**
 * The platform (contract.md 3) for `X-Platform` and the layout (decision 064). A bridge with a
 * `getPlatform` is the app's webview whatever it answers: ios or android at once, or a promise of
 * the platform when the wrapper answers with a promise (an iOS wrapper answering through a message
 * handler), throws or answers something else; that promise resolves to ios, android or web and
 * never rejects. Without such a bridge: web.
 */
export function detectPlatform(
  win: Window | undefined = globalThis.window,
): Platform | Promise<Platform> {
  const bridge = nativeBridge(win);
  if (typeof bridge?.getPlatform !== 'function') return 'web';
  let reported: unknown;
  try {
    reported = bridge.getPlatform();
  } catch {}
  const read = (answer: unknown): Platform =>
    answer === 'ios' || answer === 'android' ? answer : 'web';
  const now = read(reported);
  return now !== 'web' ? now : Promise.resolve(reported).then(read, () => 'web');
}
