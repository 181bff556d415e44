import type { ReferenceData } from './create-account.machine';

/**
 * The reference data the sign-up machine tests start from: no flags, New Jersey (no email
 * verification), and the three policies Create Your Account shows (terms, privacy, and the
 * optional promotional consent).
 */
export const reference: ReferenceData = {
  flags: [],
  regions: [
    {
      iso31662Code: 'US-NJ',
      name: 'New Jersey',
      countryCode: 'US',
      requireEmailVerification: false,
      isBettingRegion: true,
    },
  ],
  policies: [
    {
      id: 'terms',
      type: 'terms_and_condition',
      name: 'Terms',
      version: '1',
      url: null,
      content: null,
    },
    { id: 'privacy', type: 'privacy', name: 'Privacy', version: '1', url: null, content: null },
    {
      id: 'promotional-consent',
      type: 'promotional_consent',
      name: 'Offers',
      version: '1',
      url: null,
      content: null,
    },
  ],
};
