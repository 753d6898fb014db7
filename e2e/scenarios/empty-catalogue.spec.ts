import { CataloguePage } from '../pages/catalogue-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('empty-catalogue', () => {
  test('says so when the catalogue is empty', async ({ page, simulator }) => {
    await simulator.useScenario('empty-catalogue');
    const catalogue = new CataloguePage(page);
    await catalogue.goto();

    await expect(catalogue.main.getByText('No Products Available', { exact: true })).toBeVisible();
    await expect(
      catalogue.main.getByText('Try adjusting your filters or browse categories', { exact: true }),
    ).toBeVisible();
    await expect(catalogue.cards).toHaveCount(0);
    await catalogue.waitUntilIdle();
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'listProducts', 200);
  });
});
