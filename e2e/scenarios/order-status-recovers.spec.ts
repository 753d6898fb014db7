import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { scenarioRule } from '../support/journal';

test.describe('order-status-recovers', () => {
  test("rides out two failed status polls and shows 'Payment Success' once the order is paid", async ({
    page,
    simulator,
    checkOut,
  }) => {
    await simulator.useScenario('order-status-recovers');
    const { verify: payment } = await checkOut();
    await expect(payment.successDialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
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
