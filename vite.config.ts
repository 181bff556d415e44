import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The manifest lets scripts/size.mjs follow exactly the chunks the first screen loads.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: { port: 5173, strictPort: false },
});
