import { OrderHistoryPage } from '../pages/order-history-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('incomplete-vouchers', () => {
  test("shows 'No voucher details available', 'No claim URL available' and 'N/A' for what a brand left out", async ({
    page,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('incomplete-vouchers');
    await signInShopper();
    const history = new OrderHistoryPage(page);
    await history.goto();
    await expect(history.order('ord_000001').vouchers).toContainText('No voucher details available');
    const order = history.order('ord_000002');
    await expect(order.voucher(1).field('Claim URL')).toContainText('https://claim.example.com/v/AB12CD');
    await expect(order.voucher(2).field('Claim URL')).toHaveText('No claim URL available');
    await expect(order.voucher(2).copy('claim URL')).toHaveCount(0);
    await expect(order.voucher(3).field('Card number')).toHaveText('N/A');
    await expect(order.voucher(3).field('PIN')).toHaveText('N/A');
    await expect(order.voucher(3).copy('pin')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getOrderHistory', 200);
  });

  test('says clearly when the browser refuses the clipboard', async ({ page, signInShopper, simulator }) => {
    await simulator.useScenario('incomplete-vouchers');
    await signInShopper();
    // A browser without clipboard access (an insecure page, a denied permission) refuses the write.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    const history = new OrderHistoryPage(page);
    await history.goto();
    const voucher = history.order('ord_000002').voucher(1);
    await voucher.copy('pin').click();
    await expect(voucher.item.getByRole('alert')).toHaveText(
      'Your browser did not allow copying. Select the text and copy it yourself.',
    );
  });
});
