import { realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects (docs/architecture.md, Tests). By default a *.test.tsx file, or any test under
// screens/ or src/shell/, renders components and runs in jsdom; every other *.test.ts (machines,
// api, bridge, scripts, pure logic) runs in Node, which starts in a fraction of jsdom's time.
const DOM_TESTS = [
  '**/*.test.tsx',
  '{screens,src/shell}/**/*.test.ts',
  // .ts tests of browser adapters that read what only a browser has:
  'src/hand-off.test.ts', // window.location.ancestorOrigins and window.parent
  'src/onboarding-actor.test.ts', // window.NativeBridge, the app's injected bridge
  'bridge/native-callbacks.test.ts', // window.NativeCallbacks, installed for the wrapper
  'src/embedding.test.ts', // window messages, the document's clicks and size
  'src/identity-capture.test.ts', // window.NativeBridge and the native results
  'src/after-sign-up.test.ts', // window.NativeBridge and the page's runtime config
  'src/after-paint.test.ts', // the page's path, its input events and the idle callback
  // The observability SDKs read the page (location, cookies, storage, XMLHttpRequest).
  'src/observability/{analytics,analytics-exit,error-reporting,index}.test.ts',
];
const ROOTS = '{src,machines,screens,api,bridge,copy,test,scripts}';
// Of the jsdom tests, the whole-app ones (every screen, the fault matrix) share one worker's
// packages, as the Node tests do: loading and warming React, XState, the router and the rest once
// per file cost about 40% of the jsdom time. Each such file still starts with the project's own
// modules evaluated afresh (test/setup-fresh-modules.ts), and each test renders through
// test/render-app.tsx, which unmounts the app, drops its listeners and actors and resets the
// sandbox after it. The other jsdom tests (browser adapters, integration tests that drive window,
// location and history) keep a fresh module graph per file.
const SHARED_DOM_TESTS = ['screens/**/*.test.tsx', 'test/faults/**/*.test.tsx'];

export default defineConfig({
  plugins: [react()],
  // Assets imported from packages (the web font's `?url`) are served from node_modules, which an
  // engineer's worktree may link from elsewhere: allow its real path as well as the project.
  server: { fs: { allow: ['.', realpathSync('node_modules')] } },
  test: {
    globals: true,
    exclude: ['test/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    pool: 'threads',
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine. Screen
    // tests spend much of their time waiting (timers, msw, React), so two overlap well there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [`${ROOTS}/**/*.test.ts`],
          exclude: ['test/e2e/**', 'node_modules/**', ...DOM_TESTS],
          setupFiles: ['./test/setup.ts'],
          // One module graph per worker instead of per file: half the CPU of the Node tests. They
          // reset what they share (msw handlers, request context, sandbox state) in before/afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS.map((glob) => (glob.startsWith('**') ? `${ROOTS}/${glob}` : glob)),
          exclude: ['test/e2e/**', 'node_modules/**', ...SHARED_DOM_TESTS],
          setupFiles: ['./test/setup.ts', './test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: SHARED_DOM_TESTS,
          setupFiles: ['./test/setup-fresh-modules.ts', './test/setup.ts', './test/setup-dom.ts'],
          isolate: false,
        },
      },
    ],
  },
});
