import { expectNoSeriousA11yViolations } from './support/a11y';
import { bringNextPollForward, fastForwardUntilVisible } from './support/clock';
import { expect, test } from './support/fixtures';
import { HelpCenterPage } from './pages/help-center-page';
import { AlertDialog } from './pages/parts/alert-dialog';
import { paymentLayout, paymentLayoutOrder } from './pages/parts/payment-layout';

test.describe('/verify-details', () => {
  test('keeps /payment’s order of parts, asks for a method and the terms, then opens the method’s page in place', async ({
    page,
    simulator,
    checkOut,
  }) => {
    const { verify: payment } = await checkOut();
    await expect(payment.details).toContainText('Asha Shopper');
    await expect(payment.details).toContainText('9876543210');
    await expect(payment.details).toContainText('shopper@example.com');
    await expectNoSeriousA11yViolations(page);

    const pay = payment.payButton('1500.50');
    expect(await paymentLayoutOrder(payment, pay)).toEqual(paymentLayout);
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
    simulator,
    checkOut,
  }) => {
    await page.clock.install({ time: Date.now() - 10 * 60_000 });
    await page.clock.resume();
    const { verify: payment } = await checkOut();

    await simulator.advanceClock(60);
    await bringNextPollForward(page);
    await expect(payment.timer).toHaveText(/^(2:00|1:5\d)$/);
    await page.reload();
    await expect(payment.timer).toHaveText(/^(2:00|1:5\d)$/);
  });

  test("ends the session when the 180 s run out: the spec's alert, then home, and the payment marked cancelled", async ({
    page,
    simulator,
    checkOut,
  }) => {
    await page.clock.install();
    await checkOut();
    await simulator.advanceClock(181);
    await bringNextPollForward(page);
    const alert = new AlertDialog(page);
    await expect(alert.dialog).toHaveAccessibleName(
      'Payment session expired. You will be redirected to the home page.',
    );
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('paymentStatus'))).toBe('cancelled');
  });

  test("says 'Payment Success' for an order paid elsewhere, then goes home in its place", async ({
    page,
    simulator,
    checkOut,
  }) => {
    await page.clock.install();
    await new HelpCenterPage(page).goto();
    const { orderId, verify: payment } = await checkOut();
    // Paid in the UPI app on another device, not from this page, which learns it from its next poll. (A second tab of
    // this context would land on the storefront under the page clock; closing it once hung a CI run.)
    const approved = await page.request.post(`${simulator.url}/__mock/pay/${orderId}/approve`, {
      form: { method: 'phonePe' },
      maxRedirects: 0,
    });
    expect(approved.status()).toBe(303);
    await fastForwardUntilVisible(page, payment.successDialog);
    await page.clock.fastForward(3000);
    await expect(page).toHaveURL(/\/$/);
    // Back leaves the paid order for the page before it, not for 'Payment Success' and home again.
    await page.goBack();
    await expect(page).toHaveURL(/\/help-center$/);
  });

  test('asks before Back to Cart, and stays or leaves as told, leaving the cancelled session out of history', async ({
    page,
    checkOut,
  }) => {
    await new HelpCenterPage(page).goto();
    const { verify: payment } = await checkOut();
    await payment.backToCart.click();
    await expect(payment.leaveQuestion).toBeVisible();
    await payment.leaveQuestion.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/verify-details$/);
    await payment.backToCart.click();
    await payment.leaveQuestion.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await page.evaluate(() => window.localStorage.getItem('paymentTimer'))).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL(/\/help-center$/);
  });
});

test.describe('/verify-details details', () => {
  test("sends a new e-mail from 'Please fill the following details', without the auth header", async ({
    page,
    simulator,
    checkOut,
  }) => {
    const { verify } = await checkOut();
    await verify.details.getByRole('button', { name: 'Edit e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please fill the following details' });
    await expect(dialog.getByRole('textbox', { name: 'Current e-mail' })).toHaveAttribute('readonly', '');
    await expectNoSeriousA11yViolations(page);

    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/user/update/');
    await dialog.getByRole('textbox', { name: 'New e-mail (optional)' }).fill('asha.new@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const request = await sent;
    expect(request.headers().authorization).toBeUndefined();
    expect(request.postDataJSON()).toEqual({
      username: 'Asha Shopper',
      email: 'shopper@example.com',
      email_new: 'asha.new@example.com',
      phone: '9876543210',
    });
    await expect(dialog).toBeHidden();
    await expect(verify.details).toContainText('asha.new@example.com');
    expect((await simulator.state()).users.some((user) => user.email === 'asha.new@example.com')).toBe(true);
  });

  test('shows a refused change in red inside the modal', async ({ page, checkOut }) => {
    const { verify } = await checkOut();
    await verify.details.getByRole('button', { name: 'Edit phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please fill the following details' });
    // Another seed account's address: the provider refuses to give it to a second account.
    await dialog.getByRole('textbox', { name: 'New e-mail (optional)' }).fill('nocoins@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Another account already uses this e-mail.');
    await expect(dialog).toBeVisible();
  });
});
