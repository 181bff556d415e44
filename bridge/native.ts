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

/** ios, android or web (contract.md 3), as the wrapper reports it. */
export function detectPlatform(win: Window | undefined = globalThis.window): Platform {
  const bridge = nativeBridge(win);
  const reported = bridge?.getPlatform?.();
  return reported === 'ios' || reported === 'android' ? reported : 'web';
}
