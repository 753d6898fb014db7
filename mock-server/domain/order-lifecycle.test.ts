import { describe, expect, it } from 'vitest';
import type { Order } from '../../contracts';
import { coinBalance, coinEntries, orderOf, orderStatus } from '../testing/checkout';
import type { Scenario } from '../../scenarios/scenario';
import { Simulator } from '../simulator';
import { call, signIn, useSimulator } from '../testing/harness';

describe('seeded orders', () => {
  const context = useSimulator({
    scenario: {
      name: 'seeded-orders',
      description: 'An overdue pending order, a fresh pending one and a paid one.',
      seed: {
        orders: [
          {
            email: 'shopper@example.com',
            productId: 1,
            quantity: 2,
            coinsUsed: 20,
            ageSeconds: 400,
            status: 'PAYMENT_PENDING',
          },
          {
            email: 'shopper@example.com',
            productId: 1,
            quantity: 1,
            coinsUsed: 10,
            ageSeconds: 60,
            status: 'PAYMENT_PENDING',
          },
          {
            email: 'shopper@example.com',
            productId: 1,
            quantity: 3,
            coinsUsed: 30,
            ageSeconds: 120,
            status: 'success',
          },
        ],
      },
    },
  });

  it('exist as if placed ageSeconds ago, with their coins debited', async () => {
    const token = await signIn();
    const overdue = await orderStatus(token, 'ord_000001');
    expect(overdue.body).toMatchObject({ status: 'expired', amount: 180, cart_items_cleared: false });
    const { created_at, last_updated } = overdue.body as { created_at: string; last_updated: string };
    expect(Date.parse(last_updated) - Date.parse(created_at)).toBe(300_000);
    expect(context.simulator.clock.now() - Date.parse(created_at)).toBeGreaterThanOrEqual(400_000);

    expect((await orderStatus(token, 'ord_000002')).body).toMatchObject({ status: 'PAYMENT_PENDING', amount: 90 });
    expect((await orderStatus(token, 'ord_000003')).body).toMatchObject({ status: 'success', amount: 270 });

    // 5000, less 10 held by the pending order and 30 spent on the paid one; the expired order's 20 came back.
    expect(await coinBalance(token)).toBe(4960);
    const history = (await call('GET', '/order-history/', { token })).body as Order[];
    expect(history.map((order) => [order.id, order.status, order.vouchers.length])).toEqual([
      ['ord_000002', 'Pending', 0],
      ['ord_000003', 'Completed', 3],
      ['ord_000001', 'Expired', 0],
    ]);
    expect(history[1]?.items).toEqual([
      { product: { name: expect.any(String), image_url: expect.any(String) }, price_mrp: '100.00', quantity: 3 },
    ]);
    const pending = (await coinEntries(token)).filter((entry) => !entry.is_redeemed);
    expect(pending.map((entry) => [entry.coupon_code, entry.amount])).toEqual([['ord_000002', '-10.00']]);
  });

  it('need no cart and leave the carts alone', () => {
    expect(context.simulator.db.cartItem.count()).toBe(0);
  });
});

describe('a seeded order that breaks the coin rules', () => {
  const seededOrder = (email: string, coinsUsed: number): Scenario => ({
    name: 'seeded-coins',
    description: 'One pending order of product 1 at 100.00.',
    seed: { orders: [{ email, productId: 1, quantity: 1, coinsUsed, ageSeconds: 0, status: 'PAYMENT_PENDING' }] },
  });

  it('is refused when its coins exceed the balance, which would go negative', async () => {
    await expect(Simulator.create({ scenario: seededOrder('nocoins@example.com', 10) })).rejects.toThrow(
      'A seeded order of nocoins@example.com uses 10.00 coins, more than the 0.00 they hold',
    );
  });

  it('is refused when its coins exceed 10% of its total, as POST /place-order/ refuses', async () => {
    await expect(Simulator.create({ scenario: seededOrder('shopper@example.com', 10.01) })).rejects.toThrow(
      'A seeded order of shopper@example.com uses 10.01 coins, more than 10% of its total 100.00',
    );
  });
});

describe('the payment window', () => {
  const context = useSimulator();

  it('expires each pending order once its window has run out, however the orders came and went before', async () => {
    const token = await signIn();
    // A call first, so that the simulator has looked for overdue orders before any exists.
    expect((await call('GET', '/order-history/', { token })).body).toEqual([]);
    const first = await orderOf(token, 100);
    context.simulator.clock.advance(200_000);
    const second = await orderOf(token, 200);
    expect((await orderStatus(token, first)).body).toMatchObject({ status: 'PAYMENT_PENDING' });

    context.simulator.clock.advance(101_000);
    expect((await orderStatus(token, first)).body).toMatchObject({ status: 'expired' });
    expect((await orderStatus(token, second)).body).toMatchObject({ status: 'PAYMENT_PENDING' });

    context.simulator.clock.advance(200_000);
    expect((await orderStatus(token, second)).body).toMatchObject({ status: 'expired' });
    const third = await orderOf(token, 300);
    context.simulator.clock.advance(301_000);
    expect((await orderStatus(token, third)).body).toMatchObject({ status: 'expired' });
  });
});
