import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('payment-pending-then-success', () => {
  test('shows Payment Success when the order is paid while the page polls, then goes home', async ({
    page,
    simulator,
    checkOut,
  }) => {
    await simulator.useScenario('payment-pending-then-success');
    const { verify: payment } = await checkOut();
    await expect(payment.successDialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/$/);
    expect((await simulator.state()).orders[0]?.status).toBe('success');
    // The scenario pays the order at its third status poll.
    await expectAnswered(simulator, 'getPlaceOrderStatus', 200);
    expect((await simulator.calls('getPlaceOrderStatus')).length).toBeGreaterThanOrEqual(3);
  });
});
