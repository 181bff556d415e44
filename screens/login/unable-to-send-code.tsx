import { Link } from '@tanstack/react-router';
import { phoneVerification as phoneVerificationCopy } from '../../copy/ours/phone-verification';
import { Page } from '../../src/ui/page';

const copy = phoneVerificationCopy;

/** What the invalid-number page says (contract.md 8: `invalid_number` leads to it). */
export function UnableToSendCodeMessage() {
  return <p>{copy.unableBody}</p>;
}

/**
 * /sms/unable_to_send_code, where the SMS step's `invalid_number` ends (the onboarding machine
 * derives it from the step's output; src/route-sync.ts navigates). The way back is
 * /continue_registration: the onboarding machine syncs with the server and routes to the step it
 * says is next (the phone number again), or to login when there is no session.
 */
export default function UnableToSendCodeScreen() {
  return (
    <Page title={copy.unableTitle}>
      <UnableToSendCodeMessage />
      <div className="actions">
        <Link to="/continue_registration" className="button-primary">
          {copy.unableBack}
        </Link>
      </div>
    </Page>
  );
}
