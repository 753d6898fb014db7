import { expect } from '@playwright/test';
import { test } from '../support/failure-screenshot';
import { PaymentPage } from '../pages/payment-page';
import { PaymentResultPage, TimeExpiredPage } from '../pages/payment-result-page';
import { QaPanelPage } from '../pages/qa-panel-page';
import { expectLoginRefused } from '../support/login-refused';
import { checkOutThroughTheStorefront, signInAsSeedShopper, tooManyAttempts } from './demo-shopper';

test.describe('the demo: the QA panel steers the simulator inside the page', () => {
  test('replays login-429: the next sign-in shows the 429 text, and the panel its call', async ({ page }) => {
    const qa = new QaPanelPage(page);
    await page.goto('/');
    await qa.open();
    await expect(qa.activeScenario).toHaveText('default');

    await qa.useScenario('login-429');

    await expect(qa.toggle).toHaveAttribute('aria-expanded', 'false');
    await expectLoginRefused(page, tooManyAttempts);
    await qa.open();
    await expect(qa.activeScenario).toHaveText('login-429');
    await expect(qa.calls.filter({ hasText: 'POST /provider/user/login/ 429' }).first()).toContainText(
      'Rule: login-429: login answers 429',
    );
  });

  test('replays an expired payment: the clock moved on from the panel, /payment runs out and /timeexp opens', async ({
    page,
  }) => {
    const { orderId } = await checkOutThroughTheStorefront(page);
    const payment = new PaymentPage(page);
    await payment.goto(orderId);
    await expect(payment.timer).toHaveText(/^(5:00|4:5\d)$/);
    const qa = new QaPanelPage(page);
    await qa.open();

    const expired = new TimeExpiredPage(page);
    const moved = await qa.moveClock('+5 min', async () => {
      await expect(page).toHaveURL(`/timeexp?orderid=${orderId}`);
      await expect(expired.heading).toBeVisible();
      await expect(expired.main).toContainText('Your payment session has timed out');
    });
    expect(moved).toBeGreaterThanOrEqual(300_000);

    // The order's redirect leads back to the storefront, on the simulator's state as the panel left it.
    await expired.goBack.click();
    await expect(page).toHaveURL(`/payment-success?orderid=${orderId}`);
    await expect(new PaymentResultPage(page).heading).toHaveText('Your payment session has timed out');
  });

  test('replays the expired-payment scenario: its seeded order opens straight on /timeexp', async ({ page }) => {
    const qa = new QaPanelPage(page);
    await page.goto('/');
    await qa.open();

    // A switch reseeds the simulator, sessions included: the shopper signs in on the scenario's seed.
    await qa.useScenario('expired-payment');
    await signInAsSeedShopper(page);

    await new PaymentPage(page).goto('ord_000001');
    await expect(page).toHaveURL('/timeexp?orderid=ord_000001');
    const expired = new TimeExpiredPage(page);
    await expect(expired.heading).toBeVisible();
    await expect(expired.main).toContainText('Your payment session has timed out');
    await qa.open();
    await expect(qa.activeScenario).toHaveText('expired-payment');
  });
});
