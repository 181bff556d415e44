import type { ReadyApp } from './create-app';
import { runWhenChunkLoaded } from './lazy-screen';

/**
 * What the page starts once the first screen has painted (src/main.tsx), from one chunk so the
 * first screen carries one dynamic import for all of it (issue 9): the host's extras when framed
 * or in the app's webview (size reports, the host's theme, ready: src/embedding.ts), and error
 * reports, analytics and RUM, each only when its key is configured (src/observability).
 */
export function startAfterPaint(app: ReadyApp): void {
  if (window.parent !== window || window.NativeBridge)
    runWhenChunkLoaded(
      () => import('./embedding'),
      (m) => m.startEmbedding(),
      () => {}, // reported by the retry; the page works without its host's extras
    );
  void import('./observability').then(
    (m) => m.startObservability(app),
    () => {}, // best effort: the page works without its reports
  );
}
