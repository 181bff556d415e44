import { redirect } from '@tanstack/react-router';
import type { AnyActorRef } from 'xstate';
import { network as networkCopy } from '../../copy/spec/network';
import {
  IDENTITY_PAGES,
  type IdentityPage,
  identityPageOf,
  STATUS_FAILURE_PAGES,
} from '../../machines/identity-pages';
import type { RoutePath } from '../../machines/paths';
import { seenOf } from '../../machines/status-seen';
import {
  announcePartnerReturn,
  arrivedFromPartner,
  isPartnerReturnTab,
  partnerReturnUrl,
} from '../partner-return';
import type { RouterContext } from '../router-context';
import { isSignupFlowPath } from '../signup-paths';
import type { FLOWS } from './flows';
import type { FlowInputOf } from './registry';
import { requirePatron } from './require-patron';
import type { RouteEntries, RouteEntry } from './route-entry';

// Where the provider's page sends the patron back: the page they left (docs/identity.md); from a
// frame, marked, so the tab the partner returns to knows it is not the sign-up (QA 14).
const returnUrlOf = (path: RoutePath) =>
  typeof window === 'undefined'
    ? null
    : partnerReturnUrl(`${window.location.origin}${path}`, window.top !== window);

/**
 * The tab our partner returned to after a capture started in a frame (src/partner-return.ts): the
 * page runs no flow (the frame polls and hands off) and says the tab can be closed. A document's
 * return tells the frame, which records the upload now. The parameter leaves the address, as a
 * link's token does; the tab's mark keeps the page so over a reload.
 */
const partnerReturn =
  (path: RoutePath, kind: 'capture' | 'document', entry: RouteEntry): RouteEntry =>
  async (context, search, staying) => {
    if (!isPartnerReturnTab()) return entry(context, search, staying);
    if (!arrivedFromPartner()) return;
    if (kind === 'document') announcePartnerReturn();
    throw redirect({ to: path, replace: true });
  };

/**
 * A page the partner may return a frame's tab to (a capture or a document upload: `returnUrlOf`),
 * in that tab. There it runs nothing of sign-up: on a sign-up path the guard would start the
 * onboarding actor and move the fresh tab (to Create Your Account, then back to the page, the
 * mark lost) before the page's entry read the mark, and the tab ran the whole sign-up and handed
 * off a second time (QA 15). So the guard does not run there (src/flows/route-entries.ts).
 */
export function isPartnerReturnPage(path: RoutePath): boolean {
  const kind = identityPageOf(path)?.kind;
  return (kind === 'capture' || kind === 'document') && isPartnerReturnTab();
}

/**
 * Each visit runs the page's flow afresh: a capture page finds a pending scan again by itself
 * (the KYC machine's `resuming`), and a waiting page compares the status with the one it arrived
 * with, so nothing of an earlier visit should carry over.
 *
 * A re-entry of the page already shown is no new visit: the sign-up guard answers a Back or
 * Forward from an identity page with this same page (it is the step the server asks for), and a
 * restart there would throw away what the patron is doing: the provider's capture under way, the
 * upload, the scan being polled (QA H1). So the run the page shows goes on; only a run that has
 * ended (a sign-up step handed back, a stopped session) starts again.
 *
 * A page's input is built once, with the page's entry: its return URL cannot change while the
 * app runs (one origin), and a run never changes its input. A waiting page's is read at each
 * visit: the status the sign-up derived the page from.
 */
const visit =
  <Id extends 'kyc' | 'documentVerification' | 'statusWatch'>(
    id: Id,
    inputOf: (context: RouterContext) => FlowInputOf<typeof FLOWS, Id>,
    /** Only a logged-in patron's: what login says to a visitor sent there. */
    loginMessage: (() => Promise<string>) | null = null,
  ): RouteEntry =>
  async (context, _search, staying) => {
    // A capture outside sign-up is a logged-in patron's (decision 040's pages).
    if (loginMessage) await requirePatron(context, await loginMessage());
    if (
      staying &&
      (context.flows.get(id) as AnyActorRef | undefined)?.getSnapshot().status === 'active'
    )
      return;
    await context.flows.restart(id, inputOf(context));
  };

/** A page with no flow of its own that only a logged-in patron sees: a visitor goes to login. */
const patronPage: RouteEntry = (context) => requirePatron(context, networkCopy.loggedOutInactivity);

/**
 * A failure page the status derivation leads to outside sign-up (/kyc/...): a patron's page whose
 * every open (a first load, a reload, a navigation) checks that the status still leads here, and
 * otherwise goes where it does (QA 16). A re-entry of the page shown is no new open.
 */
const statusFailurePage =
  (path: RoutePath): RouteEntry =>
  async (context, search, staying) => {
    await patronPage(context, search, staying);
    if (staying) return;
    const { keepToStatusPage } = await import('./failure-page-status');
    await keepToStatusPage(context, path);
  };

function entryOf(path: RoutePath, page: IdentityPage): RouteEntry | null {
  switch (page.kind) {
    case 'capture':
      return partnerReturn(
        path,
        'capture',
        visit(
          'kyc',
          (context) => {
            // In sign-up, the status the page was derived from: a failed scan that leaves it as
            // it was stays on the page with its error (QA 17).
            const status = page.inSignUp
              ? context.actors.onboarding.getSnapshot().context.status
              : null;
            return {
              inSignUp: page.inSignUp,
              failureRoute: page.failureRoute,
              resume: true,
              returnUrl: returnUrlOf(path),
              shownFor: status ? seenOf(status) : null,
            };
          },
          page.inSignUp ? null : async () => networkCopy.loggedOutInactivity,
        ),
      );
    case 'document':
      // Outside sign-up the upload is a logged-in patron's (its calls answer a visitor 401): a
      // visitor goes to login first and comes back after it (decision 078; QA 13: an emailed
      // link's visitor went to login from the page's 401, and the login forgot the page).
      return partnerReturn(
        path,
        'document',
        visit(
          'documentVerification',
          () => ({ failureRoute: page.failureRoute, returnUrl: returnUrlOf(path) }),
          // Not "logged out due to inactivity": the visitor often comes by the emailed link and
          // was never logged in (QA 15). The words load with this page only.
          isSignupFlowPath(path)
            ? null
            : () => import('../../copy/ours/identity').then((m) => m.documentUpload.logIn),
        ),
      );
    case 'wait':
      return visit('statusWatch', (context) => {
        const { status } = context.actors.onboarding.getSnapshot().context;
        return { first: status ? seenOf(status) : null };
      });
    case 'failure':
      // A sign-up page is the sign-up guard's (a visitor goes to sign-up, decision 009). Every
      // other failure page is reached with a session only (a failure reason a logged-in sync or
      // login derived, a capture's answer), so a visitor goes to login, as on a patron's page.
      if (isSignupFlowPath(path)) return null;
      return STATUS_FAILURE_PAGES.has(path) ? statusFailurePage(path) : patronPage;
  }
}

/**
 * Race and gender on an account page: each visit asks afresh, then /continue_registration. A
 * logged-in patron's page (sign-up asks on /signup/race_and_gender): no status leads here, a link
 * does, so a visitor goes to login first and comes back after it (decision 078).
 */
const raceAndGender: RouteEntry = async (context) => {
  await requirePatron(context, networkCopy.loggedOutInactivity);
  await context.flows.restart('raceAndGender', { done: '/continue_registration' });
};

/**
 * product.md 2.3 lists /user_preferences/document_upload among the preference pages, whose email
 * links carry a `token` (src/route-search.ts). The upload works with the session, not a link's
 * token, so a token is dropped from the address bar before the page renders, as on every page
 * that is given one (QA 5): it is never kept in the URL or the history.
 */
const withoutLinkToken =
  (path: RoutePath, entry: RouteEntry | null): RouteEntry =>
  async (context, search, staying) => {
    if (search.token) throw redirect({ to: path, replace: true });
    return entry?.(context, search, staying);
  };

/** What each page of identity (issue 10) does before it renders, by path (see RouteEntry). */
export const IDENTITY_ROUTES: RouteEntries = {
  ...Object.fromEntries(
    Object.entries(IDENTITY_PAGES).flatMap(([path, page]) => {
      const entry = entryOf(path as RoutePath, page);
      if (path === '/user_preferences/document_upload')
        return [[path, withoutLinkToken(path, entry)]];
      return entry ? [[path, entry]] : [];
    }),
  ),
  '/race_and_gender': raceAndGender,
  '/web/race_and_gender': raceAndGender,
};
