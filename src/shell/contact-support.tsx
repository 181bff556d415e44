import { canCallNative, type NativeTarget, showContactSupport } from '../../bridge/native-calls';
import { support as copy } from '../../copy/ours/support';
import { loadConfig } from '../config';

const target = (): NativeTarget => ({ allowedOrigins: loadConfig().config.allowedParentOrigins });
// Read at each render: a bridge the app injects after start-up still counts.
const reachable = () => canCallNative(target(), 'showContactSupport');

/**
 * "Contact support" (QA M5): opens the contact-support screen of the native app (contract.md 7
 * `showContactSupport`), or posts the same-named message to an allowed parent frame. In a plain
 * top-level browser neither exists, and the runtime config names no support address to link to,
 * so there is no button: the page's words stand alone (docs/bridge.md).
 */
export function ContactSupportButton({ primary = false }: { primary?: boolean }) {
  if (!reachable()) return null;
  return (
    <button
      type="button"
      className={primary ? 'button-primary' : 'button-secondary'}
      onClick={() => showContactSupport(target())}
    >
      {copy.action}
    </button>
  );
}

/** The button in a row of actions of its own, or nothing at all where it would do nothing. */
export function ContactSupportActions() {
  if (!reachable()) return null;
  return (
    <div className="actions">
      <ContactSupportButton />
    </div>
  );
}
