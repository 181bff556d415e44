import { redirect } from '@tanstack/react-router';
import { enterFlow } from '../flow-navigation';
import { readSessionDraft, writeSessionDraft } from '../session-draft';
import type { RouteEntries, RouteEntry } from './route-entry';

/**
 * Set while an emailed verification link opened in this tab waits for its check's answer (a flag,
 * never the token). A reload of its page, which does not keep the token, then asks for the link
 * again instead of calling a link that may be good invalid (QA res 1); the result pages, reached
 * only by the server's answer or a link without a token, clear it. It lives here, not in
 * src/session-draft.ts, which is in the first screen (decision 080).
 */
const EMAIL_LINK_OPENED = 'email-link:opened';

/** The link's check answered (or there was nothing to check): a reload now says what it said. */
const linkAnswered: RouteEntry = () => writeSessionDraft(EMAIL_LINK_OPENED, '');

/** What the sign-up pages beyond the onboarding machine's steps do before they render. */
export const SIGNUP_ROUTES: RouteEntries = {
  /**
   * The emailed verification link: its flow starts with the token, and the token leaves the
   * address bar before the page renders (issue 8 item 9): the redirect replaces the entry, and
   * the flow keeps the token in memory only.
   */
  '/email_verification': (context, search) => {
    const token = search.verification_token;
    if (token === undefined)
      return enterFlow(context, 'emailLink', {
        token: null,
        linkNotKept: readSessionDraft(EMAIL_LINK_OPENED) !== '',
      });
    writeSessionDraft(EMAIL_LINK_OPENED, '1');
    void context.flows.ensure('emailLink', { token });
    throw redirect({ to: '/email_verification', replace: true });
  },
  '/email_verification/success': linkAnswered,
  '/email_verification/failed': linkAnswered,
};
