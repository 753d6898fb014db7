import { expectNoSeriousA11yViolations } from './support/a11y';
import { bringNextPollForward, fastForwardUntilVisible } from './support/clock';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';
import { LayoutPage } from './pages/layout-page';
import { PaymentPage } from './pages/payment-page';
import { paymentLayout, paymentLayoutOrder } from './pages/parts/payment-layout';
import { MockUpiPage, PaymentResultPage, TimeExpiredPage } from './pages/payment-result-page';

test.describe('the purchase loop', () => {
  test('pays on the simulator’s UPI page from /verify-details and comes back to a paid order', async ({
    page,
    simulator,
    checkOut,
  }) => {
    const { verify } = await checkOut({ useCoins: true });
    await verify.method('Other').click();
    await verify.terms.check();
    await verify.payButton('1350.45').click();

    await new MockUpiPage(page).approve.click();
    await expect(page).toHaveURL(/\/payment-success\?orderid=ord_\d+$/);
    const result = new PaymentResultPage(page);
    await expect(result.heading).toHaveText('Payment successful');
    const [order] = (await simulator.state()).orders;
    await expect(result.main).toContainText(`Order ${order?.id} is paid (₹1,350.45).`);
    await expect(result.main.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/order-history');
    expect(order?.status).toBe('success');
    await expectNoSeriousA11yViolations(page);
  });

  test('a declined payment says so and gives the coins back', async ({ page, simulator, checkOut }) => {
    const { verify } = await checkOut({ useCoins: true });
    const shopperCoins = async () =>
      (await simulator.state()).users.find((user) => user.email === seedShopper.email)?.coins;
    expect(await shopperCoins()).toBe(4849.95);
    await verify.method('PhonePe').click();
    // The chosen tile looks chosen: the brand's outline, which the others lack.
    const outline = (name: 'PhonePe' | 'Paytm') =>
      verify.method(name).evaluate((tile) => getComputedStyle(tile).boxShadow);
    expect(await outline('PhonePe')).not.toBe('none');
    expect(await outline('Paytm')).toBe('none');
    await verify.terms.check();
    await verify.payButton('1350.45').click();

    await new MockUpiPage(page).decline.click();
    const result = new PaymentResultPage(page);
    await expect(result.heading).toHaveText('Payment failed. Please try again.');
    await expect(result.main).toContainText('The coins it used are back in your balance.');
    expect(await shopperCoins()).toBe(5000);
    await expectNoSeriousA11yViolations(page);
    await result.main.getByRole('link', { name: 'Back to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test.describe('/payment', () => {
  test('shows the order in the spec’s layout, asks for the terms, opens the UPI page in a new tab, congratulates in place', async ({
    page,
    checkOut,
  }) => {
    // The page polls the order every 2 s: its clock is moved on instead of waited out.
    await page.clock.install();
    const { orderId } = await checkOut();
    const payment = new PaymentPage(page);
    await payment.goto(orderId);

    await expect(payment.timer).toHaveText(/^(5:00|4:5\d)$/);
    await expect(payment.details).toContainText('Asha Shopper');
    await expect(payment.details).toContainText(orderId);
    expect(await paymentLayoutOrder(payment, payment.payButton)).toEqual(paymentLayout);
    await expect(payment.payButton).toBeDisabled();
    await expect(payment.method('G Pay')).toBeEnabled();
    await payment.method('Paytm').click();
    await expect(payment.payButton).toHaveText('Pay ₹1500.50 with Paytm');
    await payment.payButton.click();
    await expect(payment.main.getByText('Please accept the terms and conditions.', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await payment.terms.check();
    const [upi] = await Promise.all([page.context().waitForEvent('page'), payment.payButton.click()]);
    await new MockUpiPage(upi).approve.click();
    await fastForwardUntilVisible(page, payment.congrats);
    await expect(payment.congrats).toContainText('Points has been added on your account');
    await expect(payment.congrats).toContainText('Coins Redeemed on this site');
    await payment.congrats.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-success\\?orderid=${orderId}$`));
    await expect(new PaymentResultPage(page).heading).toHaveText('Payment successful');
    // The result took the paid order's place: Back leaves it for the page before, not for 'Congrats' again.
    await page.goBack();
    await expect(page).toHaveURL(/\/verify-details$/);
  });

  test('asks for the order with the storefront’s first calls, not after the configuration, and only once', async ({
    page,
    checkOut,
  }) => {
    const { orderId } = await checkOut();
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/order-status/') statusCalls.push(request.url());
    });
    // The page itself waits for the configuration: holding its answer shows who asked for the order meanwhile.
    let releaseConfiguration = (): void => undefined;
    const configurationHeld = new Promise<void>((resolve) => (releaseConfiguration = resolve));
    await page.route('**/configurator/', async (route) => {
      await configurationHeld;
      await route.continue();
    });

    const payment = new PaymentPage(page);
    await payment.goto(orderId);
    await expect.poll(() => statusCalls.length).toBe(1);
    releaseConfiguration();
    await expect(payment.details).toContainText(orderId);
    // The page's first poll took that answer instead of asking again.
    expect(statusCalls).toHaveLength(1);
  });

  test("says why an order cannot be loaded, with 'Go Back' home", async ({ page, signInShopper }) => {
    await signInShopper();
    const payment = new PaymentPage(page);
    await payment.goto('ord_999999');
    await expect(payment.main).toContainText('You have no order ord_999999.');
    await payment.goBack.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('runs out at 300 s of the provider’s time: /timeexp, and its button shows the order expired with the coins back', async ({
    page,
    simulator,
    checkOut,
    isMobile,
  }) => {
    await page.clock.install();
    const { orderId } = await checkOut({ useCoins: true });
    const payment = new PaymentPage(page);
    await payment.goto(orderId);
    await expect(payment.timer).toHaveText(/^(5:00|4:5\d)$/);
    const layout = new LayoutPage(page);
    if (!isMobile) await expect(layout.pointsBalance('4,849.95')).toBeVisible();

    await simulator.advanceClock(301);
    await bringNextPollForward(page);
    await expect(page).toHaveURL(new RegExp(`/timeexp\\?orderid=${orderId}$`));
    const expired = new TimeExpiredPage(page);
    await expect(expired.heading).toBeVisible();
    await expect(expired.main).toContainText('Your payment session has timed out');
    // The provider gave the coins back as it expired the order: the header says so without a reload.
    if (!isMobile) await expect(layout.pointsBalance('5,000')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expired.goBack.click();
    await expect(page).toHaveURL(new RegExp(`/payment-success\\?orderid=${orderId}$`));
    await expect(new PaymentResultPage(page).heading).toHaveText('Your payment session has timed out');
    const state = await simulator.state();
    expect(state.orders[0]?.status).toBe('expired');
    expect(state.users.find((user) => user.email === seedShopper.email)?.coins).toBe(5000);
  });

  test('changes the shopper’s details in the edit modal and shows them', async ({ page, checkOut }) => {
    const { orderId } = await checkOut();
    const payment = new PaymentPage(page);
    await payment.goto(orderId);
    await payment.edit('phone').click();
    const dialog = page.getByRole('dialog', { name: 'Edit your details' });
    await expect(dialog.getByRole('textbox', { name: 'Current e-mail' })).toHaveValue(seedShopper.email);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('9000000001');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/user/update/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // No new e-mail: the current one is sent as email_new.
    expect((await sent).postDataJSON()).toEqual({
      username: seedShopper.username,
      email: seedShopper.email,
      email_new: seedShopper.email,
      phone: '9000000001',
    });
    await expect(dialog).toBeHidden();
    await expect(payment.details).toContainText('9000000001');
    await expect(page.getByRole('alert').filter({ hasText: 'User details updated.' })).toBeVisible();
  });

  test('/welcome shows the payment page under the logo alone, and /loading forwards to /payment', async ({
    page,
    checkOut,
  }) => {
    const { orderId } = await checkOut();
    const payment = new PaymentPage(page);
    await payment.goto(orderId, '/welcome');
    await expect(payment.timer).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lumen Rewards' })).toBeVisible();
    await expect(page.getByPlaceholder('Search for coupons...')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/loading?orderid=${orderId}`);
    await expect(page).toHaveURL(new RegExp(`/payment\\?orderid=${orderId}$`));
    await payment.backToCart.click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test.describe('payment page texts', () => {
  test("alerts 'Payment links could not be loaded. Please retry.' for an order without links, then opens the cart", async ({
    page,
    signInShopper,
  }) => {
    await signInShopper();
    await page.goto('/');
    // Navigation state as checkout leaves it, but without a single link.
    await page.evaluate(() => {
      const state = {
        usr: { orderId: 'ord_000001', amount: 450, coinsUsed: 50, paymentLinks: {} },
        key: 'test',
        idx: 0,
      };
      history.pushState(state, '', '/verify-details');
      dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    const alert = page.getByRole('alertdialog');
    await expect(alert).toHaveAccessibleName('Payment links could not be loaded. Please retry.');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('/payment-notification shows the order’s outcome like /payment-success', async ({ page, checkOut }) => {
    const { orderId } = await checkOut();
    await page.goto(`/payment-notification?orderid=${orderId}`);
    await expect(new PaymentResultPage(page).heading).toHaveText('Waiting for your payment');
    await expectNoSeriousA11yViolations(page);
  });
});
