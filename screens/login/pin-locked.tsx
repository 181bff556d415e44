import { Link } from '@tanstack/react-router';
import { phoneVerification as phoneVerificationCopy } from '../../copy/ours/phone-verification';
import { Page } from '../../src/ui/page';

const copy = phoneVerificationCopy;

/**
 * What the PIN-locked page says (contract.md 8: `sms_pin_locked` leads to the native login in an
 * app or frame, or to this page) and its way out, to the login page.
 */
export function PinLockedMessage() {
  return (
    <>
      <p>{copy.lockedBody}</p>
      <div className="actions">
        <Link to="/login" className="button-primary">
          {copy.goToLogin}
        </Link>
      </div>
    </>
  );
}

/**
 * /sms/pin_locked, where the SMS step ends on `sms_pin_locked` (derived by the onboarding machine
 * from the step's output; in an app or frame the native login opens as well).
 */
export default function PinLockedScreen() {
  return (
    <Page title={copy.lockedTitle}>
      <PinLockedMessage />
    </Page>
  );
}
