import { boot as bootCopy } from '../../copy/ours/sign-up';
import SignupEntryScreen from './signup-entry';

/**
 * /continue_registration (product.md 2.3 "runs after email verification", 4.3): picks the
 * sign-up up again. Its route is guarded like the sign-up entry (src/route-sync.ts
 * `isSignupFlowPath`), so visiting it starts the onboarding machine, which syncs with the server
 * and sends the user on to the step it derives; until then this shows what the entry shows,
 * under a heading of its own (the account exists: never Create Your Account, QA 4).
 */
export default function ContinueRegistrationScreen() {
  return <SignupEntryScreen title={bootCopy.continueTitle} />;
}
