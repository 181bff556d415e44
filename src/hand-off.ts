import type { OAuthParams } from '../api/domain';
import { effectiveRegion } from '../api/request-context';
import { nativeBridge } from '../bridge/native';
import { invokeNative } from '../bridge/native-invoke';
import { isEmbedded, postToParent } from '../bridge/parent-frame';
import { pinRequiredRoute } from '../machines/after-login';
import type { Layout } from '../machines/route-derivation';
import { isWebPath } from '../machines/web-path';
import { forgetSessionMadeHere, handOffUpgrades, pinOwedMark } from './hand-off-mode';
import { reloadWhenRestored, sendWaiting } from './page-exit';
import { isPartnerReturnTab } from './partner-return';

/**
 * Finishing registration hands back to the auth flow (product.md 4.2 "complete", contract.md 2):
 * a redirect to the authorize URL with the OAuth parameters plus region_code and country_code,
 * or, inside a frame whose parent is allowed, a message of type oauthAuthorize (oauthUpgradeToken
 * when an already signed-in session is upgraded) to the parent instead. An upgrade inside the
 * native app's webview calls the bridge's `closeAndUpgradeToken` (decision 042).
 */
export interface HandOffInput {
  authorizeUrl: string;
  oauth: OAuthParams;
  regionCode: string;
  countryCode: string;
  allowedParentOrigins: readonly string[];
  embedded: boolean;
  upgradeToken?: boolean;
  /** The app's layout: the code page a login owing its SMS code goes to is the layout's (QA 17). */
  layout?: Layout;
}

/**
 * The authorize URL with every OAuth parameter, region_code and country_code. Both always: without
 * a detected region, the default region every API call of the session carried (decision 007).
 */
export function buildAuthorizeUrl(input: HandOffInput, base: string): string {
  const url = new URL(input.authorizeUrl || '/oauth/authorize', base);
  for (const [name, value] of Object.entries(input.oauth)) {
    if (value) url.searchParams.set(name, value);
  }
  const { regionCode, countryCode } = effectiveRegion(input);
  url.searchParams.set('region_code', regionCode);
  url.searchParams.set('country_code', countryCode);
  return url.toString();
}

export type HandOffResult =
  | { kind: 'partnerTab' }
  | { kind: 'pinOwed'; url: string }
  | { kind: 'posted'; type: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'native'; type: 'closeAndUpgradeToken' };

/**
 * The native app's `closeAndUpgradeToken`, when the page runs in its webview; answers whether
 * the app took the call (false when it threw: the hand-off goes on by message or redirect).
 */
export type UpgradeInApp = (() => boolean) | null;

/**
 * Decides and performs the hand-off; `navigate` is `replacePage` in the app. An upgrade
 * goes to the native app first (contract.md 7 `closeAndUpgradeToken`, called without a token: the
 * client never holds one, the app refreshes its own), then to an allowed parent frame
 * (`oauthUpgradeToken`); without either, the authorize redirect, which works for any session.
 */
export function handOff(
  input: HandOffInput,
  base: string,
  navigate: (url: string) => void,
  upgradeInApp: UpgradeInApp = null,
): HandOffResult {
  if (input.upgradeToken && upgradeInApp?.())
    return { kind: 'native', type: 'closeAndUpgradeToken' };
  if (input.embedded) {
    const type = input.upgradeToken ? 'oauthUpgradeToken' : 'oauthAuthorize';
    const { regionCode, countryCode } = effectiveRegion(input);
    const posted = postToParent(
      {
        type,
        params: { ...input.oauth, region_code: regionCode, country_code: countryCode },
      },
      input.allowedParentOrigins,
    );
    if (posted) return { kind: 'posted', type };
  }
  const url = buildAuthorizeUrl(input, base);
  navigate(url);
  return { kind: 'redirect', url };
}

/**
 * The page's redirect. The page handed off from is replaced, not kept: Back from the authorize
 * page would land on a sign-up or login page that only hands off again, a loop (QA 5). Back lands
 * on the page before it, of this same document: one the back/forward cache restores with the
 * sign-up handed off loads again (src/page-exit.ts).
 */
export function replacePage(url: string, win: Window = window): void {
  reloadWhenRestored(win);
  win.location.replace(url);
}

/**
 * The hand-off in the running page: is it framed, is it an upgrade (the session found at start-up,
 * decision 042), and where does the redirect go.
 */
export function handOffFromPage(
  input: Omit<HandOffInput, 'embedded'>,
  navigate: (url: string) => void = (url) => replacePage(url),
): HandOffResult {
  // The tab our partner returned to after a frame's capture never hands off: the frame does
  // (QA 14; src/partner-return.ts). The page says the tab can be closed.
  if (isPartnerReturnTab()) return { kind: 'partnerTab' };
  // The analytics events of the finished journey leave before the page does, at most a short
  // wait later (src/page-exit.ts): the authorize page is on another origin, where the queue they
  // wait in is never read. A message to the host or the app starts the sending too: the host may
  // close the frame or the webview at once.
  const sending = sendWaiting();
  const leave = (url: string) => {
    if (sending) void sending.then(() => navigate(url));
    else navigate(url);
  };
  // A login still owing its SMS code is not handed to the host: the code page first (decision
  // 041), whichever page asked (/continue_registration typed in the address bar, QA 6).
  if (pinOwedMark.isSet()) {
    // The app's layout, not the path's: /continue_registration is every layout's (QA 17).
    const url = pinRequiredRoute(
      input.layout ?? (isWebPath(window.location.pathname) ? 'web' : 'mobileWeb'),
    );
    leave(url);
    return { kind: 'pinOwed', url };
  }
  const inApp = typeof nativeBridge()?.closeAndUpgradeToken === 'function';
  const result = handOff(
    {
      ...input,
      embedded: isEmbedded(),
      upgradeToken: input.upgradeToken ?? handOffUpgrades(),
    },
    window.location.href,
    leave,
    // Called on the bridge object (an Android JavaScript interface refuses a detached method).
    inApp ? () => invokeNative('closeAndUpgradeToken').kind === 'answered' : null,
  );
  // The host now holds a token for this session: a later hand-off from this tab upgrades it.
  forgetSessionMadeHere();
  return result;
}
