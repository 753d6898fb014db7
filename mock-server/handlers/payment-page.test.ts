import { beforeEach, describe, expect, it } from 'vitest';
import { addLine, decide, orderOf, orderStatus, placeOrder, storefrontReturn } from '../testing/checkout';
import { signIn, testOrigin, useSimulator } from '../testing/harness';

async function open(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(new URL(path, testOrigin));
  return { status: response.status, html: await response.text(), headers: response.headers };
}

describe('the payment page', () => {
  const context = useSimulator();
  let token: string;
  beforeEach(async () => {
    token = await signIn();
  });

  describe('GET /__mock/pay/:orderId', () => {
    it('shows the order, the cash amount in INR and the method, with Approve and Decline', async () => {
      await addLine(token, 10_000);
      const orderId = ((await placeOrder(token, { amount: 9000, coins_used: 1000 })).body as { orderId: string })
        .orderId;
      const page = await open(`/__mock/pay/${orderId}?method=phonePe`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.html).toMatch(/^<!doctype html>\s*<html lang="en">/);
      expect(page.html).toMatch(/<title>[^<]+<\/title>/);
      expect(page.html).toContain(orderId);
      expect(page.html).toContain('₹9,000.00');
      expect(page.html).toContain('<dd>PhonePe</dd>');
      expect(page.html).toContain(`action="/__mock/pay/${orderId}/approve" aria-label="Approve the payment"`);
      expect(page.html).toContain(`action="/__mock/pay/${orderId}/decline" aria-label="Decline the payment"`);
      expect(page.html).toContain('<input type="hidden" name="method" value="phonePe" />');
      expect(page.html).toMatch(/<button type="submit" class="approve">Approve<\/button>/);
      expect(page.html).toMatch(/<button type="submit" class="decline">Decline<\/button>/);
    });

    it('names each method and treats an unknown one as Other UPI', async () => {
      const orderId = await orderOf(token, 500);
      expect((await open(`/__mock/pay/${orderId}?method=gpay`)).html).toContain('<dd>Google Pay</dd>');
      expect((await open(`/__mock/pay/${orderId}`)).html).toContain('<dd>Other UPI</dd>');
      const odd = await open(`/__mock/pay/${orderId}?method=%3Cb%3Ebold`);
      expect(odd.html).toContain('<dd>Other UPI</dd>');
      expect(odd.html).not.toContain('<b>');
    });

    it('answers 404 for an unknown order, escaping what was asked for', async () => {
      const page = await open('/__mock/pay/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
      expect(page.status).toBe(404);
      expect(page.html).not.toContain('<script>');
      expect(page.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    });

    it('says the payment window has closed once the order expired', async () => {
      const orderId = await orderOf(token, 500);
      context.simulator.clock.advance(301_000);
      const page = await open(`/__mock/pay/${orderId}?method=paytm`);
      expect(page.status).toBe(410);
      expect(page.html).toContain('payment window');
      expect(page.html).toContain('has closed');
      expect(page.html).not.toContain('<form');
    });
  });

  describe('POST /__mock/pay/:orderId/approve and /decline', () => {
    it("approves with 303 See Other to the order's redirect_url with ?orderid appended", async () => {
      const orderId = await orderOf(token, 500);
      const response = await decide(orderId, 'approve');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${storefrontReturn}?orderid=${orderId}`);
      expect((await orderStatus(token, orderId)).body).toMatchObject({ status: 'success' });
    });

    it('keeps the query the redirect_url already has', async () => {
      await addLine(token, 500);
      const redirect_url = 'http://localhost:5173/payment?from=mock&x=%3C';
      const placed = await placeOrder(token, { amount: 500, redirect_url });
      const orderId = (placed.body as { orderId: string }).orderId;
      const response = await decide(orderId, 'decline');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${redirect_url}&orderid=${orderId}`);
      expect((await orderStatus(token, orderId)).body).toMatchObject({ status: 'failed' });
    });

    it('answers 409 once the order was paid or declined, changing nothing', async () => {
      const orderId = await orderOf(token, 500);
      await decide(orderId, 'approve');
      const again = await decide(orderId, 'decline');
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('has been paid');
      expect((await orderStatus(token, orderId)).body).toMatchObject({ status: 'success' });
      expect((await open(`/__mock/pay/${orderId}`)).status).toBe(200);
    });

    it('answers 410 for an expired order and 404 for an unknown order or decision', async () => {
      const orderId = await orderOf(token, 500);
      expect((await decide(orderId, 'refund')).status).toBe(404);
      expect((await decide('ord_424242', 'approve')).status).toBe(404);
      context.simulator.clock.advance(300_000);
      const late = await decide(orderId, 'approve');
      expect(late.status).toBe(410);
      expect(await late.text()).toContain(`href="${storefrontReturn}?orderid=${orderId}"`);
    });
  });
});

describe('an order without a redirect_url', () => {
  useSimulator({
    scenario: {
      name: 'seeded-order',
      description: 'One pending order from the seed.',
      seed: {
        orders: [
          {
            email: 'shopper@example.com',
            productId: 1,
            quantity: 1,
            coinsUsed: 0,
            ageSeconds: 10,
            status: 'PAYMENT_PENDING',
          },
        ],
      },
    },
  });

  it('ends on a page saying the payment was done, naming the method', async () => {
    const response = await decide('ord_000001', 'approve', 'gpay');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Payment approved');
    expect(html).toContain('with Google Pay');
  });
});
