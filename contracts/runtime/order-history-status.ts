import type { OrderState } from '../generated/types';

/**
 * How an order's payment state reads in the order history (Order.status), and how storefronts colour it. The spec
 * colours Completed green and Pending yellow and every other text grey; a provider may send texts of its own, so the
 * tone is read from the text, never assumed from the four below.
 */
export const orderHistoryStatus: Readonly<Record<OrderState, string>> = {
  PAYMENT_PENDING: 'Pending',
  success: 'Completed',
  expired: 'Expired',
  failed: 'Failed',
};

export type OrderStatusTone = 'completed' | 'pending' | 'other';

export function orderStatusTone(status: string): OrderStatusTone {
  if (status === orderHistoryStatus.success) return 'completed';
  if (status === orderHistoryStatus.PAYMENT_PENDING) return 'pending';
  return 'other';
}
