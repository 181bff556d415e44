/** Our copy for not available (the spec's gaps; decision 002). One module per area, so each screen's bundle carries only its own words. */

export const notAvailable = {
  title: 'Not available yet',
  body: (capability: string) =>
    `This page belongs to a part of the product that is not built yet: ${capability}.`,
} as const;
