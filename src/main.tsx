import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { detectPlatform } from '../bridge/native';
import { createApp, nextTask, prepareRequests } from './create-app';
import { runWhenChunkLoaded } from './lazy-screen';
import { warmPatronPageChunks } from './patron-page-chunks';
import { prefetchFirstScreen } from './prefetch';
import { FatalErrorBanner } from './shell/page-errors';
import { afterFirstPaint, focusAfterFirstPaint } from './ui/first-paint';
import './theme/theme.css';

/**
 * Start-up in the page: everything is built by createApp (src/create-app.tsx, shared with the
 * tests); this file adds only what a real browser has. The sandbox and the hand-off are dynamic
 * imports: the production first screen loads neither (decision 005).
 */
async function main() {
  // Before anything else: a page that paints only after the session check needs these chunks.
  warmPatronPageChunks(window.location.pathname);
  // Each start-up step in a task of its own, so none blocks the main thread for long (issue 9
  // item 3): the module's evaluation; reading the config and starting the first screen's calls;
  // building the app; starting its actors and the first render.
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const storage = safeStorage('sessionStorage');
  const url = new URL(window.location.href);
  const platform = detectPlatform();
  const prepared = prepareRequests({ url, storage, shared: safeStorage('localStorage'), platform });
  // The first screen's calls start now, before the app is built (decisions 012 and 054); with
  // the sandbox on, once its service worker answers (below). The calls do not wait for the
  // app's tasks (issue 9 item 2).
  const prefetch = () => prefetchFirstScreen(url.pathname, storage);
  if (prepared.problems.length === 0 && !prepared.config.sandbox) prefetch();
  await nextTask();
  const reactRoot = createRoot(root);
  focusAfterFirstPaint.held = true;
  const fatal = (error: unknown) => reactRoot.render(<FatalErrorBanner error={error} />);
  const app = createApp({
    url,
    storage,
    platform,
    prepared,
    userAgent: navigator.userAgent,
    whenPainted: afterFirstPaint,
    // A sandbox that cannot start says why in the root, instead of a blank page (QA 10); its
    // chunk is retried like every chunk, and after the last failure the error page (the app never
    // starts without its server).
    bootSandbox: (entry, sandboxStorage) =>
      new Promise((booted) => {
        void runWhenChunkLoaded(
          () => import('./sandbox-boot'),
          (m) => booted(m.bootSandbox(entry, sandboxStorage, reactRoot)),
          fatal,
        );
      }),
    // Retried like every chunk (issue 8 item 8); after the last failure, the error page.
    actorsFailed: fatal,
    handOff: (target) => {
      void runWhenChunkLoaded(
        () => import('./hand-off'),
        ({ handOffFromPage }) => handOffFromPage(target),
        fatal,
      );
    },
  });
  if (app.status === 'ready') {
    document.documentElement.classList.add(app.actors.brand.themeClass);
    await app.ready;
    await nextTask();
    if (app.config.sandbox) prefetch();
    app.start();
    // The host's extras when embedded, error reports, analytics and RUM (src/after-paint.ts).
    afterFirstPaint(
      () =>
        void runWhenChunkLoaded(
          () => import('./after-paint'),
          (m) => m.startAfterPaint(app),
          () => {},
        ),
    );
  }
  // A transition: React renders the first screen in slices that leave the main thread free between
  // them, instead of one long task (issue 9 item 3, total blocking time).
  startTransition(() => reactRoot.render(app.element));
}

/** Session storage, or null where the browser refuses it (some embedded webviews). */
function safeStorage(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    const storage = window[name];
    storage.setItem('onboarding:probe', '1');
    storage.removeItem('onboarding:probe');
    return storage;
  } catch {
    return null;
  }
}

void main();
