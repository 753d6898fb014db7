import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // superagent's browser build imports qs only for form-encoded bodies, which the storefront never sends.
    alias: { qs: fileURLToPath(new URL('src/lib/form-urlencoded.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps every route module to the chunks it loads; npm run bench:web reads it.
    manifest: true,
    // The entry chunk is the home route's JavaScript by design (about 510 kB minified); its budget is bench:web's, in
    // gzip. Vite's warning at 500 kB would only repeat that on every build.
    chunkSizeWarningLimit: 600,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
