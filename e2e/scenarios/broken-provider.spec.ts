import type { Page } from '@playwright/test';
import { AppShellPage } from '../pages/app-shell-page';
import { CartPage } from '../pages/cart-page';
import { CataloguePage } from '../pages/catalogue-page';
import { EditProfilePage } from '../pages/edit-profile-page';
import { LayoutPage } from '../pages/layout-page';
import { OrderHistoryPage } from '../pages/order-history-page';
import { SearchBox } from '../pages/parts/search-box';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered, scenarioRule } from '../support/journal';
import { seedShopper } from '../support/seed';

const scenario = 'broken-provider';
const invalidResponse = 'Invalid response from server';

/**
 * Opens a page as a shopper meets this provider: its first configuration answer breaks its contract, so the storefront
 * starts on the error screen, and Reload Page brings it up on the configuration that follows.
 */
async function openPastTheBrokenConfiguration(page: Page, path: string): Promise<void> {
  const shell = new AppShellPage(page);
  await shell.goto(path);
  await expect(shell.errorHeading).toBeVisible();
  await expect(page.getByText(invalidResponse, { exact: true })).toBeVisible();
  await shell.reloadPageButton.click();
  await shell.waitUntilRevealed();
  await expect(shell.errorHeading).toHaveCount(0);
}

test.describe(scenario, () => {
  test.beforeEach(async ({ simulator }) => {
    await simulator.useScenario(scenario);
  });

  test("starts on the error screen with 'Invalid response from server', then the home's categories and the search fail on their own", async ({
    page,
    simulator,
  }) => {
    await openPastTheBrokenConfiguration(page, '/');
    const configurations = (await simulator.calls('getConfiguration')).map(({ status, rule }) => ({ status, rule }));
    expect(configurations).toEqual([
      { status: 200, rule: expect.stringMatching(scenarioRule(scenario, 'getConfiguration')) },
      { status: 200, rule: null },
    ]);

    // A 418 its contract does not list: the search box shows the provider's detail.
    const search = new SearchBox(page);
    await search.search('aurora');
    await expect(search.error).toHaveText('Search is brewing tea, not results.');
    await expect(search.dropdownResults).toHaveCount(0);
    await expectAnswered(simulator, 'searchProducts', 418, scenario);

    // GET /home/ lacks its subcategories: the products still list, the filter panel (a drawer on mobile, which hides
    // the list behind it) refuses the categories.
    const catalogue = new CataloguePage(page);
    await expect(catalogue.cards).toHaveCount(8);
    await expect((await catalogue.filterPanel()).getByRole('alert')).toHaveText(invalidResponse);
    await expectAnswered(simulator, 'getHome', 200, scenario);
  });

  test("a signed-in shopper's header has no points (the user data comes without CORS headers) and /cart shows 'Failed to load cart data'", async ({
    page,
    signInShopper,
    simulator,
    isMobile,
  }) => {
    const userDataBlocked = page.waitForEvent('requestfailed', (request) => request.url().includes('/user-data/'));
    await signInShopper();
    await openPastTheBrokenConfiguration(page, '/cart');

    // The answer arrives, but the browser withholds it from the storefront's origin.
    await userDataBlocked;
    await expectAnswered(simulator, 'getUserData', 200, scenario);
    // Still signed in (/cart opens), only without the data the header shows.
    await expect(page).toHaveURL(/\/cart$/);
    if (!isMobile) await expect(new LayoutPage(page).pointsBalance(seedShopper.coinsShown)).toHaveCount(0);

    // A line whose price is "100.005": three decimals break the money string.
    const cart = new CartPage(page);
    await expect(cart.loadFailedMessage).toBeVisible();
    await expect(cart.main).toContainText(invalidResponse);
    await expect(cart.tryAgain).toBeVisible();
    await expect(cart.lines).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getCart', 200, scenario);
  });

  test("Track Order says 'Failed to fetch Order History.' on a 500, and Edit Profile 'Error: Invalid response from server' on an HTML answer", async ({
    page,
    signInShopper,
    simulator,
  }) => {
    await signInShopper();
    await openPastTheBrokenConfiguration(page, '/order-history');
    const history = new OrderHistoryPage(page);
    await expect(history.toast('Order history crashed.')).toBeVisible();
    await expect(history.loadFailed).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getOrderHistory', 500, scenario);

    const profile = new EditProfilePage(page);
    await profile.goto();
    await expect(profile.pageAlert).toHaveText(`Error: ${invalidResponse}`);
    await expect(profile.tryAgain).toBeVisible();
    await expect(profile.username).toHaveCount(0);
    await expectAnswered(simulator, 'getProfile', 200, scenario);
  });
});
