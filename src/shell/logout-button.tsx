import { useLocation } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { sessionControls as copy } from '../../copy/ours/session';
import { selectLayout } from '../../machines/onboarding.selectors';
import { isSuspendedPath } from '../../machines/paths';
import {
  selectLoggingOut,
  selectMayLogOut,
  selectSignedIn,
} from '../../machines/session.selectors';
import { isSignupFlowPath } from '../signup-paths';
import { useActors, useSessionActor } from './actors';

/**
 * Log out from every logged-in page (issue 11 item 2): shown in the header while the session is
 * signed in, or may be (its start-up check failed: QA 15), except on the suspended pages (their
 * way out is back to login) and during sign-up in the app's webview, which has its exit dialog. In a browser, a patron finishing a sign-up
 * on a shared computer can end the session too (QA 4). The session machine does the rest: POST
 * /api/logout, "You have successfully logged out." on the login page, nothing personal left.
 * Its own chunk, loaded beside the first screen.
 */
export default function LogoutButton() {
  const { session, onboarding } = useActors();
  const actor = useSessionActor();
  const path = useLocation({ select: (location) => location.pathname });
  const mayLogOut = useSelector(actor ?? undefined, selectMayLogOut);
  const known = useSelector(actor ?? undefined, selectSignedIn);
  const leaving = useSelector(actor ?? undefined, selectLoggingOut);
  const inWebview = useSelector(onboarding, selectLayout) === 'native';
  // After a failed start-up check sign-up starts as for a new visitor (decision 009): its pages
  // offer no Log out to someone they treat as having no account (QA 15).
  const hideOnSignup = inWebview || !known;
  if (!mayLogOut || (hideOnSignup && isSignupFlowPath(path)) || isSuspendedPath(path)) return null;
  return (
    <button
      type="button"
      className="button-secondary"
      aria-disabled={leaving || undefined}
      onClick={() => session.send({ type: 'logout', to: '/login' })}
    >
      {leaving ? copy.loggingOut : copy.logOut}
    </button>
  );
}
