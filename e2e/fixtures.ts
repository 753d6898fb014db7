import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import type * as StartMockServerModule from '../mock-server/transport/start-mock-server';
import type { MockServer } from '../mock-server/transport/start-mock-server';
import type * as ScenariosModule from '../scenarios';
import type { Simulator } from '../mock-server/simulator';
import { AppShellPage } from './pages/app-shell-page';
import { signInAsShopper, type SessionTokens } from './pages/session';

const defaultScenario = 'default';

/** What a test may do to its worker's provider simulator. */
export interface SimulatorControl {
  /** The simulator's base URL, e.g. http://127.0.0.1:41234 (what the storefront's config.json points at). */
  url: string;
  /** Switches to a named scenario from scenarios/ and reseeds. */
  useScenario(name: string): Promise<void>;
  /** Reseeds the active scenario. */
  reset(): Promise<void>;
  /** Moves the simulator's clock forward (token expiry, payment windows) without waiting. */
  advanceClock(seconds: number): void;
  /** The in-process simulator itself, for what the calls above do not cover (e.g. reading its database). */
  raw: Simulator;
}

interface TestFixtures {
  appShell: AppShellPage;
  simulator: SimulatorControl;
  /** Signs the seed shopper in: both session cookies on the storefront's origin, so the next page opens signed in. */
  signInShopper: () => Promise<SessionTokens>;
  /** Auto: every test starts on a freshly seeded default scenario with config.json pointing at its simulator. */
  storefrontOnSimulator: undefined;
}

interface WorkerFixtures {
  mockServer: MockServer;
}

/**
 * The simulator is loaded through tsx, as `npm run mock-server` runs it: Playwright's own loader does not handle the
 * JSON module the contracts import.
 */
async function startSimulator(origin: string): Promise<MockServer> {
  const { startMockServer } = (await tsImport(
    '../mock-server/transport/start-mock-server.ts',
    import.meta.url,
  )) as typeof StartMockServerModule;
  const { scenarios } = (await tsImport('../scenarios/index.ts', import.meta.url)) as typeof ScenariosModule;
  return startMockServer({ port: 0, origins: [origin], scenarios });
}

/** The origin the storefront is served from (Playwright's baseURL), which the simulator's CORS must admit. */
function originOf(baseURL: string | undefined): string {
  if (baseURL === undefined) throw new Error('playwright.config.ts must set use.baseURL for the e2e fixtures');
  return new URL(baseURL).origin;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // One simulator per worker: parallel workers never share state, and the tests of one worker run one at a time.
  mockServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startSimulator(originOf(workerInfo.project.use.baseURL));
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],

  simulator: async ({ mockServer }, use) => {
    const { simulator } = mockServer;
    await use({
      url: mockServer.url,
      useScenario: (name) => simulator.useScenario(name),
      reset: () => simulator.reset(),
      // The simulator replaces its clock on every reset, so it is looked up at call time.
      advanceClock: (seconds) => simulator.clock.advance(seconds * 1000),
      raw: simulator,
    });
  },

  storefrontOnSimulator: [
    async ({ mockServer, context, baseURL }, use) => {
      await mockServer.simulator.useScenario(defaultScenario);
      const storefrontOrigin = originOf(baseURL);
      // On the context so that every page and popup gets it; a test's own page.route takes precedence over it.
      await context.route(
        (url) => url.origin === storefrontOrigin && url.pathname === '/config.json',
        (route) => route.fulfill({ json: { apiBaseUrl: mockServer.url }, headers: { 'Cache-Control': 'no-store' } }),
      );
      await use(undefined);
    },
    { auto: true },
  ],

  signInShopper: async ({ request, context, simulator, baseURL }, use) => {
    await use(() => signInAsShopper({ request, context, simulator, baseURL }));
  },

  appShell: async ({ page }, use) => {
    await use(new AppShellPage(page));
  },
});

/** Fails the test when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Axe judges colours as painted: an element halfway through its fade-in (a card, a toast) fails the contrast check
  // until its entrance ends, so the check waits for every finite animation; spinners run forever and do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

export { expect };
