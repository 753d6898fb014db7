import { CataloguePage } from '../pages/catalogue-page';
import { LoginPage } from '../pages/login-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';
import { seedShopper } from '../support/seed';
import { expectSignedIn } from '../support/session';

test.describe('default', () => {
  test('the seed shopper signs in and browses the catalogue, every call answered by the simulator itself', async ({
    page,
    simulator,
    isMobile,
  }) => {
    await simulator.useScenario('default');
    const login = new LoginPage(page);
    await login.goto();

    await login.signIn(seedShopper.email, seedShopper.password);
    await expect(page).toHaveURL('/');
    await expectSignedIn(page, isMobile);
    const catalogue = new CataloguePage(page);
    await expect(catalogue.heading).toHaveText('All Products');
    await expect(catalogue.cards).toHaveCount(8);
    await catalogue.waitUntilIdle();
    await expectNoSeriousA11yViolations(page);

    await expectAnswered(simulator, 'login', 200, null);
    await expectAnswered(simulator, 'listProducts', 200, null);
    expect((await simulator.journal()).filter(({ rule, status }) => rule !== null || status >= 400)).toEqual([]);
  });
});
