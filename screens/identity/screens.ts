import { IDENTITY_PAGES } from '../../machines/identity-pages';
import type { PageScreens, ScreenLoader } from '../screen-loader';

const BY_KIND: Record<(typeof IDENTITY_PAGES)[keyof typeof IDENTITY_PAGES]['kind'], ScreenLoader> =
  {
    capture: () => import('./capture'),
    document: () => import('./document-upload'),
    wait: () => import('./wait'),
    failure: () => import('./failure'),
  };

const raceAndGender = () => import('./race-and-gender');

/** The screens of identity (issue 10), by path, as lazy loaders (screens/screen-table.ts merges them). */
export const IDENTITY_SCREENS: PageScreens = {
  ...Object.fromEntries(
    Object.entries(IDENTITY_PAGES).map(([path, page]) => [path, BY_KIND[page.kind]]),
  ),
  '/race_and_gender': raceAndGender,
  '/web/race_and_gender': raceAndGender,
};
