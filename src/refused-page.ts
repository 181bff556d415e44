import { useEffect } from 'react';

/**
 * A page shown instead of the app (a refused config, a sandbox that cannot start) is the first
 * page all the same: its heading is the tab's title, as every page's is (src/ui/page.tsx), and a
 * host (an allowed parent frame, the app's webview) hears `ready` and the page's size, as it would
 * from a started app's first page, so a frame sized from them shows the whole message (QA 21).
 */
export function useRefusedPage(title: string): void {
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
