/**
 * The brands (product.md 1): four brand client ids plus a media brand, chosen by `client_id`.
 * The spec prints no brand names, so these are fictional. A missing or unknown client id uses
 * the default brand.
 */
export type BrandKind = 'betting' | 'casino' | 'media';

export interface Brand {
  clientId: string;
  name: string;
  /** Brand short code (product.md 1: four of them; the media brand has none). */
  shortCode: string | null;
  kind: BrandKind;
  themeClass: string;
}

export const BRANDS: readonly Brand[] = [
  {
    clientId: 'northstar-sports',
    name: 'Northstar Sports',
    shortCode: 'NSS',
    kind: 'betting',
    themeClass: 'brand-northstar',
  },
  {
    clientId: 'lucky-lantern-casino',
    name: 'Lucky Lantern Casino',
    shortCode: 'LLC',
    kind: 'casino',
    themeClass: 'brand-lantern',
  },
  {
    clientId: 'emerald-isle-casino',
    name: 'Emerald Isle Casino',
    shortCode: 'EIC',
    kind: 'casino',
    themeClass: 'brand-emerald',
  },
  {
    clientId: 'fastbreak-bets',
    name: 'Fastbreak Bets',
    shortCode: 'FBB',
    kind: 'betting',
    themeClass: 'brand-fastbreak',
  },
  {
    clientId: 'sideline-media',
    name: 'Sideline Media',
    shortCode: null,
    kind: 'media',
    themeClass: 'brand-sideline',
  },
];

export const DEFAULT_BRAND = BRANDS[0] as Brand;

/** The brand of an OAuth client id; the default brand when missing or unknown. */
export function brandForClientId(clientId: string | null | undefined): Brand {
  return BRANDS.find((brand) => brand.clientId === clientId) ?? DEFAULT_BRAND;
}
