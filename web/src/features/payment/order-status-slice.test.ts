import { describe, expect, it } from 'vitest';
import type { OrderStatusResponse } from '../../../../contracts';
import { orderPollingStarted, orderStatusPolled, orderStatusSlice, type PolledStatus } from './order-status-slice';

const order: OrderStatusResponse = {
  status: 'PAYMENT_PENDING',
  redirectUrl: null,
  orderDetails: {
    orderId: 'ord_000001',
    created_at: '2026-11-25T10:00:00+05:30',
    amount: 500,
    redirectUrl: null,
    status: 'PAYMENT_PENDING',
    user: { username: 'shopper', email: 'shopper@example.com', phone: null },
  },
  paymentLinks: { gpay: 'https://pay.example/gpay' },
  server_time: '2026-11-25T10:00:02+05:30',
};

const polled = (details: OrderStatusResponse, receivedAtMs: number): PolledStatus => ({
  paymentState: details.status,
  redirectUrl: details.redirectUrl,
  clockOffsetMs: 0,
  receivedAtMs,
  details,
});

const { reducer } = orderStatusSlice;
const opened = reducer(undefined, orderPollingStarted('ord_000001', 'payment'));

describe('the order status slice', () => {
  it('keeps the shown order’s object when a poll answers the same order at a later provider time', () => {
    const first = reducer(opened, orderStatusPolled(polled(order, 1_000)));
    const later = { ...order, server_time: '2026-11-25T10:00:04+05:30' };
    const second = reducer(first, orderStatusPolled(polled(later, 3_000)));
    expect(second.details).toBe(first.details);
    expect(second.countMovedAtMs).toBe(3_000);
  });

  it('takes the new answer when the order changed', () => {
    const first = reducer(opened, orderStatusPolled(polled(order, 1_000)));
    const paid: OrderStatusResponse = {
      ...order,
      status: 'success',
      orderDetails: { ...order.orderDetails, status: 'success' },
    };
    const second = reducer(first, orderStatusPolled(polled(paid, 3_000)));
    expect(second.details).toEqual(paid);
    expect(second.paymentState).toBe('success');
  });
});
