import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ProductPage, seedProduct } from './pages/product-page';
import { SearchBox } from './pages/search-box';

/** Answers for a route on the simulator's origin: the storefront calls it cross-origin, with credentials. */
const corsHeaders = (origin: string) => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Credentials': 'true',
});

test.describe('header search', () => {
  test("lists matches with 'min-max Points' and the Available badge, and opens the product page", async ({
    page,
    request,
    simulator,
  }) => {
    const aurora = await seedProduct(request, simulator.url, 1);
    const search = new SearchBox(page);
    await page.goto('/');

    await search.search('aurora threads');
    const result = search.result(aurora.name);
    await expect(result).toBeVisible();
    await expect(result).toContainText('100-10000 Points');
    await expect(result.getByText('Available', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await result.click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(search.dropdownResults).toHaveCount(0);
    const product = new ProductPage(page);
    await expect(product.heading).toHaveText(aurora.name);
    await expect(product.amount).toHaveValue('100');
    await expect(product.quantity).toHaveValue('1');
    await expect(product.toPay).toHaveValue('100.00');
  });

  test('shows no Available badge for an unavailable product', async ({ page, request, simulator }) => {
    const unavailable = await seedProduct(request, simulator.url, 5);
    expect(unavailable.is_available).toBe(false);
    const search = new SearchBox(page);
    await page.goto('/');

    await search.search(unavailable.name);
    const result = search.result(unavailable.name);
    await expect(result).toBeVisible();
    await expect(result).toContainText('500-500 Points');
    await expect(result.getByText('Available', { exact: true })).toHaveCount(0);
  });

  test('searches from 2 trimmed characters and says when nothing matches', async ({ page }) => {
    const search = new SearchBox(page);
    const searched: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/search/') searched.push(new URL(sent.url()).searchParams.get('q') ?? '');
    });
    await page.goto('/');

    await search.search(' a ');
    await page.waitForTimeout(400);
    expect(searched).toEqual([]);
    await expect(search.dropdownResults).toHaveCount(0);

    await search.search('zzzz');
    await expect(search.noResults('zzzz')).toBeVisible();
    expect(searched).toEqual(['zzzz']);

    await search.search('');
    await expect(search.noResults('zzzz')).toBeHidden();
  });

  test("shows a failed search in a red box with the server's message or the fallback", async ({
    page,
    simulator,
    baseURL,
  }) => {
    const search = new SearchBox(page);
    let body: object = { message: 'Search is resting.', code: 'unavailable' };
    await page.route(`${simulator.url}/search/**`, (route) =>
      route.fulfill({ status: 503, json: body, headers: corsHeaders(new URL(baseURL ?? '').origin) }),
    );
    await page.goto('/');

    await search.search('aurora');
    await expect(search.error).toHaveText('Search is resting.');
    await expect(search.error).toHaveCSS('background-color', 'rgb(253, 237, 237)');
    await expect(search.dropdownResults).toHaveCount(0);

    body = { code: 'unavailable', detail: '' };
    await search.search('saffron');
    await expect(search.error).toHaveText('Failed to fetch search results');
  });

  test('closes the dropdown on a click outside it', async ({ page }) => {
    const search = new SearchBox(page);
    await page.goto('/');
    await search.search('aurora');
    await expect(search.dropdownResults.first()).toBeVisible();

    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(search.dropdownResults).toHaveCount(0);
  });

  test('never lets a slower, older answer overwrite a newer one', async ({ page, request, simulator }) => {
    const [older, newer] = await Promise.all([
      seedProduct(request, simulator.url, 42),
      seedProduct(request, simulator.url, 2),
    ]);
    const search = new SearchBox(page);
    await page.route(`${simulator.url}/search/**`, async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') === older.name) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    await page.goto('/');

    const olderSent = page.waitForRequest((sent) => sent.url().includes('/search/'));
    await search.search(older.name);
    await olderSent;
    await search.search(newer.name);
    await expect(search.result(newer.name)).toBeVisible();
    // Well after the older answer arrived, the newer term's result is still the one shown.
    await page.waitForTimeout(2000);
    await expect(search.result(newer.name)).toBeVisible();
    await expect(search.result(older.name)).toHaveCount(0);
  });
});
