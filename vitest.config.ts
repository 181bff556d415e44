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
];
const ROOTS = '{src,machines,screens,api,bridge,copy,test,scripts}';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    exclude: ['test/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [`${ROOTS}/**/*.test.ts`],
          exclude: ['test/e2e/**', 'node_modules/**', ...DOM_TESTS],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS.map((glob) => (glob.startsWith('**') ? `${ROOTS}/${glob}` : glob)),
          setupFiles: ['./test/setup.ts', './test/setup-dom.ts'],
        },
      },
    ],
  },
});
