import { expect, type Page } from '@playwright/test';
import { CartPage } from '../pages/cart-page';
import { LoginPage } from '../pages/login-page';
import { ProductPage } from '../pages/product-page';
import { VerifyDetailsPage } from '../pages/verify-details-page';
import { seedShopper } from '../support/seed';

/**
 * The seed's product 1, as the catalogue lists it first. The demo has no simulator to ask over HTTP from the test, so
 * the suite names it as the seed does (mock-server/seed/seed-data.ts: the first brand and the first subcategory's noun).
 */
export const firstSeedProduct = 'Aurora Threads E-Gift Voucher';

/** The text the storefront shows for a 429 answer to the sign-in (the login-429 scenario). */
export const tooManyAttempts = 'Too many login attempts. Please try again later.';

/** Signs the seed shopper in on /login, as a visitor of the demo does, and waits for the home page. */
export async function signInAsSeedShopper(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(seedShopper.email, seedShopper.password);
  await expect(page).toHaveURL('/');
}

/**
 * Signs the seed shopper in, puts ₹1,500.50 of the first seed product (₹750.25 × 2) into the cart from its product page
 * and checks out through the cart: the order is placed and /verify-details is open, with the order's id read off it.
 */
export async function checkOutThroughTheStorefront(
  page: Page,
): Promise<{ orderId: string; verify: VerifyDetailsPage }> {
  await signInAsSeedShopper(page);
  const product = new ProductPage(page);
  await product.openThroughSearch(firstSeedProduct);
  await product.amount.fill('750.25');
  await product.quantity.fill('2');
  await product.addToCart.click();

  const cart = new CartPage(page);
  await expect(page).toHaveURL('/cart');
  await expect(cart.amount('Cart total')).toHaveText('₹1,500.50');
  await cart.checkout.click();

  await expect(page).toHaveURL('/verify-details');
  const verify = new VerifyDetailsPage(page);
  await expect(verify.timer).toHaveText(/^(3:00|2:5\d)$/);
  const orderId = await verify.detail('Order').innerText();
  expect(orderId).toMatch(/^ord_\d+$/);
  return { orderId, verify };
}
