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
    // One module graph per worker instead of one per file: importing the simulator, the contracts' validators and the
    // storefront again for every file was half of the node project's time (import 77 s of 149 s; 82 s without), and
    // the contracts' 9 s became 5.6. Every file restores what it fakes (the web project's setup file does it for all
    // of them), and the files passed in every order tried, shuffled ones too (docs/decisions/0055-vitest-unisolated.md).
    isolate: false,
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
          // Unisolated (above), it also builds one jsdom per worker instead of one per file: building it was most of
          // this project's 93 s (25 s without). The setup file restores every spy, stub and timer after each test.
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
