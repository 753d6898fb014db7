import type { Locator, Page } from '@playwright/test';
import { CataloguePage } from './pages/catalogue-page';
import { LayoutPage } from './pages/layout-page';
import { expect, test } from './support/fixtures';

/** The simulator draws no picture for every 13th product (docs/qa.md, 'The simulator\'s media'). */
const hasPicture = (productId: number): boolean => productId % 13 !== 0;

/** The pixel width the browser decoded an image at: 0 while it has not loaded, or when it is broken. */
const naturalWidth = (image: Locator): Promise<number> =>
  image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0));

/** Everything that went wrong on the page: console errors, requests that failed and answers of 400 and above. */
function collectFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    failures.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return failures;
}

test.describe("the simulator's own media", () => {
  test('the home page shows the brand logo and every product picture, with no failed request', async ({
    page,
    seed,
    simulator,
  }) => {
    const failures = collectFailures(page);
    const catalogue = new CataloguePage(page);
    const layout = new LayoutPage(page);
    await catalogue.goto();

    // The header's logo is the simulator's SVG, not the organisation's name standing in for it.
    // Found by its name: the header's first link is not always the logo (the top strip's links come first on desktop).
    const logoLink = layout.header.getByRole('link', { name: 'Lumen Rewards', exact: true });
    const logo = logoLink.getByRole('img', { name: 'Lumen Rewards' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', `${simulator.url}/__mock/media/logo.svg`);
    await expect.poll(() => naturalWidth(logo)).toBeGreaterThan(0);
    await expect(logoLink).not.toContainText('Lumen Rewards');

    // Two pages of cards, so that product 13 (no picture) is among them.
    await expect(catalogue.cards).toHaveCount(8);
    await catalogue.showMoreButton.click();
    await expect(catalogue.cards).toHaveCount(16);
    for (let id = 1; id <= 16; id += 1) {
      const product = await seed.product(id);
      const card = catalogue.card(product.name);
      if (!hasPicture(id)) {
        expect(product.image_url).toBeNull();
        await expect(card.getByText('No Image Available', { exact: true })).toBeVisible();
        await expect(card.getByRole('img')).toHaveCount(0);
        continue;
      }
      expect(product.image_url).toBe(`${simulator.url}/__mock/media/products/${id}.svg`);
      const picture = card.getByRole('img', { name: product.name });
      // The cards' pictures load lazily: bring each into view first.
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('src', product.image_url ?? '');
      await expect.poll(() => naturalWidth(picture), { message: `the picture of ${product.name}` }).toBeGreaterThan(0);
      await expect(card.getByText('No Image Available', { exact: true })).toHaveCount(0);
    }
    await expect(catalogue.main.getByText('No Image Available', { exact: true })).toHaveCount(1);

    await catalogue.waitUntilIdle();
    expect(failures).toEqual([]);
  });
});
