import { useMatch, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { support as supportCopy } from '../../copy/ours/support';
import { type RgOutcome, rgOutcomeOf } from '../../machines/rg-outcome';
import { selectSignedIn, selectSignedOut } from '../../machines/session.selectors';
import { useSessionActor } from '../../src/shell/actors';
import { ContactSupportActions } from '../../src/shell/contact-support';
import { Page } from '../../src/ui/page';
import { MessagePage } from '../common/message-page';

/**
 * The message-only pages of responsible gaming: the daily time limit reached
 * (/rg/daily_time_limit_exceeded and its /web twin) and /rg/loading, where a patron lands logged
 * out after a cool-off or a self-exclusion (product.md 4.5).
 */
export default function RgMessagesScreen() {
  const routeId = useMatch({
    strict: false,
    select: (match) => String((match as { routeId?: unknown }).routeId ?? ''),
  });
  if (routeId === '/rg/loading') return <AfterLogout />;
  return (
    <MessagePage
      title={copy.timeLimitExceeded.title}
      to="/rg/daily_time_limit"
      action={copy.timeLimitExceeded.action}
      primary={false}
    >
      <p>{copy.timeLimitExceeded.body}</p>
    </MessagePage>
  );
}

const words = copy.loadingPage;
// The chosen option's own words when the query carries them, else its days (decision 061).
const periodOf = ({ length, label }: RgOutcome) =>
  typeof length === 'number' ? (label ?? words.period(length)) : null;

/** Whether a session is open, as the session machine knows it; unknown while it asks. */
type SessionKnown = 'signedIn' | 'signedOut' | 'unknown';

/**
 * What each outcome says: what started and for how long (decision 061). The page claims a logout,
 * and an outcome that logged the patron out, only once the session is known to be over (QA 3 L10):
 * a query typed or bookmarked while signed in says the patron is still logged in (QA, 2026-12).
 */
function outcomeWords(
  outcome: RgOutcome | null,
  session: SessionKnown,
): { title: string; body: string | null } {
  if (session !== 'signedOut')
    return {
      title: words.noRequestTitle,
      body: session === 'signedIn' ? words.noRequestSignedIn : null,
    };
  if (outcome?.kind === 'cool_off')
    return { title: words.coolOffTitle, body: words.coolOffBody(periodOf(outcome)) };
  if (outcome?.kind === 'self_exclusion')
    return {
      title: words.selfExclusionTitle,
      body:
        outcome.length === 'lifetime'
          ? words.selfExclusionForLife
          : words.selfExclusionBody(periodOf(outcome)),
    };
  return { title: words.title, body: words.body };
}

/**
 * /rg/loading: the flow that logged the patron out named the outcome in the query
 * (machines/rg-outcome.ts); the page says it, offers no login to continue with, and offers
 * support where the app or the host frame has it.
 */
function AfterLogout() {
  const search = useSearch({ from: '/rg/loading' });
  const actor = useSessionActor();
  const session = useSelector(
    actor ?? undefined,
    (s): SessionKnown =>
      selectSignedIn(s) ? 'signedIn' : selectSignedOut(s) ? 'signedOut' : 'unknown',
  );
  const { title, body } = outcomeWords(rgOutcomeOf(search), session);
  return (
    <Page title={title} busy={session === 'unknown'}>
      {body ? <p>{body}</p> : null}
      <p>{supportCopy.question}</p>
      <ContactSupportActions />
    </Page>
  );
}
