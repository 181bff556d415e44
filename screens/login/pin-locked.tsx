import { phoneVerification as copy } from '../../copy/ours/phone-verification';
import { ContactSupportButton } from '../../src/shell/contact-support';
import { MessagePage } from '../common/message-page';

/**
 * /sms/pin_locked, where the SMS step ends on `sms_pin_locked` (contract.md 8; derived by the
 * onboarding machine from the step's output; in an app or frame the native login opens as well).
 * The spec does not say when a server lifts the lock: a login before then comes back here (its
 * code page asks again, and is refused again), so the page sends the patron to support as the
 * password reset's lock does, "Contact support" before "Go to login" (QA 21 login M2; WCAG 3.2.6).
 */
export default function PinLockedScreen() {
  return (
    <MessagePage
      title={copy.lockedTitle}
      to="/login"
      action={copy.goToLogin}
      extra={<ContactSupportButton />}
    >
      <p>{copy.lockedBody}</p>
    </MessagePage>
  );
}
