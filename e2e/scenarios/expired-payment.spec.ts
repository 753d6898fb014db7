import { PaymentPage } from '../pages/payment-page';
import { TimeExpiredPage } from '../pages/payment-result-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('expired-payment', () => {
  test('the order opens straight on /timeexp, whose button leads home', async ({ page, signInShopper, simulator }) => {
    await simulator.useScenario('expired-payment');
    await signInShopper();
    await new PaymentPage(page).goto('ord_000001');
    await expect(page).toHaveURL(/\/timeexp\?orderid=ord_000001$/);
    const expired = new TimeExpiredPage(page);
    await expect(expired.heading).toBeVisible();
    await expect(expired.main).toContainText('Your payment session has timed out');
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getOrderStatus', 200);

    // A seeded order has no redirect URL to go back to.
    await expired.goBack.click();
    await expect(page).toHaveURL('/');
  });
});
