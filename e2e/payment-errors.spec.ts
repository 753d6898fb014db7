import { expect, test } from './support/fixtures';
import { fakeProviderAnswer, reasonlessFailure } from './support/faked-answer';
import { bringNextPollForward } from './support/clock';

test.describe('payment page errors', () => {
  test("logs 'Failed to fetch order status' when a poll fails without a reason, and polls on", async ({
    page,
    simulator,
    checkOut,
  }) => {
    // The page polls every 2 s: its clock is moved on instead of waited out.
    await page.clock.install();
    const { orderId, verify } = await checkOut();
    // Spec section 4: a failed poll is logged, not shown, and polling goes on.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('Failed to fetch order status')) {
        warnings.push(message.text());
      }
    });
    await fakeProviderAnswer(page, simulator.url, { method: 'GET', path: '/place-order/' }, reasonlessFailure);

    await expect
      .poll(async () => {
        await bringNextPollForward(page);
        return warnings.length;
      })
      .toBeGreaterThanOrEqual(2);
    expect(warnings[0]).toContain(orderId);
    await expect(verify.timer).toBeVisible();
  });

  test("shows 'Failed to update user details' in the edit modal when the change fails without a reason", async ({
    page,
    simulator,
    checkOut,
  }) => {
    const { verify } = await checkOut();
    await fakeProviderAnswer(page, simulator.url, { method: 'PATCH', path: '/user/update/' }, reasonlessFailure);
    await verify.details.getByRole('button', { name: 'Edit phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please fill the following details' });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog.getByRole('alert')).toHaveText('Failed to update user details');
    await expect(dialog).toBeVisible();
  });
});
