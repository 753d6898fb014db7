import { expectNoSeriousA11yViolations } from '../support/a11y';
import { fastForwardUntilVisible } from '../support/clock';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('payment-pending-then-success', () => {
  test('shows Payment Success when the order is paid while the page polls, then goes home', async ({
    page,
    simulator,
    checkOut,
  }) => {
    await simulator.useScenario('payment-pending-then-success');
    // The page polls every 2 s and leaves 3 s after the success: its clock is moved on instead of waited out.
    await page.clock.install();
    const { verify: payment } = await checkOut();
    await fastForwardUntilVisible(page, payment.successDialog);
    await expectNoSeriousA11yViolations(page);
    await page.clock.fastForward(3_000);
    await expect(page).toHaveURL(/\/$/);
    expect((await simulator.state()).orders[0]?.status).toBe('success');
    // The scenario pays the order at its third status poll.
    await expectAnswered(simulator, 'getPlaceOrderStatus', 200);
    expect((await simulator.calls('getPlaceOrderStatus')).length).toBeGreaterThanOrEqual(3);
  });
});
