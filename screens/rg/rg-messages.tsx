import { useMatch } from '@tanstack/react-router';
import { responsibleGaming as copy } from '../../copy/ours/responsible-gaming';
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
  if (routeId === '/rg/loading')
    return (
      <MessagePage title={copy.loadingPage.title} to="/login" action={copy.loadingPage.action}>
        <p>{copy.loadingPage.body}</p>
      </MessagePage>
    );
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
