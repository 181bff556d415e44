import { Link, useMatch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { support as supportCopy } from '../../copy/ours/support';
import { suspended as copy, type SuspensionPage } from '../../copy/ours/suspended';
import { selectSignedIn } from '../../machines/session.selectors';
import { useSessionActor } from '../../src/shell/actors';
import { ContactSupportButton } from '../../src/shell/contact-support';
import { MessagePage } from '../common/message-page';

/** The suspension a /suspended path names (/suspended and /web/suspended: the generic page). */
export function suspensionOf(path: string): SuspensionPage {
  const name = /^(?:\/web)?\/suspended\/(\w+)$/.exec(path)?.[1];
  return name && name in copy.pages ? (name as SuspensionPage) : 'generic';
}

/**
 * Every /suspended page (product.md 2.2, 2.3, 4.5; issue 11 item 3): what happened, the way to
 * support where the app or the host frame offers one, and the way back to login. The route entry
 * (src/flows/account.ts) has told the native side.
 */
export default function SuspendedScreen() {
  // The page's own match, not the location: while a link from here loads its page, the location
  // already names that page, which would read as another suspension (QA 5).
  const path = useMatch({ strict: false, select: (match) => match.pathname });
  const suspension = suspensionOf(path);
  const page = copy.pages[suspension];
  const signedIn = useSelector(useSessionActor() ?? undefined, selectSignedIn);
  // A cool-off may be ended early, or turned into a self-exclusion (product.md 4.5), on the
  // cool-off's own pages, which its suspension does not send away (decision 077). Both need the
  // session: a server that refused the login itself with the suspension set none, and the two
  // would only lead to login and back here (QA 9), so they, and the words that offer them, show
  // once the session is known to be there (QA 15).
  const coolOffHere = suspension === 'cool_off' && signedIn;
  return (
    <MessagePage
      title={page.title}
      to="/login"
      action={copy.backToLogin}
      primary={!coolOffHere}
      extra={
        <>
          {coolOffHere ? <CoolOffActions /> : null}
          <ContactSupportButton />
        </>
      }
    >
      <p>
        {suspension === 'cool_off' && !signedIn
          ? copy.pages.cool_off.bodyWithoutSession
          : page.body}
      </p>
      <p>{supportCopy.question}</p>
    </MessagePage>
  );
}

/** The cool-off's two ways on, for a patron with a session. */
function CoolOffActions() {
  return (
    <>
      <Link to="/cool_off_self_exclusion" className="button-secondary">
        {copy.coolOffSelfExclude}
      </Link>
      <Link to="/cool_off_renew" className="button-primary">
        {copy.coolOffEnd}
      </Link>
    </>
  );
}
