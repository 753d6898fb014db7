import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderStatusResponse, PlaceOrderResponse, PlaceOrderStatusResponse } from '../../contracts';
import {
  addLine,
  coinBalance,
  coinEntries,
  decide,
  nextOrderNumber,
  orderOf,
  orderStatus,
  placeOrder,
  storefrontReturn,
} from '../testing/checkout';
import { call, signIn, testOrigin, useSimulator, type ApiResponse } from '../testing/harness';

const history = async (token: string): Promise<Order[]> =>
  (await call('GET', '/order-history/', { token })).body as Order[];

const statusOf = async (token: string, orderId: string): Promise<PlaceOrderStatusResponse> =>
  (await orderStatus(token, orderId)).body as PlaceOrderStatusResponse;

describe('orders', () => {
  const context = useSimulator();
  let token: string;
  beforeEach(async () => {
    token = await signIn();
  });

  describe('POST /place-order/', () => {
    it('turns the cart into a PAYMENT_PENDING order, debiting the coins and holding them as pending', async () => {
      await addLine(token, 500, 2);
      const before = context.simulator.clock.now();
      const response = await placeOrder(token, { amount: 900, coins_used: 100 });
      expect(response.status).toBe(201);
      const placed = response.body as PlaceOrderResponse;
      const createdAt = Date.parse(placed.created_at ?? '');
      expect(createdAt).toBeGreaterThanOrEqual(before);
      expect(createdAt).toBeLessThanOrEqual(context.simulator.clock.now());
      const pay = `${testOrigin}/__mock/pay/${placed.orderId}`;
      expect(placed).toEqual({
        orderId: 'ord_000001',
        status: 'PAYMENT_PENDING',
        created_at: expect.any(String),
        amount: 900,
        orderLink: pay,
        redirect_url: storefrontReturn,
        paymentLinks: {
          phonePe: `${pay}?method=phonePe`,
          paytm: `${pay}?method=paytm`,
          gpay: `${pay}?method=gpay`,
          other: `${pay}?method=other`,
        },
        updatedCoins: 4900,
      });
      expect(await coinBalance(token)).toBe(4900);
      expect((await coinEntries(token))[0]).toMatchObject({
        coupon_code: placed.orderId,
        amount: '-100.00',
        is_redeemed: false,
      });
      // The cart stays until the order is paid.
      expect((await call('GET', '/cart/', { token })).body).toHaveLength(1);
    });

    it('writes no coin entry for an order paid entirely in cash', async () => {
      const before = await coinEntries(token);
      await orderOf(token, 500);
      expect(await coinEntries(token)).toEqual(before);
      expect(await coinBalance(token)).toBe(5000);
    });

    it('snapshots the cart lines as the order items', async () => {
      await addLine(token, 250.5, 2);
      await addLine(token, 100);
      await placeOrder(token, { amount: 601 });
      expect((await history(token))[0]?.items).toEqual([
        { product: { name: expect.any(String), image_url: expect.any(String) }, price_mrp: '250.50', quantity: 2 },
        { product: { name: expect.any(String), image_url: expect.any(String) }, price_mrp: '100.00', quantity: 1 },
      ]);
    });

    it('answers 409 cart_empty for an empty cart', async () => {
      expect(await placeOrder(token, { amount: 500 })).toMatchObject({ status: 409, body: { code: 'cart_empty' } });
    });

    it('answers 409 cart_changed when amount plus coins_used is not the cart total to the paisa', async () => {
      await addLine(token, 500);
      for (const [amount, coins] of [
        [499.99, 0],
        [450, 49.99],
        [500, 0.01],
      ]) {
        expect(await placeOrder(token, { amount, coins_used: coins })).toMatchObject({
          status: 409,
          body: { code: 'cart_changed' },
        });
      }
    });

    it('answers 422 insufficient_coins beyond the balance and coin_limit_exceeded beyond 10% of the total', async () => {
      const poor = await signIn('nocoins@example.com');
      await addLine(poor, 500);
      expect(await placeOrder(poor, { amount: 490, coins_used: 10 })).toMatchObject({
        status: 422,
        body: { code: 'insufficient_coins' },
      });
      await addLine(token, 1000);
      expect(await placeOrder(token, { amount: 899.99, coins_used: 100.01 })).toMatchObject({
        status: 422,
        body: { code: 'coin_limit_exceeded' },
      });
      expect((await placeOrder(token, { amount: 900, coins_used: 100 })).status).toBe(201);
    });

    it('answers 409 duplicate_order for an order number already placed, debiting nothing', async () => {
      await addLine(token, 1000);
      const order_number = nextOrderNumber();
      expect((await placeOrder(token, { amount: 900, coins_used: 100, order_number })).status).toBe(201);
      expect(await placeOrder(token, { amount: 900, coins_used: 100, order_number })).toMatchObject({
        status: 409,
        body: { code: 'duplicate_order' },
      });
      expect(await coinBalance(token)).toBe(4900);
    });

    it.each([
      ['a missing amount', { amount: undefined }],
      ['a negative amount', { amount: -500 }],
      ['a numeric string', { amount: '500' }],
      ['three decimals', { amount: 499.999 }],
      ['a huge amount', { amount: 1e12 }],
      ['a javascript: redirect', { redirect_url: 'javascript:alert(1)' }],
      ['a malformed order number', { order_number: 'ORDER-1' }],
      ['an unknown field', { voucher: 'FREE' }],
    ])('answers 400 for %s and changes nothing', async (_, change) => {
      await addLine(token, 500);
      const response = await placeOrder(token, { amount: 500, ...(change as object) });
      expect(response).toMatchObject({ status: 400, body: { code: 'validation_error' } });
      expect(await history(token)).toEqual([]);
      expect(await coinBalance(token)).toBe(5000);
    });

    it('needs a token', async () => {
      expect((await call('POST', '/place-order/', { body: {} })).status).toBe(401);
    });
  });

  describe('GET /place-order/ and GET /order-status/', () => {
    it('answer the pending order with its payment links and shopper', async () => {
      const orderId = await orderOf(token, 1000, 100);
      const status = await orderStatus(token, orderId);
      expect(status).toMatchObject({
        status: 200,
        body: { status: 'PAYMENT_PENDING', amount: 900, cart_items_cleared: false },
      });
      const { created_at, last_updated, server_time } = status.body as PlaceOrderStatusResponse;
      expect(last_updated).toBe(created_at);
      // The provider's clock, which the payment pages count the window by: it moves with the simulator's.
      const sinceCreated = (time: string | undefined) => Date.parse(time ?? '') - Date.parse(created_at);
      expect(sinceCreated(server_time)).toBeGreaterThanOrEqual(0);
      expect(sinceCreated(server_time)).toBeLessThan(5_000);
      context.simulator.clock.advance(120_000);
      const later = (await orderStatus(token, orderId)).body as PlaceOrderStatusResponse;
      expect(sinceCreated(later.server_time)).toBeGreaterThanOrEqual(120_000);
      expect(sinceCreated(later.server_time)).toBeLessThan(125_000);

      const details = await call('GET', '/order-status/', {
        token,
        query: { order_id: orderId, decode_status: 'false' },
      });
      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({
        status: 'PAYMENT_PENDING',
        redirectUrl: storefrontReturn,
        orderDetails: {
          orderId,
          created_at,
          amount: 900,
          coins_used: 100,
          redirectUrl: storefrontReturn,
          status: 'PAYMENT_PENDING',
          user: { username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210' },
        },
        paymentLinks: { gpay: `${testOrigin}/__mock/pay/${orderId}?method=gpay` },
      });
      // Three polls: two of GET /place-order/ (before and after the clock moved) and one of GET /order-status/.
      expect(context.simulator.db.order.findFirst({ where: { id: { equals: orderId } } })?.statusPolls).toBe(3);
    });

    it("answer 404 for an unknown order and another shopper's order, never showing it", async () => {
      const orderId = await orderOf(token, 500);
      const other = await signIn('nocoins@example.com');
      const responses: ApiResponse[] = [
        await orderStatus(other, orderId),
        await orderStatus(token, 'ord_999999'),
        await call('GET', '/order-status/', { token: other, query: { order_id: orderId } }),
      ];
      for (const response of responses) {
        expect(response).toMatchObject({ status: 404, body: { code: 'order_not_found' } });
        expect(JSON.stringify(response.body)).not.toContain('amount');
      }
      expect(await history(other)).toEqual([]);
    });

    it('answer 400 for a missing or malformed order id', async () => {
      expect((await call('GET', '/place-order/', { token })).status).toBe(400);
      expect((await orderStatus(token, 'ord 1; drop')).status).toBe(400);
      expect((await orderStatus(token, 'x'.repeat(65))).status).toBe(400);
      const notBoolean = await call('GET', '/order-status/', {
        token,
        query: { order_id: 'ord_1', decode_status: 'no' },
      });
      expect(notBoolean.status).toBe(400);
    });
  });

  describe('the payment state machine', () => {
    it('pays an approved order: success, cart cleared, one voucher per unit, coins settled', async () => {
      await addLine(token, 500, 2);
      await addLine(token, 100);
      const placed = (await placeOrder(token, { amount: 990, coins_used: 110 })).body as PlaceOrderResponse;
      context.simulator.clock.advance(30_000);
      expect((await decide(placed.orderId, 'approve')).status).toBe(303);

      const status = await statusOf(token, placed.orderId);
      expect(status).toMatchObject({ status: 'success', cart_items_cleared: true });
      expect(Date.parse(status.last_updated) - Date.parse(status.created_at)).toBeGreaterThanOrEqual(30_000);
      expect((await call('GET', '/cart/', { token })).body).toEqual([]);
      const [order] = await history(token);
      expect(order).toMatchObject({ id: placed.orderId, status: 'Completed', voucher_type: 'E-Gift Card' });
      expect(order?.vouchers).toHaveLength(3);
      for (const voucher of order?.vouchers ?? []) {
        expect(voucher.card_number).toMatch(/^[0-9]{16}$/);
        expect(voucher.pin_code).toMatch(/^[0-9]{4,6}$/);
        expect(voucher.claim_url).toMatch(/^https?:\/\/\S+$/);
      }
      expect(new Set(order?.vouchers.map((voucher) => voucher.card_number)).size).toBe(3);
      expect((await coinEntries(token))[0]).toMatchObject({ coupon_code: placed.orderId, is_redeemed: true });
      expect(await coinBalance(token)).toBe(4890);
    });

    it('expires an order unpaid after 300 s by the clock and refunds its coins', async () => {
      const orderId = await orderOf(token, 1000, 100);
      context.simulator.clock.advance(299_000);
      expect(await statusOf(token, orderId)).toMatchObject({ status: 'PAYMENT_PENDING' });
      context.simulator.clock.advance(2_000);

      const status = await statusOf(token, orderId);
      expect(status).toMatchObject({ status: 'expired', cart_items_cleared: false });
      expect(Date.parse(status.last_updated) - Date.parse(status.created_at)).toBe(300_000);
      expect(await coinBalance(token)).toBe(5000);
      const [refund, hold] = await coinEntries(token);
      expect(refund).toMatchObject({ coupon_code: `REFUND-${orderId}`, amount: '100.00', is_redeemed: true });
      expect(hold).toMatchObject({ coupon_code: orderId, amount: '-100.00', is_redeemed: true });
      expect((await history(token))[0]).toMatchObject({ status: 'Expired', vouchers: [] });
      expect((await call('GET', '/cart/', { token })).body).toHaveLength(1);
      // A late approval changes nothing.
      expect((await decide(orderId, 'approve')).status).toBe(410);
      expect(await statusOf(token, orderId)).toMatchObject({ status: 'expired' });
    });

    it('fails a declined order and refunds its coins once', async () => {
      const orderId = await orderOf(token, 1000, 100);
      expect((await decide(orderId, 'decline')).status).toBe(303);
      expect((await decide(orderId, 'decline')).status).toBe(409);
      expect(await statusOf(token, orderId)).toMatchObject({ status: 'failed', cart_items_cleared: false });
      expect(await coinBalance(token)).toBe(5000);
      expect((await history(token))[0]).toMatchObject({ status: 'Failed', vouchers: [] });
      context.simulator.clock.advance(600_000);
      expect(await coinBalance(token)).toBe(5000);
    });

    it('never expires a paid order', async () => {
      const orderId = await orderOf(token, 500, 50);
      await decide(orderId, 'approve');
      context.simulator.clock.advance(3_600_000);
      const fresh = await signIn();
      expect(await statusOf(fresh, orderId)).toMatchObject({ status: 'success' });
      expect(await coinBalance(fresh)).toBe(4950);
    });
  });

  describe('GET /order-history/', () => {
    it("lists the shopper's orders newest first with their states", async () => {
      const paid = await orderOf(token, 500);
      await decide(paid, 'approve');
      context.simulator.clock.advance(1_000);
      const declined = await orderOf(token, 500);
      await decide(declined, 'decline');
      context.simulator.clock.advance(1_000);
      const pending = await orderOf(token, 500);
      const orders = await history(token);
      expect(orders.map((order) => [order.id, order.status])).toEqual([
        [pending, 'Pending'],
        [declined, 'Failed'],
        [paid, 'Completed'],
      ]);
      expect(await history(await signIn('nocoins@example.com'))).toEqual([]);
      expect((await call('GET', '/order-history/')).status).toBe(401);
    });

    it('shows each change of an order on the next read: paid with its vouchers, expired with the clock', async () => {
      const paid = await orderOf(token, 500);
      context.simulator.clock.advance(1_000);
      const waiting = await orderOf(token, 500);
      const before = await history(token);
      expect(before.map((order) => [order.id, order.status, order.vouchers.length])).toEqual([
        [waiting, 'Pending', 0],
        [paid, 'Pending', 0],
      ]);

      await decide(paid, 'approve');
      expect((await history(token)).map((order) => [order.id, order.status, order.vouchers.length])).toEqual([
        [waiting, 'Pending', 0],
        [paid, 'Completed', 1],
      ]);

      context.simulator.clock.advance(300_000);
      expect((await history(token)).map((order) => [order.id, order.status])).toEqual([
        [waiting, 'Expired'],
        [paid, 'Completed'],
      ]);
    });
  });

  describe('as the orders pile up', () => {
    it('reads and changes them without a query that visits every row of a table', async () => {
      const { db } = context.simulator;
      const queries = (['order', 'orderItem', 'coinEntry', 'user'] as const).flatMap((table) =>
        (['findFirst', 'findMany', 'update', 'updateMany'] as const).map((query) => vi.spyOn(db[table], query)),
      );
      await addLine(token, 1000);
      const orderId = await orderOf(token, 1000, 100);
      expect((await statusOf(token, orderId)).status).toBe('PAYMENT_PENDING');
      expect((await call('GET', `/order-status/?order_id=${orderId}`, { token })).status).toBe(200);
      expect((await decide(orderId, 'approve')).status).toBe(303);
      expect(await coinEntries(token)).toEqual([
        expect.objectContaining({ coupon_code: orderId, amount: '-100.00', is_redeemed: true }),
        expect.anything(),
      ]);
      for (const query of queries) expect(query).not.toHaveBeenCalled();
    });
  });

  describe('100 concurrent orders by one shopper', () => {
    it('never overdraw the coins and debit exactly what the placed orders used', async () => {
      await addLine(token, 10_000);
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => placeOrder(token, { amount: 9000, coins_used: 1000 })),
      );
      const placed = responses.filter((response) => response.status === 201);
      expect(placed).toHaveLength(5);
      expect(responses.filter((response) => response.status === 422)).toHaveLength(95);
      const balances = placed.map((response) => (response.body as PlaceOrderResponse).updatedCoins);
      expect(balances.sort((left, right) => left - right)).toEqual([0, 1000, 2000, 3000, 4000]);
      const debited = 5000 - (await coinBalance(token));
      expect(debited).toBe(placed.length * 1000);
      const held = (await coinEntries(token)).filter((entry) => entry.amount.startsWith('-'));
      expect(held).toHaveLength(5);
    });

    it('place one order for one order number, debiting once', async () => {
      await addLine(token, 1000);
      const order_number = nextOrderNumber();
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => placeOrder(token, { amount: 900, coins_used: 100, order_number })),
      );
      expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 409)).toHaveLength(99);
      expect(await coinBalance(token)).toBe(4900);
      expect(await history(token)).toHaveLength(1);
    });
  });
});

describe('with settings.autoPayAfterPolls', () => {
  const context = useSimulator({
    scenario: {
      name: 'auto-pay',
      description: 'Paid by itself at the third poll.',
      settings: { autoPayAfterPolls: 3 },
    },
  });

  it('pays an order by itself once its status polls reach that number', async () => {
    const token = await signIn();
    const orderId = await orderOf(token, 500, 50);
    expect(await statusOf(token, orderId)).toMatchObject({ status: 'PAYMENT_PENDING' });
    const details = await call('GET', '/order-status/', { token, query: { order_id: orderId } });
    expect((details.body as OrderStatusResponse).status).toBe('PAYMENT_PENDING');
    expect(await statusOf(token, orderId)).toMatchObject({ status: 'success', cart_items_cleared: true });
    expect((await history(token))[0]?.vouchers).toHaveLength(1);
    expect(context.simulator.db.cartItem.count()).toBe(0);
  });
});
