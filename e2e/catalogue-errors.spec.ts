import { CataloguePage } from './pages/catalogue-page';
import { expect, test } from './support/fixtures';
import { fakeProviderAnswer, reasonlessFailure, type FakedAnswer } from './support/faked-answer';

test.describe('catalogue errors', () => {
  test("says 'An unexpected error occurred' in the filter panel when the categories fail without a reason", async ({
    page,
    simulator,
  }) => {
    await fakeProviderAnswer(page, simulator.url, { method: 'GET', path: '/home/' }, reasonlessFailure);
    const catalogue = new CataloguePage(page);
    await catalogue.goto();

    await expect((await catalogue.filterPanel()).getByRole('alert')).toHaveText('An unexpected error occurred');
  });

  test("says 'contact the adminstration ' when the products fail without a reason, and 'Invalid response from server' for an answer that breaks its contract", async ({
    page,
    simulator,
  }) => {
    let answer: FakedAnswer = reasonlessFailure;
    await fakeProviderAnswer(page, simulator.url, { method: 'GET', path: '/products/' }, () => answer);
    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    const listAlert = catalogue.main.getByRole('alert');

    await expect(listAlert).toHaveText('contact the adminstration ');
    await expect(catalogue.cards).toHaveCount(0);

    answer = { status: 200, body: { results: 'none', count: 'many' } };
    await page.reload();
    await expect(listAlert).toHaveText('Invalid response from server');
  });

  test("says 'Failed to fetch sorted products' when a sorted list fails without a reason", async ({
    page,
    simulator,
  }) => {
    await fakeProviderAnswer(page, simulator.url, { method: 'GET', path: '/products/sort/' }, reasonlessFailure);
    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(8);

    await catalogue.sortBy('Price: Low to High');
    await expect(catalogue.main.getByRole('alert')).toHaveText('Failed to fetch sorted products');
  });
});
