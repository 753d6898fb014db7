import { CoinHistoryPanel } from '../pages/coin-history-panel';
import { OrderHistoryPage } from '../pages/order-history-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('order-history-unavailable', () => {
  test('a failed load of Track Order toasts the provider’s detail', async ({ page, signInShopper, simulator }) => {
    await simulator.useScenario('order-history-unavailable');
    await signInShopper();
    const history = new OrderHistoryPage(page);
    await history.goto();
    await expect(history.toast('Order history is unavailable right now.')).toBeVisible();
    await expect(history.loadFailed).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getOrderHistory', 503, 'order-history-unavailable');
  });

  test("shows 'Failed to fetch coins history' and toasts 'Failed to fetch profile data.' when the coin history cannot load", async ({
    page,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('order-history-unavailable');
    await signInShopper();
    const history = new OrderHistoryPage(page);
    await history.goto();

    const panel = new CoinHistoryPanel(page);
    await expect(panel.loadFailed).toBeVisible();
    await expect(history.toast('Failed to fetch profile data.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const loads = async () => (await simulator.calls('getCoinsHistory')).length;
    const before = await loads();
    await panel.tryAgain.click();
    await expect.poll(loads).toBe(before + 1);
    await expect(panel.loadFailed).toBeVisible();
    await expectAnswered(simulator, 'getCoinsHistory', 503, 'order-history-unavailable');
  });
});
