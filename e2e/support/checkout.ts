import { expect, type Page } from '@playwright/test';
import { CartPage } from '../pages/cart-page';
import { VerifyDetailsPage } from '../pages/verify-details-page';
import type { SeedData } from './seed';

/**
 * Puts ₹1,500.50 of a seed voucher in the signed-in shopper's cart and checks out through the cart page, with the
 * coin discount when asked: the order is placed and /verify-details is open.
 */
export async function checkOutThroughCart(
  page: Page,
  seed: SeedData,
  accessToken: string,
  { useCoins = false } = {},
): Promise<VerifyDetailsPage> {
  await seed.addCartLine(accessToken, 1, { amount: 750.25, quantity: 2 });
  const cart = new CartPage(page);
  await cart.goto();
  if (useCoins) await cart.coinDiscount.check();
  await cart.checkout.click();
  await expect(page).toHaveURL(/\/verify-details$/);
  const payment = new VerifyDetailsPage(page);
  await expect(payment.timer).toHaveText(/^(3:00|2:5\d)$/);
  return payment;
}
