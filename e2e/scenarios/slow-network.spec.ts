import type { OperationId } from '../../contracts';
import { CataloguePage } from '../pages/catalogue-page';
import { LoginPage } from '../pages/login-page';
import { SearchBox } from '../pages/parts/search-box';
import { PaymentPage } from '../pages/payment-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';
import { seedBrandedTitle, seedShopper } from '../support/seed';
import { expectSignedIn } from '../support/session';
import type { SimulatorControl } from '../support/simulator-control';

/**
 * Waits until the journal holds the call, then checks that every provider call waited out the scenario's 1500 ms,
 * give or take the millisecond by which a timer may fire early against the clock the journal measures with.
 */
async function expectEveryCallDelayed(simulator: SimulatorControl, operationId: OperationId): Promise<void> {
  await expect.poll(async () => (await simulator.calls(operationId)).length).toBeGreaterThan(0);
  expect((await simulator.journal()).filter(({ durationMs }) => durationMs < 1499)).toEqual([]);
}

test.describe('slow-network', () => {
  test('shows the configuration spinner, then the branded storefront', async ({ appShell, page, simulator }) => {
    await simulator.useScenario('slow-network');

    await appShell.goto('/');

    await expect(appShell.configurationSpinner).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await appShell.waitUntilRevealed();
    await expect(page).toHaveTitle(seedBrandedTitle);
    await expect(appShell.main).toHaveCount(1);
    await expectEveryCallDelayed(simulator, 'getConfiguration');
  });

  test('covers the page with the spinner overlay while provider calls run, but not while searching', async ({
    page,
    simulator,
  }) => {
    await simulator.useScenario('slow-network');
    const catalogue = new CataloguePage(page);
    await page.goto('/');

    await expect(catalogue.busyOverlay).toBeVisible();
    await page.getByRole('banner').waitFor();
    await expect(catalogue.busyOverlay).toBeHidden({ timeout: 15_000 });

    const search = new SearchBox(page);
    await search.search('aurora');
    await expect(search.landmark.getByText('Searching...', { exact: true })).toBeVisible();
    await expect(catalogue.busyOverlay).toBeHidden();
    await expect(search.dropdownResults.first()).toBeVisible({ timeout: 10_000 });
    await expectEveryCallDelayed(simulator, 'searchProducts');
  });

  test('shows the catalogue’s loading texts while its lists take longer than its reveal', async ({
    page,
    simulator,
  }) => {
    await simulator.useScenario('slow-network');
    // The lists load from the start, beside the configuration, and are there when the catalogue appears 600 ms after
    // it: held back, they are still loading then, as on a network slower than this scenario's.
    const releaseCategories = await holdRequests(page, `${simulator.url}/home/`);
    const releaseProducts = await holdRequests(page, `${simulator.url}/products/**`);
    const catalogue = new CataloguePage(page);
    await catalogue.goto();

    const loadingContent = catalogue.main.getByText('Loading content...', { exact: true });
    await expect(catalogue.loadingProducts).toBeVisible();
    await expect(loadingContent).toBeVisible();
    releaseCategories();
    await expect(loadingContent).toHaveCount(0, { timeout: 10_000 });
    await expect(catalogue.loadingProducts).toBeVisible();
    releaseProducts();
    await expect(catalogue.cards).toHaveCount(8, { timeout: 10_000 });
    await expect(catalogue.loadingProducts).toHaveCount(0);
    await expect((await catalogue.filterPanel()).getByRole('checkbox', { name: 'Apparel' })).toBeVisible();
    await expectEveryCallDelayed(simulator, 'listProducts');
  });

  test("reads 'Signing in...' while the provider answers, then opens the catalogue signed in", async ({
    page,
    simulator,
    isMobile,
  }) => {
    await simulator.useScenario('slow-network');
    const login = new LoginPage(page);
    await login.goto();

    await login.signIn(seedShopper.email, seedShopper.password);
    await expect(login.signingIn).toBeDisabled();
    await expect(page).toHaveURL('/');
    await expectSignedIn(page, isMobile);
    await expectEveryCallDelayed(simulator, 'login');
  });

  test("shows 'Loading Order Details...' while the order loads, and 'Failed to load order details.' without an order", async ({
    page,
    simulator,
    signInShopper,
  }) => {
    await simulator.useScenario('slow-network');
    await signInShopper();
    const payment = new PaymentPage(page);
    await page.goto('/');
    // Within the running storefront, so that the order's own load is what the page waits for.
    await page.evaluate(() => {
      history.pushState(null, '', '/payment?orderid=ord_000001');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(payment.loading).toBeVisible();

    await page.goto('/payment');
    await expect(payment.main.getByText('Failed to load order details.', { exact: true })).toBeVisible();
    await expect(payment.goBack).toBeVisible();
    await expectEveryCallDelayed(simulator, 'getOrderStatus');
  });
});
