import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { seedNoCoinsShopper, seedShopper } from './support/seed';
import { CartPage } from './pages/cart-page';
import { LoginPage } from './pages/login-page';
import { ProductPage } from './pages/product-page';

test.describe('the cart', () => {
  test('shows a line added from the product page; quantity changes reach the provider, the total and the badge', async ({
    page,
    provider,
    seed,
    signInShopper,
  }) => {
    const { accessToken: token } = await signInShopper();
    const name = (await seed.product(1)).name;
    const product = new ProductPage(page);
    await product.openThroughSearch(name);
    await product.amount.fill('750.25');
    await product.quantity.fill('2');
    await product.addToCart.click();

    const cart = new CartPage(page);
    await expect(page).toHaveURL(/\/cart$/);
    const line = cart.line(name);
    await expect(line.item).toContainText('Denomination: ₹750.25');
    await expect(line.item).toContainText(/Valid till \d{1,2} [A-Z][a-z]{2} \d{4}|No expiry date/);
    await expect(line.quantity).toHaveValue('2');
    await expect(line.item).toContainText('₹1,500.50');
    await expect(cart.amount('Cart total')).toHaveText('₹1,500.50');
    await expect(cart.cartLink).toHaveAccessibleName('Cart, 2 items');

    await line.increase.click();
    await expect(line.quantity).toHaveValue('3');
    await expect(cart.amount('Cart total')).toHaveText('₹2,250.75');
    await expect(cart.cartLink).toHaveAccessibleName('Cart, 3 items');
    await expect
      .poll(() => provider.read('getCart', {}, { token }))
      .toMatchObject([{ product_id: 1, quantity: 3, price: '750.25', to_pay: '2250.75' }]);

    await line.decrease.click();
    await line.decrease.click();
    await expect(line.quantity).toHaveValue('1');
    await expect(line.decrease).toBeDisabled();
    await line.typeQuantity('0');
    await expect(line.quantity).toHaveValue('1');
    await line.typeQuantity('250');
    await expect(line.quantity).toHaveValue('100');
    await expect(cart.cartLink).toHaveAccessibleName('Cart, 100 items');
    await expect.poll(() => provider.read('getCart', {}, { token })).toMatchObject([{ quantity: 100 }]);
    await expectNoSeriousA11yViolations(page);
  });

  test('removes a line, then shows the empty cart with a way back to the catalogue', async ({
    page,
    provider,
    seed,
    signInShopper,
  }) => {
    const { accessToken: token } = await signInShopper();
    await seed.addCartLine(token, 1);
    const cart = new CartPage(page);
    await cart.goto();
    const line = cart.line((await seed.product(1)).name);
    await line.remove.click();

    await expect(cart.emptyMessage).toBeVisible();
    await expect(cart.cartLink).toHaveAccessibleName('Cart, 0 items');
    await expect.poll(() => provider.read('getCart', {}, { token })).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await cart.browseVouchers.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('sends an anonymous visitor to sign in, and back to the cart afterwards', async ({ page }) => {
    const cart = new CartPage(page);
    await cart.goto();
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).signIn(seedShopper.email, seedShopper.password);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cart.heading).toBeVisible();
  });
});

test.describe('the coin discount', () => {
  test('takes 10% of the total in coins for a shopper with enough of them', async ({ page, seed, signInShopper }) => {
    const { accessToken: token } = await signInShopper();
    await seed.addCartLine(token, 1, { amount: 750.25, quantity: 2 });
    const cart = new CartPage(page);
    await cart.goto();

    await expect(cart.coinDiscount).toHaveAccessibleName(/^Use 150\.05 coins for 10% off/);
    await expect(cart.summary).toContainText('Your balance: 5,000 coins');
    await expect(cart.amount('Cash to pay')).toHaveText('₹1,500.50');
    await cart.coinDiscount.check();
    await expect(cart.amount('Coin discount')).toHaveText('−₹150.05');
    await expect(cart.amount('Cash to pay')).toHaveText('₹1,350.45');
    await cart.coinDiscount.uncheck();
    await expect(cart.amount('Cash to pay')).toHaveText('₹1,500.50');
  });

  test('is refused to a shopper without enough coins, naming the coins needed', async ({
    page,
    seed,
    signInShopper,
  }) => {
    const { accessToken: token } = await signInShopper(seedNoCoinsShopper);
    await seed.addCartLine(token, 1, { amount: 750.25, quantity: 2 });
    const cart = new CartPage(page);
    await cart.goto();

    await expect(cart.coinDiscount).toBeDisabled();
    await expect(cart.summary.getByText('Insufficient coins for discount. Need 151 coins.')).toBeVisible();
    await expect(cart.coinDiscount).toHaveAccessibleDescription('Insufficient coins for discount. Need 151 coins.');
    await expect(cart.amount('Cash to pay')).toHaveText('₹1,500.50');
    await expectNoSeriousA11yViolations(page);
  });
});
