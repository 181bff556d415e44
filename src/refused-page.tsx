import { type ReactNode, useEffect } from 'react';

/**
 * A page shown instead of the app (a refused config, a sandbox that cannot start) is the first
 * page all the same: its heading is the tab's title, as every page's is (src/ui/page.tsx), and a
 * host (an allowed parent frame, the app's webview) hears `ready` and the page's size, as it would
 * from a started app's first page, so a frame sized from them shows the whole message (QA 21).
 */
function useRefusedPage(title: string): void {
  useEffect(() => {
    document.title = title;
    if (window.parent === window && !window.NativeBridge) return;
    let live = true;
    let stop = () => {};
    import('./embedding').then(
      (m) => {
        if (live) stop = m.startEmbedding();
      },
      () => {}, // the page stands without its host's extras
    );
    return () => {
      live = false;
      stop();
    };
  }, [title]);
}

/** The page shown instead of the app: the shell's margins, its heading, what it has to say. */
export function RefusedPage({ title, children }: { title: string; children: ReactNode }) {
  useRefusedPage(title);
  return (
    <div className="app">
      <div className="app-body">
        <main className="page" aria-labelledby="refused-title">
          <h1 id="refused-title">{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}
