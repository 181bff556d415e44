import { createRoot } from 'react-dom/client';
import { sessionCheck as copy } from '../../copy/ours/session';
import { network as networkCopy } from '../../copy/spec/network';
import { Banner } from '../ui/banner';
import { Page } from '../ui/page';

/**
 * What a patron's page shows when the start-up session check failed for a reason other than a
 * 401 or a 403 (a 5xx, a timeout): whether the patron is signed in is unknown, so it is neither
 * the page nor login with the inactivity message (contract.md 8: any other error shows the
 * generic message). Props only.
 */
export function SessionCheckFailedView({
  message,
  busy = false,
  onRetry,
}: {
  /**
   * The check's failure in the catalogue's words (the session's `checkFailure`): a timeout's or a
   * refused connection's own, else the generic message (contract.md 8; QA 15).
   */
  message: string | null;
  /** Try again was pressed and the check is asking again. */
  busy?: boolean;
  onRetry: () => void;
}) {
  return (
    <Page title={copy.title} busy={busy}>
      <Banner kind="danger">{message ?? networkCopy.generic}</Banner>
      <button type="button" className="button-primary" disabled={busy} onClick={onRetry}>
        {copy.retry}
      </button>
    </Page>
  );
}

const HOST_ID = 'session-check-failed';

/** The view on the page: Try again resolves `retried`; `close` removes it. */
export interface SessionCheckFailedHandle {
  retried: Promise<void>;
  close: () => void;
}

let shown: SessionCheckFailedHandle | null = null;

/**
 * Shows the view in the shell's main area while the page's entry waits (its route has not
 * rendered, so the area is empty). Try again keeps it, its button disabled, until the entry closes
 * it with the check's new answer; leaving with the browser's Back removes it. Outside the route
 * tree, as the blocked-session dialog (src/shell/session-blocked.tsx): the route entry decides
 * before any route renders.
 */
export function showSessionCheckFailed(
  message: string | null,
  doc: Document = document,
): SessionCheckFailedHandle {
  shown?.close();
  const win = doc.defaultView;
  // On a first load the shell has not rendered yet (the entry decides before any route does):
  // the view is then the page's main landmark itself.
  const main = doc.querySelector('.app-main');
  const host = doc.createElement(main ? 'div' : 'main');
  host.id = HOST_ID;
  (main ?? doc.querySelector('.app') ?? doc.body).append(host);
  const root = createRoot(host);
  let retry = () => {};
  const retried = new Promise<void>((resolve) => {
    retry = () => {
      root.render(<SessionCheckFailedView message={message} busy onRetry={() => {}} />);
      resolve();
    };
  });
  let open = true;
  const handle: SessionCheckFailedHandle = {
    retried,
    close: () => {
      if (!open) return;
      open = false;
      if (shown === handle) shown = null;
      win?.removeEventListener('popstate', handle.close);
      root.unmount();
      host.remove();
    },
  };
  win?.addEventListener('popstate', handle.close);
  root.render(<SessionCheckFailedView message={message} onRetry={() => retry()} />);
  shown = handle;
  return handle;
}
