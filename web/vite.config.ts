import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { brotliCopies } from './build/brotli-copies.ts';

export default defineConfig(async ({ mode }) => {
  const demo = mode === 'demo';
  // Only the demo reads the scenarios (and compiles their schema) while it builds.
  const demoPlugins = demo ? [(await import('./build/in-browser-simulator.ts')).inBrowserSimulator()] : [];
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), brotliCopies(), ...demoPlugins],
    resolve: {
      // superagent's browser build imports qs (with its helpers, 16 KB gzip: side-channel, object-inspect...) only
      // to encode an object sent as application/x-www-form-urlencoded, which the storefront never sends.
      alias: { qs: fileURLToPath(new URL('src/lib/form-urlencoded.ts', import.meta.url)) },
    },
    build: {
      // The demo (npm run build:demo) is the same storefront with the simulator inside the page: a folder of its own.
      outDir: demo ? 'demo-dist' : 'dist',
      emptyOutDir: true,
      // In the demo the simulator answers /config.json, from the page's own origin; public/ holds only the live one.
      copyPublicDir: !demo,
      // dist/.vite/manifest.json maps every route module to the chunks it loads; npm run bench:web reads it.
      manifest: true,
      // The entry carries React, the router, the store and MUI, which every page draws with (about 600 kB minified,
      // measured per route by bench:web against its ceiling): Vite's warning at 500 kB would say that on every build.
      chunkSizeWarningLimit: 800,
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
