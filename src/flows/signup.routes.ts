import { redirect } from '@tanstack/react-router';
import { enterFlow } from '../flow-navigation';
import type { RouteEntries } from './route-entry';

/** What the sign-up pages beyond the onboarding machine's steps do before they render. */
export const SIGNUP_ROUTES: RouteEntries = {
  /**
   * The emailed verification link: its flow starts with the token, and the token leaves the
   * address bar before the page renders (issue 8 item 9): the redirect replaces the entry, and
   * the flow keeps the token in memory only.
   */
  '/email_verification': (context, search) => {
    const token = search.verification_token;
    if (token === undefined) return enterFlow(context, 'emailLink', { token: null });
    void context.flows.ensure('emailLink', { token });
    throw redirect({ to: '/email_verification', replace: true });
  },
};
