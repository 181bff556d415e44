import { useMatch, useSearch } from '@tanstack/react-router';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
import { support as supportCopy } from '../../copy/ours/support';
import { type RgOutcome, rgOutcomeOf } from '../../machines/rg-outcome';
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
const periodOf = (length: RgOutcome['length']) =>
  typeof length === 'number' ? words.period(length) : null;

/** What each outcome says: what started and for how long (decision 061). */
function outcomeWords(outcome: RgOutcome | null): { title: string; body: string } {
  if (outcome?.kind === 'cool_off')
    return { title: words.coolOffTitle, body: words.coolOffBody(periodOf(outcome.length)) };
  if (outcome?.kind === 'self_exclusion')
    return {
      title: words.selfExclusionTitle,
      body:
        outcome.length === 'lifetime'
          ? words.selfExclusionForLife
          : words.selfExclusionBody(periodOf(outcome.length)),
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
  const { title, body } = outcomeWords(rgOutcomeOf(search));
  return (
    <Page title={title}>
      <p>{body}</p>
      <p>{supportCopy.question}</p>
      <ContactSupportActions />
    </Page>
  );
}
