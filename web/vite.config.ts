import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(async ({ mode }) => {
  const demo = mode === 'demo';
  // Only the demo reads the scenarios (and compiles their schema) while it builds.
  const demoPlugins = demo ? [(await import('./vite-in-browser-simulator.ts')).inBrowserSimulator()] : [];
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), ...demoPlugins],
    resolve: {
      // superagent's browser build imports qs only for form-encoded bodies, which the storefront never sends.
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
      // The entry chunk is the home route's JavaScript by design (about 510 kB minified); its budget is bench:web's, in
      // gzip. Vite's warning at 500 kB would only repeat that on every build.
      chunkSizeWarningLimit: 600,
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
