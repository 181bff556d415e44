import type { Region } from '../api/lists';

/** Two betting regions as GET /i/regions reads them, for the wallet's machines and their models. */
export const NJ: Region = {
  iso31662Code: 'US-NJ',
  name: 'New Jersey',
  countryCode: 'US',
  requireEmailVerification: true,
  isBettingRegion: true,
};
export const ON: Region = { ...NJ, iso31662Code: 'CA-ON', name: 'Ontario', countryCode: 'CA' };
