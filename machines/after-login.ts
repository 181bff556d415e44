import type { RegistrationStatus } from '../api/registration';
import type { RoutePath } from './paths';
import type { Layout } from './route-derivation';

/**
 * Where a patron goes once the password grant succeeded (issue 11 item 1; decision 040): a pure
 * function of the login answer, that is the registration status read right after the token, and
 * the layout. The rows, in order:
 *
 * 1. a finished account (`complete`) that owes policies published since its sign-up: the welcome
 *    page for updated policies, then the acceptance page (/login/policies);
 * 2. a finished account whose email the server asks to verify (`REQUIRED`): /login/email_verification;
 * 3. a finished account whose identity document expired: the ID-check page;
 * 4. a finished account owing nothing: the continue flow (/continue_registration syncs it and
 *    hands off to authorize, product.md 4.2 "complete");
 * 5. a contact-support account: the continue flow too (its status routes to contact support);
 * 6. any other status (a sign-up not finished): the welcome page, whose Continue resumes it.
 *
 * A sign-up not finished owes its policies and email through its own steps (Fine Details, Verify
 * Your Email), so rows 1 and 2 are for finished accounts only.
 */
export function afterLoginRoute(
  status: Pick<RegistrationStatus, 'status' | 'pendingPolicies' | 'emailVerificationStatus'>,
  layout: Layout,
): RoutePath {
  const web = layout === 'web';
  if (status.status === 'complete') {
    if (status.pendingPolicies.length > 0)
      return web ? '/web/welcome_policies' : '/login/welcome_policies';
    if (status.emailVerificationStatus === 'REQUIRED') return '/login/email_verification';
    return CONTINUE_FLOW;
  }
  if (status.status === 'document_verification_expired')
    return web ? '/web/id_check_required' : '/login/id_check_required';
  if (status.status === 'contact_support_required') return CONTINUE_FLOW;
  return web ? '/web/welcome' : '/login/welcome';
}

/**
 * The continue flow (product.md 4.3, 4.5 "or the continue flow"): the onboarding machine syncs
 * the account and routes where its status says; a finished account is handed off to authorize.
 */
export const CONTINUE_FLOW: RoutePath = '/continue_registration';

/** The page after a password login, where the login answer is read (the welcome-back page). */
export const welcomeBackRoute = (layout: Layout): RoutePath =>
  layout === 'web' ? '/web/welcome_back' : '/login/welcome_back';

/** The policy acceptance page of a layout. */
export const loginPoliciesRoute = (layout: Layout): RoutePath =>
  layout === 'web' ? '/web/login/policies' : '/login/policies';
