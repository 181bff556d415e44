import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { OAuthParams } from '../../api/domain';
import { getRequestContext, namedRegion } from '../../api/request-context';
import type { SessionBlockedMessage } from '../../bridge/native-interface';
import { postToParent } from '../../bridge/parent-frame';
import { sessionBlocked as copy } from '../../copy/ours/embedding';
import { loadConfig } from '../config';
import { loadPersistedOnboarding } from '../onboarding-persistence';
import { loadLoginUsername, saveLoginUsername } from '../session-draft';
import { keepTabInFramedDialog } from '../ui/dialog-focus';

/**
 * The browser withheld the session cookie inside a frame (Safari; decision 051): the account
 * exists, but every call 401s. The parent hears `sessionBlocked` with the URL to continue at,
 * and a modal dialog offers the patron a top-level window (log in there, the sign-up resumes) or,
 * where the browser has the Storage Access API, to allow cookies and log in here. Loaded by the
 * session actor's `continueTopLevel` only when this happens.
 */

/**
 * /login with the entry's OAuth parameters, region and layout switch: logging in there resumes
 * the sign-up, in the layout the frame showed (QA 24).
 */
export function continueUrlFor(
  origin: string,
  oauth: OAuthParams,
  regionCode: string,
  mobile = false,
): string {
  const url = new URL('/login', origin);
  for (const [name, value] of Object.entries(oauth)) if (value) url.searchParams.set(name, value);
  if (regionCode) url.searchParams.set('detected_region_code', regionCode);
  if (mobile) url.searchParams.set('render_mobile_layout', 'true');
  // The sign-up that goes on there is handed off at the end, as this frame's would have been,
  // never ended on the phone layout's "Get the app" page (QA 24).
  url.searchParams.set('embedded', 'true');
  return url.toString();
}

export interface SessionBlockedPorts {
  /** Navigates the app (the session actor's navigate). */
  navigate: (to: string) => void;
  /** A sign-up's account was just made (else a login in the frame): the dialog says which. */
  signUp?: boolean;
  /** The frame showed the phone layout: the new window does too. */
  mobile?: boolean;
  /** The tab's session storage, where the sign-up's draft is saved (the session's port). */
  storage?: Storage | null;
  /** Posts to an allowed parent only; the page's own by default. */
  post?: (message: SessionBlockedMessage) => void;
  window?: Window;
}

/** Tells the parent and shows the dialog (once: a second 401 while it is open adds nothing). */
export function showSessionBlocked(ports: SessionBlockedPorts): void {
  const win = ports.window ?? window;
  const doc = win.document;
  if (doc.getElementById('session-blocked')) return;
  // The region as the entry named it (CA-DEFAULT too), not the effective one: src/entry.ts reads
  // it back to the same region and country, where US-DEFAULT would invent a country for an entry
  // that named none.
  const continueUrl = continueUrlFor(
    win.location.origin,
    getRequestContext().oauth,
    namedRegion(),
    ports.mobile,
  );
  const post =
    ports.post ??
    ((message: SessionBlockedMessage) =>
      postToParent({ ...message }, loadConfig().config.allowedParentOrigins));
  post({ type: 'sessionBlocked', continueUrl });

  // Inside the app's shell, so the dialog takes the brand's and the mode's colours.
  const host = doc.createElement('div');
  host.id = 'session-blocked';
  (doc.querySelector('.app') ?? doc.body).append(host);
  const root = createRoot(host);
  const requestAccess =
    typeof doc.requestStorageAccess === 'function' ? () => doc.requestStorageAccess() : null;
  root.render(
    <SessionBlockedDialog
      continueUrl={continueUrl}
      signUp={ports.signUp ?? true}
      requestAccess={requestAccess}
      // No opener: the page the authorize flow lands on never gets a handle on the host's frame.
      openWindow={(url) => win.open(url, '_blank', 'noopener')}
      onAccessGranted={() => {
        root.unmount();
        host.remove();
        if (ports.signUp ?? true) offerSignUpEmailToLogin(ports.storage ?? null);
        ports.navigate('/login');
      }}
    />,
  );
}

/**
 * The login form that follows the granted access shows the email the sign-up just created the
 * account with, as the dialog asks the patron to log in with it (QA 24), unless the tab already
 * keeps a username typed on /login. Never the password: the sign-up never saves it.
 */
function offerSignUpEmailToLogin(storage: Storage | null): void {
  const email = loadPersistedOnboarding(storage)?.draft?.email;
  if (email && !loadLoginUsername()) saveLoginUsername(email);
}

/**
 * The dialog itself (props only). Not dismissible: nothing else on the page can work without the
 * session, so the two ways on are the only choices. At most 328 px wide (`.dialog`).
 */
export function SessionBlockedDialog({
  continueUrl,
  signUp = true,
  requestAccess,
  openWindow,
  onAccessGranted,
}: {
  continueUrl: string;
  signUp?: boolean;
  /** The Storage Access API's request, or null where the browser has none. */
  requestAccess: (() => Promise<void>) | null;
  openWindow: (url: string) => void;
  onAccessGranted: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const openWindowButton = useRef<HTMLButtonElement>(null);
  const [refused, setRefused] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // The refused button goes with the focus it had: the way left takes it (QA 18).
  useEffect(() => {
    if (refused) openWindowButton.current?.focus();
  }, [refused]);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="session-blocked-title"
      aria-describedby="session-blocked-body"
      onKeyDown={keepTabInFramedDialog}
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="session-blocked-title">{copy.title}</h2>
      <div id="session-blocked-body">
        <p>{signUp ? copy.body : copy.loginBody}</p>
        <p>{signUp ? copy.next : copy.loginNext}</p>
      </div>
      {refused ? (
        <p className="field-error" role="alert">
          {copy.refused}
        </p>
      ) : null}
      <p role="status" className="dialog-status">
        {opened ? copy.opened : null}
      </p>
      <div className="dialog-actions">
        <button
          ref={openWindowButton}
          type="button"
          className="button-primary"
          onClick={() => {
            openWindow(continueUrl);
            setOpened(true);
          }}
        >
          {copy.openWindow}
        </button>
        {requestAccess && !refused ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              requestAccess().then(onAccessGranted, () => setRefused(true));
            }}
          >
            {copy.allowHere}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
