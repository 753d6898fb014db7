import { CartPage } from './pages/cart-page';
import { expect, test } from './support/fixtures';
import { fakeProviderAnswer, reasonlessFailure } from './support/faked-answer';

test.describe('cart errors', () => {
  test("says 'Failed to fetch cart items' under the load failure when the cart fails without a reason", async ({
    page,
    signInShopper,
    simulator,
  }) => {
    await signInShopper();
    await fakeProviderAnswer(page, simulator.url, { method: 'GET', path: '/cart/' }, reasonlessFailure);
    const cart = new CartPage(page);
    await cart.goto();

    await expect(cart.loadFailedMessage).toBeVisible();
    await expect(cart.main.getByText('Failed to fetch cart items', { exact: true })).toBeVisible();
    await expect(cart.tryAgain).toBeVisible();
  });
});
