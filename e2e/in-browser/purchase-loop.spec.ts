import { expect } from '@playwright/test';
import { test } from '../support/failure-screenshot';
import { OrderHistoryPage } from '../pages/order-history-page';
import { PaymentPage } from '../pages/payment-page';
import { MockUpiPage, PaymentResultPage } from '../pages/payment-result-page';
import { checkOutThroughTheStorefront } from './demo-shopper';

test.describe('the demo: the purchase loop with the simulator inside the page', () => {
  test('signs in, checks out, pays on the simulator’s UPI page and finds the order Completed, also after a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    // Every request of the context: the pages', a popup's and the service worker's own.
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));

    const { orderId, verify } = await checkOutThroughTheStorefront(page);
    await verify.method('Other').click();
    await verify.terms.check();
    await verify.payButton('1500.50').click();

    const upi = new MockUpiPage(page);
    await expect(page).toHaveURL(`/__mock/pay/${orderId}?method=other`);
    await expect(upi.heading).toBeVisible();
    await expect(upi.detail('Order')).toHaveText(orderId);
    await expect(upi.detail('Amount')).toHaveText('₹1,500.50');
    await expect(upi.detail('Method')).toHaveText('Other UPI');
    await upi.approve.click();

    await expect(page).toHaveURL(`/payment-success?orderid=${orderId}`);
    const result = new PaymentResultPage(page);
    await expect(result.heading).toHaveText('Payment successful');
    await expect(result.main).toContainText(`Order ${orderId} is paid (₹1,500.50).`);
    const trackOrder = result.main.getByRole('link', { name: 'Track Order' });
    await expect(trackOrder).toHaveAttribute('href', '/order-history');
    await trackOrder.click();

    const history = new OrderHistoryPage(page);
    await expect(page).toHaveURL('/order-history');
    const order = history.order(orderId);
    await expect(order.status).toHaveText('Completed');
    await expect(order.items).toContainText('₹750.25');
    await expect(order.items).toContainText('× 2');

    // The simulator's state lives in the origin's storage: a reload starts the page, and the simulator, again.
    await page.reload();
    await expect(history.heading).toBeVisible();
    await expect(order.status).toHaveText('Completed');
    await expect(history.orders.getByRole('listitem', { name: /^Order / })).toHaveCount(1);

    // No simulator process: nothing left the demo's own origin.
    const origin = new URL(baseURL ?? '').origin;
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });

  test('pays in the UPI tab /payment opens: the storefront’s tab sees the payment through the shared state', async ({
    page,
  }) => {
    const { orderId } = await checkOutThroughTheStorefront(page);
    const payment = new PaymentPage(page);
    await payment.goto(orderId);
    await payment.method('Paytm').click();
    await payment.terms.check();

    const [upiTab] = await Promise.all([page.context().waitForEvent('page'), payment.payButton.click()]);
    const upi = new MockUpiPage(upiTab);
    await expect(upi.detail('Order')).toHaveText(orderId);
    await upi.approve.click();

    // The approval was made by the other tab's simulator; this tab's next status call reads it from the storage.
    await expect(payment.congrats).toBeVisible();
    await payment.congrats.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(`/payment-success?orderid=${orderId}`);
    await expect(new PaymentResultPage(page).heading).toHaveText('Payment successful');
  });
});
