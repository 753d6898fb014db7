import { SearchBox } from './pages/parts/search-box';
import { ProductPage } from './pages/product-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

/** Answers for a route on the simulator's origin: the storefront calls it cross-origin, with credentials. */
const corsHeaders = (origin: string) => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Credentials': 'true',
});

test.describe('header search', () => {
  test("lists matches with 'min-max Points' and the Available badge, and opens the product page", async ({
    page,
    seed,
  }) => {
    const aurora = await seed.product(1);
    const search = new SearchBox(page);
    await page.goto('/');

    await search.search('aurora threads');
    const result = search.result(aurora.name);
    await expect(result).toBeVisible();
    await expect(result).toContainText('100-10,000 Points');
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

  test('shows no Available badge for an unavailable product', async ({ page, seed }) => {
    const unavailable = await seed.product(5);
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
    // The page's timers run on a clock the test moves, so the search's debounce has run out without the test waiting.
    await page.clock.install();
    await page.goto('/');

    await search.search(' a ');
    await page.clock.runFor(400);
    await expect.poll(() => searched).toEqual([]);
    await expect(search.dropdownResults).toHaveCount(0);

    await search.search('zzzz');
    await expect(search.noResults('zzzz')).toBeVisible();
    // A search for ' a ' would have been sent before this one, so it would show here too.
    await expect.poll(() => searched).toEqual(['zzzz']);

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

  test('opens its dropdown under the box: the box wide on a desktop, the screen less 16 px a side on a phone', async ({
    page,
    isMobile,
  }) => {
    const search = new SearchBox(page);
    await page.goto('/');
    await search.search('aurora');
    await expect(search.dropdownResults.first()).toBeVisible();

    const viewport = page.viewportSize();
    const list = await search.dropdownList.boundingBox();
    const box = await search.landmark.boundingBox();
    if (viewport === null || list === null || box === null) throw new Error('no viewport, or the box or list undrawn');
    // Beside the logo a phone's box is too narrow for the results' names: the dropdown takes the header's width.
    const [left, right] = isMobile ? [16, viewport.width - 16] : [box.x, box.x + box.width];
    expect(list.x).toBeCloseTo(left, 0);
    expect(list.x + list.width).toBeCloseTo(right, 0);
    expect(list.y).toBeGreaterThan(box.y + box.height);
  });

  test('never lets a slower, older answer overwrite a newer one', async ({ page, seed, simulator }) => {
    const [older, newer] = await Promise.all([seed.product(42), seed.product(2)]);
    const search = new SearchBox(page);
    const isOlderSearch = (url: string) => new URL(url).searchParams.get('q') === older.name;
    // The older answer is held back until the newer one is shown, so it is the slower one on any machine.
    let releaseOlder: () => void = () => undefined;
    const olderHeld = new Promise<void>((resolve) => {
      releaseOlder = resolve;
    });
    await page.route(`${simulator.url}/search/**`, async (route) => {
      if (isOlderSearch(route.request().url())) await olderHeld;
      await route.continue();
    });
    await page.goto('/');

    const olderSent = page.waitForRequest((sent) => sent.url().includes('/search/'));
    await search.search(older.name);
    await olderSent;
    await search.search(newer.name);
    await expect(search.result(newer.name)).toBeVisible();

    const olderArrived = page.waitForEvent('requestfinished', (finished) => isOlderSearch(finished.url()));
    releaseOlder();
    const olderAnswer = await (await olderArrived).response();
    expect(olderAnswer?.status()).toBe(200);
    // Two frames later the page has handled the older answer: whatever it did with it is painted by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // After the older answer arrived, the newer term's result is still the one shown.
    await expect(search.result(newer.name)).toBeVisible();
    await expect(search.result(older.name)).toHaveCount(0);
  });
});
