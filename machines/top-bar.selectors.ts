import type { OnboardingSnapshot } from './onboarding.selectors';

/**
 * What the webview top bar (src/shell/top-bar.tsx) reads from the onboarding actor. Kept apart from
 * onboarding.selectors.ts, which the first screen loads: these ride in the top bar's lazy chunk
 * (decision 005).
 */

/** A sign-up created a session: the user is signed in (the exit dialog guards leaving). */
export const selectSignedIn = (s: OnboardingSnapshot): boolean => s.context.preRegistrationComplete;

/**
 * True once the user has entered a phone number: the create-account draft's phone number, or a
 * `phoneNumber` a step mirrored in its draft (a phone step's own entry).
 */
export function selectPhoneEntered(s: OnboardingSnapshot): boolean {
  const { draft, stepDrafts } = s.context;
  if (draft.phoneNumber.trim() !== '') return true;
  return Object.values(stepDrafts).some(
    (stepDraft) => typeof stepDraft.phoneNumber === 'string' && stepDraft.phoneNumber.trim() !== '',
  );
}
