import { expectNoSeriousA11yViolations } from '../support/a11y';
import { fastForwardUntilVisible } from '../support/clock';
import { expect, test } from '../support/fixtures';
import { scenarioRule } from '../support/journal';

test.describe('order-status-recovers', () => {
  test("rides out two failed status polls and shows 'Payment Success' once the order is paid", async ({
    page,
    simulator,
    checkOut,
  }) => {
    await simulator.useScenario('order-status-recovers');
    // The page polls every 2 s and leaves 3 s after the success: its clock is moved on instead of waited out.
    await page.clock.install();
    const { verify: payment } = await checkOut();
    await fastForwardUntilVisible(page, payment.successDialog);
    await expectNoSeriousA11yViolations(page);
    await page.clock.fastForward(3_000);
    await expect(page).toHaveURL(/\/$/);
    expect((await simulator.state()).orders[0]?.status).toBe('success');

    const polls = (await simulator.calls('getPlaceOrderStatus')).map(({ status, rule }) => ({ status, rule }));
    const byRule = {
      status: 500,
      rule: expect.stringMatching(scenarioRule('order-status-recovers', 'getPlaceOrderStatus')),
    };
    expect(polls.slice(0, 4)).toEqual([byRule, byRule, { status: 200, rule: null }, { status: 200, rule: null }]);
  });
});
