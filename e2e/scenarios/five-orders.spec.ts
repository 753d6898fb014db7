import { OrderHistoryPage } from '../pages/order-history-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';

test.describe('five-orders', () => {
  test('opens the three newest of five orders, the others by their chevron, each status in its colour', async ({
    page,
    signInShopper,
    simulator,
  }) => {
    await simulator.useScenario('five-orders');
    await signInShopper();
    const history = new OrderHistoryPage(page);
    await history.goto();
    const ids = ['ord_000005', 'ord_000004', 'ord_000003', 'ord_000002', 'ord_000001'];
    await expect(history.orders.getByRole('heading', { level: 2 })).toHaveText(ids.map((id) => `Order ${id}`));
    for (const id of ids.slice(0, 3)) await expect(history.order(id).vouchers).toBeVisible();
    for (const id of ids.slice(3)) await expect(history.order(id).vouchers).toBeHidden();

    await expect(history.order('ord_000005').status).toHaveText('Pending');
    await expect(history.order('ord_000005').status).toHaveCSS('background-color', 'rgb(253, 216, 53)');
    await expect(history.order('ord_000005').vouchers).toContainText('No voucher details available');
    await expect(history.order('ord_000003').status).toHaveText('Expired');
    await expect(history.order('ord_000003').status).toHaveCSS('background-color', 'rgb(224, 224, 224)');

    const oldest = history.order('ord_000001');
    await oldest.showDetails.click();
    await expect(oldest.vouchers).toBeVisible();
    await expect(oldest.status).toHaveText('Completed');
    await history.order('ord_000005').hideDetails.click();
    await expect(history.order('ord_000005').vouchers).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'getOrderHistory', 200);
  });
});
