import { expect as baseExpect } from '@playwright/test';
import { AppShellPage } from '../pages/app-shell-page';
import { ProductPage } from '../pages/product-page';
import type { VerifyDetailsPage } from '../pages/verify-details-page';
import { matchers } from './matchers';
import { ProviderClient } from './provider-client';
import { checkOutThroughCart } from './checkout';
import { test as base } from './failure-screenshot';
import { SeedData, unavailableSeedProductId, type SeedAccount } from './seed';
import { signInAsShopper, type SessionTokens } from './session';
import { SimulatorControl } from './simulator-control';
import { startSimulator } from './simulator-server';

const defaultScenario = 'default';

interface TestFixtures {
  /** The worker's simulator, steered through its admin API: scenario, reset, clock, state and call journal. */
  simulator: SimulatorControl;
  /** Provider calls from the test (not the page), typed by the contracts. */
  provider: ProviderClient;
  /** The seed catalogue as the provider lists it, and seed data a test adds (a cart line). */
  seed: SeedData;
  /**
   * Signs a seed shopper in (the one with coins unless told otherwise): both session cookies on the storefront's
   * origin, so the next page opens signed in.
   */
  signInShopper: (account?: SeedAccount) => Promise<SessionTokens>;
  /**
   * Signs the seed shopper in and checks out ₹1,500.50 through the cart (with the coin discount when asked): the order
   * is placed and /verify-details is open.
   */
  checkOut: (options?: { useCoins?: boolean }) => Promise<{ orderId: string; verify: VerifyDetailsPage }>;
  /** Signs the seed shopper in and opens the product the provider refuses to add to the cart. */
  openUnavailableProductAsShopper: () => Promise<ProductPage>;
  /** Starts counting the requests the test's page sends to the provider. */
  countProviderRequests: () => { count: () => number };
  appShell: AppShellPage;
  /**
   * Auto: every test starts on a freshly seeded default scenario with config.json pointing at its simulator, declared as
   * one as npm start declares it (so the storefront shows its QA panel's corner button).
   */
  storefrontOnSimulator: undefined;
}

interface WorkerFixtures {
  /** The base URL of the worker's own simulator; the simulator itself stays out of the tests' reach. */
  simulatorUrl: string;
}

/** The storefront's address (Playwright's baseURL): the session cookies belong to it, and the simulator admits it. */
function storefrontUrl(baseURL: string | undefined): string {
  if (baseURL === undefined) throw new Error('playwright.config.ts must set use.baseURL for the e2e fixtures');
  return baseURL;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // One simulator per worker: parallel workers never share state, and the tests of one worker run one at a time.
  simulatorUrl: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startSimulator(new URL(storefrontUrl(workerInfo.project.use.baseURL)).origin);
      await use(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],

  simulator: async ({ request, simulatorUrl }, use) => {
    await use(new SimulatorControl(request, simulatorUrl));
  },

  provider: async ({ request, simulatorUrl }, use) => {
    await use(new ProviderClient(request, simulatorUrl));
  },

  seed: async ({ provider }, use) => {
    await use(new SeedData(provider));
  },

  storefrontOnSimulator: [
    async ({ simulator, context, baseURL }, use) => {
      await simulator.useScenario(defaultScenario);
      const storefrontOrigin = new URL(storefrontUrl(baseURL)).origin;
      // On the context so that every page and popup gets it; a test's own page.route takes precedence over it. A URL
      // (not a predicate, which Playwright can only test by intercepting every request) leaves the others alone.
      await context.route(`${storefrontOrigin}/config.json`, (route) =>
        route.fulfill({
          json: { apiBaseUrl: simulator.url, simulator: true },
          headers: { 'Cache-Control': 'no-store' },
        }),
      );
      await use(undefined);
      // The context is reused by the next test (reuseContext), which resets everything but granted permissions.
      await context.clearPermissions();
    },
    { auto: true },
  ],

  signInShopper: async ({ provider, context, baseURL }, use) => {
    await use((account) => signInAsShopper(provider, context, storefrontUrl(baseURL), account));
  },

  checkOut: async ({ page, seed, signInShopper, simulator }, use) => {
    await use(async ({ useCoins = false } = {}) => {
      const { accessToken } = await signInShopper();
      const verify = await checkOutThroughCart(page, seed, accessToken, { useCoins });
      const orderId = (await simulator.state()).orders.at(-1)?.id ?? '';
      return { orderId, verify };
    });
  },

  openUnavailableProductAsShopper: async ({ page, seed, signInShopper }, use) => {
    await use(async () => {
      await signInShopper();
      const product = new ProductPage(page);
      await product.openThroughSearch((await seed.product(unavailableSeedProductId)).name);
      return product;
    });
  },

  countProviderRequests: async ({ page, simulatorUrl }, use) => {
    await use(() => {
      let count = 0;
      page.on('request', (sent) => {
        if (sent.url().startsWith(simulatorUrl)) count += 1;
      });
      return { count: () => count };
    });
  },

  appShell: async ({ page }, use) => {
    await use(new AppShellPage(page));
  },
});

export const expect = baseExpect.extend(matchers);
