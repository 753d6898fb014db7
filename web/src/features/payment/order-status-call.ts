import type { RequestInput } from '../../../../contracts/runtime/request-builder';
import type { SendEarly } from '../../lib/early-calls';

/** The order id from ?orderid= or, failing that, navigation state (spec section 2). */
export function orderIdOf(search: string, state: unknown): string | null {
  const fromState = typeof state === 'object' && state !== null ? (state as { orderId?: unknown }).orderId : undefined;
  return new URLSearchParams(search).get('orderid') ?? (typeof fromState === 'string' ? fromState : null);
}

/** The status call with which the payment pages poll an order: the polls' and the one sent at start-up alike. */
export const orderStatusInput = (orderId: string): RequestInput<'getOrderStatus'> => ({
  query: { order_id: orderId, decode_status: false },
});

/**
 * A payment page opened by URL asks for its order's status with the storefront's first calls, instead of once its
 * code has downloaded and run (the shopper comes back from the UPI app to /payment, a cold page load).
 */
export function sendOrderStatusAtOpening(send: SendEarly, search: string, state: unknown): void {
  const orderId = orderIdOf(search, state);
  if (orderId !== null) send('getOrderStatus', orderStatusInput(orderId));
}
