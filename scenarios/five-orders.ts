import type { Scenario, SeededOrder } from './scenario';

const order = (productId: number, ageSeconds: number, status: SeededOrder['status']): SeededOrder => ({
  email: 'shopper@example.com',
  productId,
  quantity: 1,
  coinsUsed: 0,
  ageSeconds,
  status,
});

const day = 24 * 60 * 60;

export const fiveOrders: Scenario = {
  name: 'five-orders',
  description:
    'shopper@example.com has five orders of one voucher each, newest first: ord_000005 (product 5, placed 60 s ago, Pending), ord_000004 (product 4, an hour ago, Completed), ord_000003 (product 3, a day ago and never paid, Expired), ord_000002 (product 2, 3 days ago, Completed) and ord_000001 (product 1, 10 days ago, Completed).',
  seed: {
    orders: [
      order(1, 10 * day, 'success'),
      order(2, 3 * day, 'success'),
      order(3, day, 'PAYMENT_PENDING'),
      order(4, 60 * 60, 'success'),
      order(5, 60, 'PAYMENT_PENDING'),
    ],
  },
};
