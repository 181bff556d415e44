import { IDENTITY_PAGES } from '../../machines/identity-pages';
import type { RoutePath } from '../../machines/paths';
import { isPartnerReturnTab } from '../../src/partner-return';
import type { PageScreens, ScreenLoader } from '../screen-loader';

// The tab our partner returned to after a frame's capture only says it can be closed (QA 14).
const partnerTab = () => import('./partner-return');

const BY_KIND: Record<(typeof IDENTITY_PAGES)[keyof typeof IDENTITY_PAGES]['kind'], ScreenLoader> =
  {
    capture: () => (isPartnerReturnTab() ? partnerTab() : import('./capture')),
    document: () => (isPartnerReturnTab() ? partnerTab() : import('./document-upload')),
    wait: () => import('./wait'),
    failure: () => import('./failure'),
  };

const raceAndGender = () => import('./race-and-gender');
const manualPii = () => import('./manual-pii');
const MANUAL_PII_PATHS: readonly RoutePath[] = [
  '/web/signup/name',
  '/web/signup/address',
  '/web/signup/birthdate',
  '/web/signup/race_and_gender',
  '/web/signup/missing_address',
  '/web/signup/manual_pii_processing',
  '/signup/name',
  '/signup/address',
  '/signup/birthdate',
  '/signup/race_and_gender',
  '/signup/v2/missing_address',
  '/signup/manual_pii_processing',
];

/** The screens of identity (issue 10), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const IDENTITY_SCREENS: PageScreens = {
  ...Object.fromEntries(
    Object.entries(IDENTITY_PAGES).map(([path, page]) => [path, BY_KIND[page.kind]]),
  ),
  '/race_and_gender': raceAndGender,
  '/web/race_and_gender': raceAndGender,
  // The manual-PII pages: one screen for the step's pages (decision 045).
  ...Object.fromEntries(MANUAL_PII_PATHS.map((path) => [path, manualPii])),
};
