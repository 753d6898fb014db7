import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { freePorts } from './scripts/lib/free-port.mjs';
import { systemBrowserFor } from './scripts/lib/system-browsers.mjs';

// Ports of its own for every run (the storefront's and the demo's), chosen once by the runner and read from the environment by its workers (which load
// this file again): runs that overlap on one machine never reuse or stop each other's storefront server.
if (process.env.E2E_WEB_PORT === undefined || process.env.E2E_DEMO_PORT === undefined) {
  const [web, demo] = await freePorts(2);
  process.env.E2E_WEB_PORT = String(web);
  process.env.E2E_DEMO_PORT = String(demo);
}
const port = Number(process.env.E2E_WEB_PORT);
const demoPort = Number(process.env.E2E_DEMO_PORT);

// The headless shell cannot open a window: a run that shows the browser gets the full one. Only the runner sees the
// command line; its workers, which launch the browsers, read its verdict from the environment.
if (process.env.E2E_HEADED === undefined) {
  const headed = process.argv.some((argument) => ['--headed', '--debug', '--ui'].includes(argument));
  process.env.E2E_HEADED = headed || process.env.PWDEBUG !== undefined ? 'true' : 'false';
}

// npm run qa replays scenario suites, which never open the demo: then no demo build, server or project
// (scripts/lib/qa-playwright.mjs sets it).
const withDemo = process.env.E2E_WITHOUT_DEMO !== 'true';

const systemBrowser = systemBrowserFor({ headed: process.env.E2E_HEADED === 'true' });
const launchOptions: LaunchOptions = systemBrowser
  ? {
      executablePath: systemBrowser,
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

// The storefront's suites run as a visitor who asks the system for less motion (features/branding/mui-theme.ts): the same pages,
// texts and flows, without the fades, ripples and collapses that clicks and checks otherwise wait out (a tenth to a fifth
// of the dialog-heavy files' time, docs/decisions/0049-reduced-motion.md). The demo's suites keep the motion every other visitor sees.
const reducedMotion = 'reduce' as const;

// The demo build: the same handlers and scenarios in the page's service worker, and no simulator process.
const inBrowserProject = {
  name: 'in-browser',
  testDir: 'e2e/in-browser',
  use: {
    ...devices['Desktop Chrome'],
    browserName: 'chromium' as const,
    viewport: { width: 1280, height: 800 },
    baseURL: `http://127.0.0.1:${demoPort}`,
  },
};
const demoWebServer = {
  command: `node scripts/lib/e2e-web-server.mjs ${demoPort} --demo`,
  url: `http://127.0.0.1:${demoPort}`,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  timeout: 120_000,
};

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
    // Recording a trace for every test, to keep only the failed ones, cost a quarter of the suite's time on this
    // machine; `npm run test:e2e -- --trace retain-on-failure` records them when a failure needs one (npm run qa does).
    trace: 'off',
    // A screenshot of each failed test comes from e2e/support/failure-screenshot.ts: Playwright's own also photographs
    // every page after each test that passes.
    screenshot: 'off',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop-chromium',
      testIgnore: 'in-browser/**',
      use: {
        ...devices['Desktop Chrome'],
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        reuseContext: true,
        reducedMotion,
      },
    },
    {
      name: 'mobile-chromium',
      testIgnore: 'in-browser/**',
      use: { ...devices['Pixel 7'], browserName: 'chromium', reuseContext: true, reducedMotion },
    },
    ...(withDemo ? [inBrowserProject] : []),
  ],
  // Fresh builds in private folders, served like npm start serves them (scripts/lib/static-server.mjs).
  webServer: [
    {
      command: `node scripts/lib/e2e-web-server.mjs ${port}`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 120_000,
    },
    ...(withDemo ? [demoWebServer] : []),
  ],
});
