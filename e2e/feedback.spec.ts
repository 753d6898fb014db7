import type { Page } from '@playwright/test';
import { CartPage } from './pages/cart-page';
import { SearchBox } from './pages/parts/search-box';
import { expect, test } from './support/fixtures';

const overlaySpinner = (page: Page) => page.getByRole('progressbar', { name: 'Loading', exact: true });

test.describe('feedback', () => {
  test('covers the page with the spinner overlay while provider calls run, but not while searching', async ({
    page,
    simulator,
  }) => {
    await simulator.useScenario('slow-network');
    await page.goto('/');

    await expect(overlaySpinner(page)).toBeVisible();
    await page.getByRole('banner').waitFor();
    await expect(overlaySpinner(page)).toBeHidden({ timeout: 15_000 });

    const search = new SearchBox(page);
    await search.search('aurora');
    await expect(search.landmark.getByText('Searching...', { exact: true })).toBeVisible();
    await expect(overlaySpinner(page)).toBeHidden();
    await expect(search.dropdownResults.first()).toBeVisible({ timeout: 10_000 });
  });

  test('shows a toast at the top right that closes by itself after 5 s or with its close button', async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('cart-changes-refused');
    await page.clock.install();
    const { accessToken } = await signInShopper();
    await seed.addCartLine(accessToken, 1);
    const cart = new CartPage(page);
    await cart.goto();
    const line = cart.line((await seed.product(1)).name);
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to remove item' });
    // The page must be up before time stands still: the storefront reveals itself on a timer.
    await expect(line.remove).toBeEnabled();

    // Time stands still from here, so the 5 s are counted exactly however slow the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await line.remove.click();
    await expect(toast).toBeVisible();
    await page.clock.runFor(4900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();

    await line.remove.click();
    await expect(toast).toHaveCSS('opacity', '1');
    const placement = async () => {
      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      return box === null || viewport === null ? null : { top: box.y, rightGap: viewport.width - (box.x + box.width) };
    };
    await expect.poll(placement).not.toBeNull();
    await expect.poll(async () => (await placement())?.top).toBeLessThan(60);
    await expect.poll(async () => (await placement())?.rightGap).toBeLessThan(40);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();
  });
});
