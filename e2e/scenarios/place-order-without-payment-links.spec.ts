import { CartPage } from '../pages/cart-page';
import { AlertDialog } from '../pages/parts/alert-dialog';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('place-order-without-payment-links', () => {
  test("alerts 'Payment links are missing. Please try again.' and keeps the shopper on the cart", async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('place-order-without-payment-links');
    const { accessToken: token } = await signInShopper();
    await seed.addCartLine(token, 1);
    const cart = new CartPage(page);
    await cart.goto();
    await cart.checkout.click();

    const alert = new AlertDialog(page);
    await expect(alert.dialog).toHaveAccessibleName('Payment links are missing. Please try again.');
    await expectNoSeriousA11yViolations(page);
    await alert.ok.press('Enter');
    await expect(alert.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cart$/);
    // Checkout, which held the focus, went with the page it was on: the focus is on the cart's heading, not lost.
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeFocused();
    await expect(cart.lines).toHaveCount(1);
    await expectAnswered(simulator, 'placeOrder', 201, 'place-order-without-payment-links');
    expect((await simulator.state()).orders).toEqual([]);
  });
});
