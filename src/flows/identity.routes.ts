import { network as networkCopy } from '../../copy/spec/network';
import { IDENTITY_PAGES, type IdentityPage } from '../../machines/identity-pages';
import type { RoutePath } from '../../machines/paths';
import { requirePatron } from './require-patron';
import type { RouteEntries, RouteEntry } from './route-entry';

// Where the provider's page sends the patron back: the page they left (docs/identity.md).
const returnUrlOf = (path: RoutePath) =>
  typeof window === 'undefined' ? null : `${window.location.origin}${path}`;

/**
 * Each visit runs the page's flow afresh: a capture page finds a pending scan again by itself
 * (the KYC machine's `resuming`), and a waiting page compares the status with the one it arrived
 * with, so nothing of an earlier visit should carry over.
 */
function entryOf(path: RoutePath, page: IdentityPage): RouteEntry | null {
  switch (page.kind) {
    case 'capture':
      return async (context) => {
        // Outside sign-up the scan belongs to a logged-in patron (decision 040's pages).
        if (!page.inSignUp) await requirePatron(context, networkCopy.loggedOutInactivity);
        await context.flows.restart('kyc', {
          inSignUp: page.inSignUp,
          failureRoute: page.failureRoute,
          resume: true,
          returnUrl: returnUrlOf(path),
        });
      };
    case 'document':
      return async (context) => {
        await context.flows.restart('documentVerification', {
          failureRoute: page.failureRoute,
          returnUrl: returnUrlOf(path),
        });
      };
    case 'wait':
      return async (context) => {
        await context.flows.restart('statusWatch', undefined);
      };
    case 'failure':
      return null;
  }
}

/** Race and gender on an account page: each visit asks afresh, then /continue_registration. */
const raceAndGender: RouteEntry = async (context) => {
  await context.flows.restart('raceAndGender', { done: '/continue_registration' });
};

/** What each page of identity (issue 10) does before it renders, by path (see RouteEntry). */
export const IDENTITY_ROUTES: RouteEntries = {
  ...Object.fromEntries(
    Object.entries(IDENTITY_PAGES).flatMap(([path, page]) => {
      const entry = entryOf(path as RoutePath, page);
      return entry ? [[path, entry]] : [];
    }),
  ),
  '/race_and_gender': raceAndGender,
  '/web/race_and_gender': raceAndGender,
};
