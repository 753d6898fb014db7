import { CataloguePage } from './pages/catalogue-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

let catalogue: CataloguePage;

test.beforeEach(({ page }) => {
  catalogue = new CataloguePage(page);
});

test.describe('the catalogue home', () => {
  test('shows the banner and the first 8 products', async ({ page, seed }) => {
    await catalogue.goto();

    await expect(catalogue.banner).toBeVisible();
    await expect(catalogue.heading).toHaveText('All Products');
    await expect(catalogue.cards).toHaveCount(8);
    await expect(catalogue.cards.getByRole('heading')).toHaveText(await seed.listedNames({ page: 1, perPage: 8 }));
    const first = catalogue.card((await seed.product(1)).name);
    for (const text of ['Recommended', 'Instant', 'Voucher']) {
      await expect(first.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(first.getByRole('img')).toBeVisible();
    await expect(first.getByLabel('Denomination')).toHaveValue('100.00');
    await expect(first.getByLabel('Quantity')).toHaveValue('1');
    await expect(catalogue.allLoaded).toHaveCount(0);
    await catalogue.waitUntilIdle();
    await expectNoSeriousA11yViolations(page);
  });

  test('shows a placeholder for a product without an image', async ({ seed }) => {
    await catalogue.goto();
    await catalogue.showMoreButton.click();

    const thirteenth = catalogue.card((await seed.product(13)).name);
    await expect(thirteenth.getByText('No Image Available', { exact: true })).toBeVisible();
    await expect(thirteenth.getByRole('img')).toHaveCount(0);
  });

  test('Show More appends the next page, and Show Less goes back to the first page at the top', async ({ page }) => {
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(8);
    await expect(catalogue.showLessButton).toHaveCount(0);

    await catalogue.showMoreButton.click();
    await expect(catalogue.cards).toHaveCount(16);
    await expect(catalogue.allLoaded).toHaveCount(0);

    await catalogue.showLessButton.click();
    await expect(catalogue.cards).toHaveCount(8);
    await expect(catalogue.showLessButton).toHaveCount(0);
    await expect(catalogue.showMoreButton).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Show More stops at the last page with 'All items are loaded!'", async ({ seed }) => {
    await catalogue.goto();
    for (const subcategory of ['Apparel', 'Footwear', 'Accessories']) await catalogue.toggleSubcategory(subcategory);
    await catalogue.applyFilters();
    const query = { subcategories: '1,2,3', perPage: 8 };
    const names = [
      ...(await seed.listedNames({ ...query, page: 1 })),
      ...(await seed.listedNames({ ...query, page: 2 })),
    ];
    expect(names.length).toBeGreaterThan(8);
    expect(names.length).toBeLessThan(16);
    await expect(catalogue.cards.getByRole('heading')).toHaveText(names.slice(0, 8));
    await expect(catalogue.allLoaded).toHaveCount(0);

    await catalogue.showMoreButton.click();
    await expect(catalogue.cards.getByRole('heading')).toHaveText(names);
    await expect(catalogue.allLoaded).toBeVisible();
    await expect(catalogue.showMoreButton).toHaveCount(0);
    await expect(catalogue.showLessButton).toBeVisible();
  });

  test('filters by subcategory and amount range, counts the filters and clears them', async ({
    page,
    seed,
    isMobile,
  }) => {
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(8);

    await catalogue.toggleSubcategory('Apparel');
    await expect((await catalogue.filterPanel()).getByText('1 filters applied', { exact: true })).toBeVisible();
    await catalogue.applyFilters();
    const apparel = await seed.listedNames({ subcategories: '1', page: 1, perPage: 8 });
    await expect(catalogue.cards.getByRole('heading')).toHaveText(apparel);
    await expect(catalogue.allLoaded).toBeVisible();

    await catalogue.toggleSubcategory('Cafes');
    await catalogue.setAmountRange('1000', '2000');
    const panel = await catalogue.filterPanel();
    await expect(panel.getByText('3 filters applied', { exact: true })).toBeVisible();
    await catalogue.waitUntilIdle();
    // The drawer with its filters set; on desktop the list reloads by itself meanwhile, so it is checked once reloaded.
    if (isMobile) await expectNoSeriousA11yViolations(page);
    await catalogue.applyFilters();
    const filtered = await seed.listedNames({
      subcategories: '1,5',
      price_min: 1000,
      price_max: 2000,
      page: 1,
      perPage: 8,
    });
    await expect(catalogue.cards.getByRole('heading')).toHaveText(filtered);
    await expectNoSeriousA11yViolations(page);

    await (await catalogue.filterPanel()).getByRole('button', { name: 'Clear All' }).click();
    await expect((await catalogue.filterPanel()).getByText(/filters applied/)).toHaveCount(0);
    await expect((await catalogue.filterPanel()).getByLabel('Min', { exact: true })).toHaveValue('');
    await catalogue.applyFilters();
    await expect(catalogue.cards.getByRole('heading')).toHaveText(await seed.listedNames({ page: 1, perPage: 8 }));
  });

  test('marks an amount the provider cannot take and keeps the list it had', async ({ page, seed }) => {
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(8);
    await catalogue.setAmountRange('99999999', '');
    const panel = await catalogue.filterPanel();
    await expect(panel.getByLabel('Min', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      panel.getByText('Enter an amount from ₹0.00 to ₹1,00,00,000.00, with at most 2 decimals.', { exact: true }),
    ).toBeVisible();
    await expect(panel.getByText(/filters applied/)).toHaveCount(0);
    await catalogue.waitUntilIdle();
    await expectNoSeriousA11yViolations(page);
    await catalogue.applyFilters();
    await expect(catalogue.cards.getByRole('heading')).toHaveText(await seed.listedNames({ page: 1, perPage: 8 }));
    await expect(page.getByText('The request does not match its contract', { exact: false })).toHaveCount(0);
  });

  test('sorts by price both ways and back to the recommended order', async ({ seed }) => {
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(8);

    await catalogue.sortBy('Price: Low to High');
    await expect(catalogue.cards.getByRole('heading')).toHaveText(
      await seed.sortedNames({ sort: 'asc', page: 1, perPage: 8 }),
    );
    await catalogue.showMoreButton.click();
    await expect(catalogue.cards).toHaveCount(16);
    await expect.poll(() => catalogue.cardAmounts()).toBeInOrder('ascending');
    const [lowest = Number.POSITIVE_INFINITY] = await catalogue.cardAmounts();

    await catalogue.sortBy('Price: High to Low');
    await expect(catalogue.cards.getByRole('heading')).toHaveText(
      await seed.sortedNames({ sort: 'desc', page: 1, perPage: 8 }),
    );
    await expect.poll(() => catalogue.cardAmounts()).toBeInOrder('descending');
    await expect.poll(async () => (await catalogue.cardAmounts())[0]).toBeGreaterThan(lowest);

    await catalogue.sortBy('Price Range');
    await expect(catalogue.cards.getByRole('heading')).toHaveText(await seed.listedNames({ page: 1, perPage: 8 }));
  });

  test('validates a card amount against its band and the amount range', async ({ seed }) => {
    await catalogue.goto();
    const card = catalogue.card((await seed.product(1)).name);
    const amount = card.getByLabel('Denomination');
    const viewCoupon = card.getByRole('button', { name: 'View Coupon' });

    await amount.fill('50');
    await expect(
      card.getByText('Value is less than the minimum allowed amount of ₹100.00', { exact: true }),
    ).toBeVisible();
    await expect(viewCoupon).toBeDisabled();
    await amount.fill('20000');
    await expect(card.getByText('Exceeds the maximum allowed amount of ₹10,000.00', { exact: true })).toBeVisible();
    await amount.fill('500');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(viewCoupon).toBeEnabled();

    await catalogue.setAmountRange('1000', '2000');
    await catalogue.applyFilters();
    await expect(catalogue.cards.getByRole('heading')).toHaveText(
      await seed.listedNames({ price_min: 1000, price_max: 2000, page: 1, perPage: 8 }),
    );
    await amount.fill('3000');
    await expect(
      card.getByText('Value must be between global price range ₹1,000.00 and ₹2,000.00', { exact: true }),
    ).toBeVisible();
    await expect(viewCoupon).toBeDisabled();

    // With one end of the range open, the message names the filter's own bound there.
    await catalogue.setAmountRange('1000', '');
    await catalogue.applyFilters();
    await expect(catalogue.cards.getByRole('heading')).toHaveText(
      await seed.listedNames({ price_min: 1000, page: 1, perPage: 8 }),
    );
    await amount.fill('3000');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await amount.fill('500');
    await expect(
      card.getByText('Value must be between global price range ₹1,000.00 and ₹1,00,00,000.00', { exact: true }),
    ).toBeVisible();
    await expect(viewCoupon).toBeDisabled();
  });

  test('View Coupon opens the product page with the chosen amount and quantity', async ({ page, seed }) => {
    await catalogue.goto();
    const { name } = await seed.product(1);
    const card = catalogue.card(name);
    await card.getByLabel('Denomination').fill('250');
    await card.getByLabel('Quantity').fill('2');
    await card.getByRole('button', { name: 'View Coupon' }).click();

    await expect(page).toHaveURL('/shopping-cart');
    // The product travels in the navigation state, which react-router keeps in history.state.usr.
    await expect
      .poll(() => page.evaluate(() => (window.history.state as { usr?: { product?: unknown } } | null)?.usr?.product))
      .toMatchObject({ id: 1, name, selectedDenomination: 250, quantity: 2, to_pay: 500 });
  });

  test("matches the drawer's Cancel and Apply Filters: side by side at 360 px, one above the other at 320", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the drawer of small screens');
    const cancel = catalogue.filterDrawer.getByRole('button', { name: 'Cancel', exact: true });
    const boxes = async () => {
      const [left, right] = await Promise.all([cancel.boundingBox(), catalogue.applyFiltersButton.boundingBox()]);
      if (left === null || right === null) throw new Error('the buttons are not drawn');
      return [left, right] as const;
    };
    await page.setViewportSize({ width: 360, height: 740 });
    await catalogue.goto();
    await catalogue.filtersButton.click();
    await expect(catalogue.applyFiltersButton).toBeInViewport();

    // One line each (a two-line label made Apply Filters 61 px tall beside Cancel's 37), the same size, side by side.
    let [first, second] = await boxes();
    expect(second.height).toBeLessThan(40);
    expect(second.height).toBeCloseTo(first.height, 0);
    expect(second.width).toBeCloseTo(first.width, 0);
    expect(second.y).toBeCloseTo(first.y, 0);

    await page.setViewportSize({ width: 320, height: 640 });
    [first, second] = await boxes();
    expect(second.height).toBeLessThan(40);
    expect(second.width).toBeCloseTo(first.width, 0);
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  });

  test('applies the category and subcategories it is sent in its navigation state', async ({ page, seed }) => {
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(8);
    // What another page does when it links to the home for a category (react-router keeps the state in usr).
    await page.evaluate(() => {
      window.history.pushState({ usr: { categoryId: 2, selectedSubCategories: [5] }, key: 'e2e', idx: 1 }, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });

    await expect(catalogue.heading).toHaveText('Food & Dining');
    await expect(catalogue.cards.getByRole('heading')).toHaveText(
      await seed.listedNames({ category: 2, subcategories: '5', page: 1, perPage: 8 }),
    );
  });
});
