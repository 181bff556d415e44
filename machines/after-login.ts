import type { RegistrationStatus } from '../api/registration';
import { isOwed } from '../api/statuses';
import { requiredPoliciesOf } from './account-form';
import type { RoutePath } from './paths';
import type { Layout } from './route-derivation';

/**
 * Where a patron goes once the password grant succeeded (issue 11 item 1; decision 040): a pure
 * function of the login answer, that is the registration status read right after the token, and
 * the layout. The rows, in order:
 *
 * 1. a finished account (`complete`) that owes policies published since its sign-up: the welcome
 *    page for updated policies, then the acceptance page (/login/policies);
 * 2. a finished account whose email the server asks to verify (`REQUIRED`) in a region that
 *    requires verification (product.md 4.3, as sign-up): /login/email_verification;
 * 3. a sign-up still collecting data (`created`, `email_verified`, `partial_pii`, not a duplicate)
 *    that owes some (pending fields, policies, the email code where the region asks for it): the
 *    welcome page, whose Continue resumes it at that step;
 * 4. anything else: the continue flow, where the status decides (the authorize hand-off for a
 *    finished account; the identity pages, a pending page, contact support or the duplicate page
 *    for the others: product.md 4.2). The server asks for an ID check through those statuses.
 *
 * A sign-up not finished owes its policies and email through its own steps (Fine Details, Verify
 * Your Email), so rows 1 and 2 are for finished accounts only.
 */
export function afterLoginRoute(
  status: Pick<
    RegistrationStatus,
    'status' | 'pendingPolicies' | 'emailVerificationStatus' | 'pendingFields' | 'isDuplicateUser'
  >,
  layout: Layout,
  /** The detected region's `require_email_verification` (GET /i/regions; unknown: true). */
  regionRequiresEmailVerification: boolean,
): RoutePath {
  const web = layout === 'web';
  const owesEmail =
    regionRequiresEmailVerification && status.emailVerificationStatus === 'REQUIRED';
  if (status.status === 'complete') {
    if (requiredPoliciesOf(status.pendingPolicies).length > 0)
      return web ? '/web/welcome_policies' : '/login/welcome_policies';
    if (owesEmail) return '/login/email_verification';
    return CONTINUE_FLOW;
  }
  if (COLLECTING.has(status.status) && !status.isDuplicateUser && owesSignUpData(status, owesEmail))
    return web ? '/web/welcome' : '/login/welcome';
  return CONTINUE_FLOW;
}

// product.md 4.2: the statuses in which the sign-up continues main registration (4.3).
const COLLECTING: ReadonlySet<string> = new Set(['created', 'email_verified', 'partial_pii']);

const owesSignUpData = (
  status: Pick<RegistrationStatus, 'pendingPolicies' | 'pendingFields'>,
  owesEmail: boolean,
): boolean =>
  requiredPoliciesOf(status.pendingPolicies).length > 0 ||
  owesEmail ||
  Object.values(status.pendingFields).some(isOwed);

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

/** The SMS code page of a login with two-step verification (decision 041). */
export const pinRequiredRoute = (layout: Layout): RoutePath =>
  layout === 'web' ? '/web/sms/pin_required' : '/sms/pin_required';
