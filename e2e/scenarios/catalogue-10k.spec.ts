import { CataloguePage } from '../pages/catalogue-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

// Pages of 8, one past the default catalogue's last (its 80 products end at page 10).
const pageNumbers = Array.from({ length: 11 }, (_, index) => index + 1);

test.describe('catalogue-10k', () => {
  test('pages through the 10,000 products eight at a time, past where a smaller catalogue ends', async ({
    page,
    seed,
    simulator,
    isMobile,
  }) => {
    test.skip(isMobile, 'paging, which a phone does as a desktop does');
    await simulator.useScenario('catalogue-10k');
    const catalogue = new CataloguePage(page);
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(8);
    await catalogue.waitUntilIdle();
    await expectNoSeriousA11yViolations(page);

    for (const pageNumber of pageNumbers.slice(1)) {
      await catalogue.showMoreButton.click();
      await expect(catalogue.cards).toHaveCount(pageNumber * 8);
    }
    await expect(catalogue.showMoreButton).toBeVisible();
    await expect(catalogue.allLoaded).toHaveCount(0);
    await expectAnswered(simulator, 'listProducts', 200);
    const pagesAsked = (await simulator.calls('listProducts')).map(({ path }) =>
      Number(new URL(path, simulator.url).searchParams.get('page')),
    );
    expect(pagesAsked).toEqual(expect.arrayContaining(pageNumbers));

    // Read after the journal, so that the test's own reads are not taken for the storefront's.
    const listed = await Promise.all(
      pageNumbers.map((pageNumber) => seed.listedNames({ page: pageNumber, perPage: 8 })),
    );
    await expect(catalogue.cards.getByRole('heading')).toHaveText(listed.flat());
  });
});
