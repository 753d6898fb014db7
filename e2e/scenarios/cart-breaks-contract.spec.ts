import { CartPage } from '../pages/cart-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('cart-breaks-contract', () => {
  test("refuses a cart answer that breaks its contract: 'Failed to load cart data' and 'Invalid response from server'", async ({
    page,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('cart-breaks-contract');
    await signInShopper();
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.loadFailedMessage).toBeVisible();
    await expect(cart.main).toContainText('Invalid response from server');
    await expect(cart.tryAgain).toBeVisible();
    await expect(cart.lines).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getCart', 200, 'cart-breaks-contract');
  });
});
