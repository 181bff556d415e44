import { type AnyRouter, Link } from '@tanstack/react-router';
import { phoneVerification as phoneVerificationCopy } from '../../copy/ours/phone-verification';
import { Page } from '../../src/ui/page';

const copy = phoneVerificationCopy;

// `Link<AnyRouter>`: src/router.tsx builds the tree from the runtime list of machines/paths.ts, so
// the registered router's typed `to` knows no path by name.

/**
 * What the invalid-number page says (contract.md 8: `invalid_number` leads to it). The phone step
 * shows the same words in its own `invalidNumber` state, with a way back to the number.
 */
export function UnableToSendCodeMessage() {
  return <p>{copy.unableBody}</p>;
}

/**
 * /sms/unable_to_send_code for a deep link or a reload: the message and a way back into sign-up
 * (the onboarding machine then routes to the step the server says is next).
 */
export default function UnableToSendCodeScreen() {
  return (
    <Page title={copy.unableTitle}>
      <UnableToSendCodeMessage />
      <div className="actions">
        <Link<AnyRouter> to="/signup" className="button-primary">
          {copy.unableBack}
        </Link>
      </div>
    </Page>
  );
}
