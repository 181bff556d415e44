import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionCheck as copy, sessionWait as waitCopy } from '../../copy/ours/session';
import { network as networkCopy } from '../../copy/spec/network';
import { isWebPath } from '../../machines/web-path';
import type { Brand } from '../brands';
import { Banner } from '../ui/banner';
import { Loading } from '../ui/loading';
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

/** What the page frame shows of the brand (the shell's header and theme class). */
export type FrameBrand = Pick<Brand, 'name' | 'themeClass'>;

/**
 * The shell's page frame (src/shell/app-shell.tsx: brand header, centred main column), for a
 * first load, when the shell has not rendered yet because the entry decides before any route
 * does: the view sits where any page does, in the brand's light or dark theme (QA 15).
 */
function PageFrame({
  brand,
  web,
  children,
}: {
  brand: FrameBrand;
  /** A /web page: the web layout's classes, as the shell gives it. */
  web: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`app ${brand.themeClass} ${web ? 'layout-web' : 'layout-mobile'}`}>
      <header className="app-header">
        <p className="brand-name">{brand.name}</p>
      </header>
      <div className="app-body">
        <main className="app-main">{children}</main>
      </div>
    </div>
  );
}

/**
 * Renders `view` in the shell's main area, or on a first load (no shell yet) in a page frame of
 * its own; `remove` takes it away.
 */
function mount(doc: Document, brand: FrameBrand) {
  const main = doc.querySelector('.app-main');
  const host = doc.createElement('div');
  host.id = HOST_ID;
  (main ?? doc.body).append(host);
  const root = createRoot(host);
  const web = isWebPath(doc.defaultView?.location.pathname ?? '');
  return {
    render: (view: ReactNode) =>
      root.render(
        main ? (
          view
        ) : (
          <PageFrame brand={brand} web={web}>
            {view}
          </PageFrame>
        ),
      ),
    remove: () => {
      root.unmount();
      host.remove();
    },
  };
}

/**
 * On a first load, while the start-up check still asks (up to its 5 s timeout), the page frame
 * with the shell's Loading… status rather than a blank page (QA 15). After a navigation the page
 * the patron came from stays until the entry answers, as for any route. Answers how to remove it.
 */
export function showSessionWait(brand: FrameBrand, doc: Document = document): () => void {
  if (doc.querySelector('.app-main')) return () => {};
  const view = mount(doc, brand);
  view.render(<Loading text={waitCopy.loading} />);
  return view.remove;
}

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
  brand: FrameBrand,
  doc: Document = document,
): SessionCheckFailedHandle {
  shown?.close();
  const win = doc.defaultView;
  const view = mount(doc, brand);
  let retry = () => {};
  const retried = new Promise<void>((resolve) => {
    retry = () => {
      view.render(<SessionCheckFailedView message={message} busy onRetry={() => {}} />);
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
      view.remove();
    },
  };
  win?.addEventListener('popstate', handle.close);
  view.render(<SessionCheckFailedView message={message} onRetry={() => retry()} />);
  shown = handle;
  return handle;
}
