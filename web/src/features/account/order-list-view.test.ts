import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../contracts';
import { initiallyExpanded, newestFirst } from './order-list-view';

const order = (id: string, orderDate: string): Order => ({
  id,
  order_date: orderDate,
  status: 'Completed',
  voucher_type: 'E-Gift Card',
  items: [],
  vouchers: [],
});

const orders = [
  order('ord_000002', '2026-11-20T10:00:00Z'),
  order('ord_000005', '2026-11-22T10:00:00+05:30'),
  order('ord_000001', '2026-11-19T10:00:00Z'),
  order('ord_000004', '2026-11-22T04:30:00Z'),
  order('ord_000003', '2026-11-21T10:00:00Z'),
];

describe('the order list', () => {
  it('shows the orders newest first by their moment, whatever their offsets', () => {
    // ord_000005 and ord_000004 are the same instant: they keep the provider's order.
    expect(newestFirst(orders).map(({ id }) => id)).toEqual([
      'ord_000005',
      'ord_000004',
      'ord_000003',
      'ord_000002',
      'ord_000001',
    ]);
  });

  it('opens the three newest expanded', () => {
    expect([...initiallyExpanded(orders)]).toEqual(['ord_000005', 'ord_000004', 'ord_000003']);
    expect([...initiallyExpanded(orders.slice(0, 2))]).toEqual(['ord_000005', 'ord_000002']);
  });

  it('puts an order without a readable date last', () => {
    const undated = order('ord_000009', 'soon');
    expect(newestFirst([undated, ...orders]).at(-1)).toBe(undated);
  });
});
