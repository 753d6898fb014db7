import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';
import { freePort } from './scripts/lib/free-port.mjs';

const systemChromium = '/usr/bin/chromium';

// A port of its own for every run, chosen once by the runner and read from the environment by its workers (which load
// this file again): runs that overlap on one machine never reuse or stop each other's storefront server.
process.env.E2E_WEB_PORT ??= String(await freePort());
const port = Number(process.env.E2E_WEB_PORT);

// Playwright cannot download its own browser on every machine; Debian's Chromium is used whenever it is installed.
const launchOptions: LaunchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    }
  : {};

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // Generous for a 2-core machine running two browsers, the simulator and axe at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['junit', { outputFile: 'reports/junit-e2e.xml' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop-chromium',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile-chromium',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
  ],
  webServer: {
    // A fresh production build in a private folder, served like npm start serves it (scripts/lib/static-server.mjs).
    command: `node scripts/lib/e2e-web-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
  },
});
