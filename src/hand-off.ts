import type { OAuthParams } from '../api/domain';
import { isEmbedded, postToParent } from '../bridge/parent-frame';

/**
 * Finishing registration hands back to the auth flow (product.md 4.2 "complete", contract.md 2):
 * a redirect to the authorize URL with the OAuth parameters plus region_code and country_code,
 * or, inside a frame whose parent is allowed, a message of type oauthAuthorize (oauthUpgradeToken
 * when an already signed-in session is upgraded) to the parent instead.
 */
export interface HandOffInput {
  authorizeUrl: string;
  oauth: OAuthParams;
  regionCode: string;
  countryCode: string;
  allowedParentOrigins: readonly string[];
  embedded: boolean;
  upgradeToken?: boolean;
}

/** The authorize URL with every OAuth parameter, region_code and country_code. */
export function buildAuthorizeUrl(input: HandOffInput, base: string): string {
  const url = new URL(input.authorizeUrl || '/oauth/authorize', base);
  for (const [name, value] of Object.entries(input.oauth)) {
    if (value) url.searchParams.set(name, value);
  }
  if (input.regionCode) url.searchParams.set('region_code', input.regionCode);
  if (input.countryCode) url.searchParams.set('country_code', input.countryCode);
  return url.toString();
}

export type HandOffResult = { kind: 'posted'; type: string } | { kind: 'redirect'; url: string };

/** Decides and performs the hand-off; `navigate` is window.location.assign in the app. */
export function handOff(
  input: HandOffInput,
  base: string,
  navigate: (url: string) => void,
): HandOffResult {
  if (input.embedded) {
    const type = input.upgradeToken ? 'oauthUpgradeToken' : 'oauthAuthorize';
    const posted = postToParent(
      {
        type,
        params: {
          ...input.oauth,
          region_code: input.regionCode,
          country_code: input.countryCode,
        },
      },
      input.allowedParentOrigins,
    );
    if (posted) return { kind: 'posted', type };
  }
  const url = buildAuthorizeUrl(input, base);
  navigate(url);
  return { kind: 'redirect', url };
}

/** The hand-off in the running page: is it framed, and where does the redirect go. */
export function handOffFromPage(input: Omit<HandOffInput, 'embedded'>): HandOffResult {
  return handOff({ ...input, embedded: isEmbedded() }, window.location.href, (url) =>
    window.location.assign(url),
  );
}
