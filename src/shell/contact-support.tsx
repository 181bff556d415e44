import { canCallNative, type NativeTarget, showContactSupport } from '../../bridge/native-calls';
import { support as copy } from '../../copy/ours/support';
import { loadConfig } from '../config';
import { isSafeUrl } from '../config-origins.mjs';
import { SUPPORT_URL_KEY } from './contact-support-key';

const target = (): NativeTarget => ({ allowedOrigins: loadConfig().config.allowedParentOrigins });
// Read at each render: a bridge the app injects after start-up still counts.
const reachable = () => canCallNative(target(), 'showContactSupport');

/**
 * The operator's support page (`supportUrl` in config.js, decision 082): read here, by the lazy
 * pages that offer support, so the first screen carries no byte of it. Only an https URL or a
 * path of this origin is linked (never a script URL); anything else is no link, and the console
 * says why (src/observability/config-warnings.ts).
 */
function supportUrl(): string | null {
  const raw = globalThis.window?.__ONBOARDING_CONFIG__?.[SUPPORT_URL_KEY];
  const url = typeof raw === 'string' ? raw.trim() : '';
  return url && isSafeUrl(url) ? url : null;
}

/**
 * "Contact support" (QA M5): opens the contact-support screen of the native app (contract.md 7
 * `showContactSupport`), or posts the same-named message to an allowed parent frame. In a plain
 * top-level browser neither exists: it links to the operator's support page when config.js names
 * one (QA 8), in a new tab so the page stays; with none there is no button, and the page's words
 * stand alone (docs/bridge.md).
 */
export function ContactSupportButton({ primary = false }: { primary?: boolean }) {
  if (!reachable()) {
    const url = supportUrl();
    return url ? (
      <a
        className={primary ? 'button-primary' : 'button-secondary'}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {copy.actionNewTab}
      </a>
    ) : null;
  }
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
  if (!reachable() && !supportUrl()) return null;
  return (
    <div className="actions">
      <ContactSupportButton />
    </div>
  );
}
