import { CartPage } from '../pages/cart-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('cart-unavailable', () => {
  test("says 'Failed to load cart data' when the cart cannot load", async ({ page, signInShopper, simulator }) => {
    await simulator.useScenario('cart-unavailable');
    await signInShopper();
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.loadFailedMessage).toBeVisible();
    await expect(cart.main).toContainText('The cart service is unavailable.');
    await expect(cart.tryAgain).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getCart', 503, 'cart-unavailable');
  });
});
