import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The `description:` of machine states and transitions is for compliance reviewers: the charts in
 * docs/statecharts/ are generated from the machine sources, where it stays. The shipped bundle
 * does not need it, and the first screen has no bytes to spare (decision 005).
 */
function stripMachineDescriptions(): Plugin {
  const quoted = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
  const property = new RegExp(String.raw`\bdescription:\s*${quoted},?`, 'g');
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]machines[\\/][^\\/]+\.machine\.ts$/.test(id)) return null;
      return { code: code.replace(property, ''), map: null };
    },
  };
}

// The manifest lets scripts/size.mjs follow exactly the chunks the first screen loads.
export default defineConfig({
  plugins: [stripMachineDescriptions(), react()],
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
