import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import type { SeedData } from './support/seed';
import { CartPage } from './pages/cart-page';
import { AlertDialog } from './pages/parts/alert-dialog';
import { VerifyDetailsPage } from './pages/verify-details-page';

/** Checks out a cart of ₹1,500.50 (no coins) and waits for /verify-details. */
async function checkOut(page: Page, seed: SeedData, accessToken: string): Promise<VerifyDetailsPage> {
  await seed.addCartLine(accessToken, 1, { amount: 750.25, quantity: 2 });
  const cart = new CartPage(page);
  await cart.goto();
  await cart.checkout.click();
  await expect(page).toHaveURL(/\/verify-details$/);
  const payment = new VerifyDetailsPage(page);
  await expect(payment.timer).toHaveText(/^(3:00|2:5\d)$/);
  return payment;
}

test.describe('/verify-details', () => {
  test('asks for a method and the terms, then opens the chosen method’s payment page in place', async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    const { accessToken } = await signInShopper();
    const payment = await checkOut(page, seed, accessToken);
    await expect(payment.details).toContainText('Asha Shopper');
    await expect(payment.details).toContainText('9876543210');
    await expect(payment.details).toContainText('shopper@example.com');
    await expectNoSeriousA11yViolations(page);

    const pay = payment.payButton('1500.50');
    await pay.click();
    await expect(payment.main.getByText('Please select a payment method first', { exact: true })).toBeVisible();
    await payment.method('PhonePe').click();
    await pay.click();
    await expect(payment.main.getByText('Please accept the terms and conditions.', { exact: true })).toBeVisible();
    await payment.terms.check();
    await pay.click();
    const orderId = (await simulator.state()).orders[0]?.id ?? '';
    await expect(page).toHaveURL(`${simulator.url}/__mock/pay/${orderId}?method=phonePe`);
  });

  test("counts the provider's time: a device clock 10 minutes off, a reload, and the provider's clock moving on", async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    await page.clock.install({ time: Date.now() - 10 * 60_000 });
    await page.clock.resume();
    const { accessToken } = await signInShopper();
    const payment = await checkOut(page, seed, accessToken);

    await simulator.advanceClock(60);
    await expect(payment.timer).toHaveText(/^(2:00|1:5\d)$/);
    await page.reload();
    await expect(payment.timer).toHaveText(/^(2:00|1:5\d)$/);
  });

  test("ends the session when the 180 s run out: the spec's alert, then home, and the payment marked cancelled", async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    const { accessToken } = await signInShopper();
    await checkOut(page, seed, accessToken);
    await simulator.advanceClock(181);
    const alert = new AlertDialog(page);
    await expect(alert.dialog).toHaveAccessibleName(
      'Payment session expired. You will be redirected to the home page.',
    );
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('paymentStatus'))).toBe('cancelled');
  });

  test('shows Payment Success when the order is paid while the page polls, then goes home', async ({
    page,
    seed,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('payment-pending-then-success');
    const { accessToken } = await signInShopper();
    const payment = await checkOut(page, seed, accessToken);
    await expect(payment.successDialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/$/);
    expect((await simulator.state()).orders[0]?.status).toBe('success');
  });

  test('asks before Back to Cart, and stays or leaves as told', async ({ page, seed, signInShopper }) => {
    const { accessToken } = await signInShopper();
    const payment = await checkOut(page, seed, accessToken);
    await payment.backToCart.click();
    await expect(payment.leaveQuestion).toBeVisible();
    await payment.leaveQuestion.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/verify-details$/);
    await payment.backToCart.click();
    await payment.leaveQuestion.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await page.evaluate(() => window.localStorage.getItem('paymentTimer'))).toBeNull();
  });
});
