import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'junit'],
    // Vitest's default is one worker fewer than the cores, so one on a 2-core machine: the files ran one at a time
    // (233 s, against 150 s with both cores).
    maxWorkers: '100%',
    // A first MUI render in jsdom, or a 10k-product seed, can take seconds on a busy 2-core machine.
    testTimeout: 20_000,
    outputFile: { junit: 'reports/junit-unit.xml' },
    projects: [
      {
        extends: true,
        test: { name: 'contracts', environment: 'node', include: ['contracts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'mock-server/**/*.test.ts',
            'provider-kit/**/*.test.ts',
            'scenarios/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [react()],
        resolve: {
          // Vitest resolves superagent's Node build, which turns relative URLs into http://api/... and bypasses MSW.
          alias: { superagent: fileURLToPath(new URL('node_modules/superagent/lib/client.js', import.meta.url)) },
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          // One jsdom per worker instead of one per file: building it was most of this project's 93 s (25 s without).
          // The setup file restores every spy, stub and timer after each test, so no file leaves anything behind.
          isolate: false,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
