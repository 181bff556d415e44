import { Link, useRouter } from '@tanstack/react-router';
import { phoneVerification as phoneVerificationCopy } from '../../copy/ours/phone-verification';
import { support as supportCopy } from '../../copy/ours/support';
import { CONTINUE_FLOW } from '../../machines/after-login';
import { useActors } from '../../src/shell/actors';
import { ContactSupportButton } from '../../src/shell/contact-support';
import { Page } from '../../src/ui/page';

const copy = phoneVerificationCopy;
const PAGE = '/sms/unable_to_send_code';

/** What the invalid-number page says (contract.md 8: `invalid_number` leads to it). */
export function UnableToSendCodeMessage() {
  return <p>{copy.unableBody}</p>;
}

/**
 * Which SMS step ended here: a login's (/sms/pin_required), a reset link's (/sms/reset_password),
 * or sign-up's phone step. The two security flows end with this page as their output's route.
 */
function useEndedFrom(): 'login' | 'reset' | 'signup' {
  const flows = useRouter().options.context.flows;
  const endedHere = (id: 'pinRequired' | 'smsPasswordReset') => {
    const snapshot = flows.get(id)?.getSnapshot();
    return snapshot?.status === 'done' && snapshot.output?.route === PAGE;
  };
  if (endedHere('pinRequired')) return 'login';
  if (endedHere('smsPasswordReset')) return 'reset';
  return 'signup';
}

/**
 * /sms/unable_to_send_code, where an SMS step's `invalid_number` ends. After sign-up's phone step
 * the way back is /continue_registration: the onboarding machine syncs with the server and routes
 * to the step it says is next (the phone number again), or to login when there is no session.
 * After a login's or a reset link's step the number on file cannot be changed here, and no code
 * was verified: the way on is support, and back to login (a login's half-open session is ended
 * on the way, QA 4), never the sign-up's hand-off.
 */
export default function UnableToSendCodeScreen() {
  const endedFrom = useEndedFrom();
  const { session } = useActors();
  if (endedFrom === 'signup')
    return (
      <Page title={copy.unableTitle}>
        <UnableToSendCodeMessage />
        <div className="actions">
          {/* The webview top bar's Back goes here too (machines/top-bar.ts). */}
          <Link to={CONTINUE_FLOW} className="button-primary">
            {copy.unableBack}
          </Link>
        </div>
      </Page>
    );
  return (
    <Page title={copy.unableTitle}>
      <p>{copy.unableOnFileBody}</p>
      <p>{supportCopy.question}</p>
      <div className="actions">
        <ContactSupportButton />
        {endedFrom === 'login' ? (
          <button
            type="button"
            className="button-primary"
            onClick={() => session.send({ type: 'logout', to: '/login' })}
          >
            {copy.unableBackToLogin}
          </button>
        ) : (
          <Link to="/login" className="button-primary">
            {copy.unableBackToLogin}
          </Link>
        )}
      </div>
    </Page>
  );
}
