import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { brotliCopies } from '../../web/build/brotli-copies.ts';

// The anchor is built and served as the storefront is (the same React plugin and brotli copies), in one bundle.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), brotliCopies()],
  build: { chunkSizeWarningLimit: 800 },
});
