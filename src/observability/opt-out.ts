/**
 * product.md 3's analytics opt-out flag, read before the analytics SDK is even loaded: while it
 * is set, the SDK's chunk is not fetched and every event is dropped (issue 16 item 3).
 */
export const OPT_OUT_STORAGE_KEY = 'onboarding:analytics-opt-out';

/** product.md 3's opt-out flag: set by the host page or app in local storage, or the browser's GPC. */
export function isOptedOut(
  storage: Pick<Storage, 'getItem'> | null,
  nav: { globalPrivacyControl?: boolean } = (globalThis.navigator ?? {}) as {
    globalPrivacyControl?: boolean;
  },
): boolean {
  try {
    if (storage?.getItem(OPT_OUT_STORAGE_KEY) === 'true') return true;
  } catch {
    // A storage the webview refuses: no flag there.
  }
  return nav.globalPrivacyControl === true;
}
