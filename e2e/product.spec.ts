import { AlertDialog } from './pages/parts/alert-dialog';
import { ProductPage } from './pages/product-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { fakeProviderAnswer, reasonlessFailure } from './support/faked-answer';
import { expect, test } from './support/fixtures';

test.describe('product page', () => {
  test("shows 'Loading...' when opened without a product", async ({ page }) => {
    await page.goto('/shopping-cart');
    await page.getByRole('banner').waitFor();
    await expect(page.getByRole('main')).toHaveText('Loading...');
  });

  test('shows the breadcrumb, image, Voucher label, delivery options and Coin Details', async ({ page, seed }) => {
    const product = new ProductPage(page);
    const aurora = await seed.product(1);
    await product.openThroughSearch(aurora.name);

    await expect(product.breadcrumb.getByRole('listitem')).toHaveText(['Home', aurora.subcategory.name, aurora.name]);
    await expect(product.breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(product.heading).toHaveText(aurora.name);
    await expect(product.image(aurora.name)).toBeVisible();
    await expect(product.main.getByText('Voucher', { exact: true })).toBeVisible();
    await expect(product.sendAsGift).toBeVisible();
    await expect(product.addToMyAccount).toBeChecked();
    await product.sendAsGift.check();
    await expect(product.sendAsGift).toBeChecked();
    await expect(product.coinDetails.getByRole('heading', { name: 'Coin Details' })).toBeVisible();
    await expect(product.coinDetails.getByText('₹100 Coins', { exact: true })).toBeVisible();
    await expect(product.coinDetails.getByText("Saving ₹100 (You'll pay just ₹400 for this purchase)")).toBeVisible();
    await expect(product.toPay).toHaveAttribute('readonly', '');
    await expect(product.addToCart).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test("shows 'No Image Available' for a product without an image", async ({ page, seed }) => {
    const withoutImage = await seed.product(13);
    expect(withoutImage.image_url).toBeNull();
    const product = new ProductPage(page);
    await product.openThroughSearch(withoutImage.name);

    await expect(product.noImage).toBeVisible();
    await expect(product.main.getByRole('img')).toHaveCount(0);
  });

  test('clamps the amount to the first denomination, red while out of range, and multiplies it exactly', async ({
    page,
    seed,
  }) => {
    const product = new ProductPage(page);
    await product.openThroughSearch((await seed.product(1)).name);

    await product.amount.fill('50');
    await expect(product.amount).toHaveAttribute('aria-invalid', 'true');
    await expect(product.toPay).toHaveValue('100.00');
    await product.amount.blur();
    await expect(product.amount).toHaveValue('100');
    await expect(product.amount).toHaveAttribute('aria-invalid', 'false');

    await product.amount.fill('20000');
    await expect(product.amount).toHaveAttribute('aria-invalid', 'true');
    await product.amount.blur();
    await expect(product.amount).toHaveValue('10000');

    await product.amount.fill('149.5');
    await product.quantity.fill('3');
    await expect(product.toPay).toHaveValue('448.50');

    await product.quantity.fill('');
    await product.quantity.blur();
    await expect(product.quantity).toHaveValue('1');
    await expect(product.toPay).toHaveValue('149.50');
  });

  test('shows the Description, Terms and Redeem texts as plain text, never running their markup', async ({
    page,
    seed,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const product = new ProductPage(page);
    await product.openThroughSearch((await seed.product(2)).name);

    await expect(product.tab('Description')).toHaveAttribute('aria-selected', 'true');
    await expect(product.visibleTabPanel).toHaveText('Treat yourself at Saffron Footworks.');
    await expect(product.main).not.toContainText('<script');
    await expect(product.main).not.toContainText('alert(');
    await expect(product.main.locator('script, img[src="x"]')).toHaveCount(0);

    await product.tab('Terms').click();
    await expect(product.visibleTabPanel).toContainText('• Not exchangeable for cash.');
    await expect(product.visibleTabPanel).not.toContainText('<li>');
    await product.tab('Redeem').click();
    await expect(product.visibleTabPanel).toHaveText(
      'Show the card number and PIN at the till, or enter them at checkout online.',
    );
    await expect.poll(() => dialogs).toEqual([]);
  });

  test('sends an anonymous shopper to /login from Add to Cart', async ({ page, seed }) => {
    const product = new ProductPage(page);
    await product.openThroughSearch((await seed.product(1)).name);

    await product.addToCart.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("adds the chosen amount and quantity to a signed-in shopper's cart and opens /cart", async ({
    page,
    provider,
    seed,
    signInShopper,
  }) => {
    const { accessToken: token } = await signInShopper();
    const product = new ProductPage(page);
    await product.openThroughSearch((await seed.product(1)).name);

    await product.amount.fill('750.25');
    await product.quantity.fill('2');
    await expect(product.toPay).toHaveValue('1500.50');
    const added = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/cart/' && response.request().method() === 'POST',
    );
    await product.addToCart.click();
    const response = await added;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      cart_items: [{ product_id: 1, quantity: 2, to_pay: 1500.5, selectedDenomination: 750.25 }],
    });
    expect(response.request().headers().authorization).toBe(`Bearer ${token}`);
    await expect(page).toHaveURL(/\/cart$/);

    await expect
      .poll(() => provider.read('getCart', {}, { token }))
      .toMatchObject([{ product_id: 1, quantity: 2, price: '750.25', to_pay: '1500.50' }]);
  });

  test('alerts in the page when the provider refuses the line, and stays on the page', async ({
    page,
    openUnavailableProductAsShopper,
  }) => {
    const product = await openUnavailableProductAsShopper();

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await product.addToCart.click();
    const alert = new AlertDialog(page);
    await expect(alert.dialog).toHaveAccessibleName('Error adding product to cart. Please try again.');
    await expect(alert.dialog).toContainText('This product is currently unavailable.');
    await expectNoSeriousA11yViolations(page);
    await alert.ok.click();
    await expect(alert.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(product.addToCart).toBeEnabled();
    expect(dialogs).toEqual([]);
  });

  test("names 'Failed to add item to cart' under the alert when the provider fails without a reason", async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    await signInShopper();
    await fakeProviderAnswer(page, simulator.url, { method: 'POST', path: '/cart/' }, reasonlessFailure);
    const product = new ProductPage(page);
    await product.openThroughSearch((await seed.product(1)).name);

    await product.addToCart.click();
    const alert = new AlertDialog(page);
    await expect(alert.dialog).toHaveAccessibleName('Error adding product to cart. Please try again.');
    await expect(alert.dialog.getByText('Failed to add item to cart', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/shopping-cart$/);
  });
});
