import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The manifest lets scripts/size.mjs follow exactly the chunks the first screen loads.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // React 19 ships useSyncExternalStore: skip the shim @xstate/react asks for (decision 005).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/vendor/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: { port: 5173, strictPort: false },
});
