import type { RegistrationStatus } from '../api/registration';
import { CONTINUE_FLOW } from './after-login';
import { derivationInput, type OnboardingContext } from './onboarding.context';
import type { RoutePath } from './paths';
import { deriveNext } from './route-derivation';

/**
 * Where the patron on a status failure page (identity-pages.ts STATUS_FAILURE_PAGES) belongs, for a registration status just read: null
 * when the one derivation (route-derivation.ts) leads to this very page, else the continue flow,
 * which syncs and goes where the status leads with the derivation's effects (a hand-off, a flash).
 *
 * The derivation reads the patron's account as a finished pre-registration (a session means the
 * account exists), the status as given and the rest (layout, frame, flags, marks) as the sign-up
 * actor holds it. A failure page does not depend on the flags or the region (a failure reason
 * comes before every check but the duplicate page), so "this page" is exact even before the
 * reference data loads; any other answer is the continue flow's to make in full.
 */
export function failurePageMove(
  path: RoutePath,
  status: RegistrationStatus,
  onboarding: OnboardingContext,
): RoutePath | null {
  const derivation = deriveNext({
    ...derivationInput({ ...onboarding, status }),
    preRegistrationComplete: true,
  });
  return derivation.kind === 'route' && derivation.route === path ? null : CONTINUE_FLOW;
}
