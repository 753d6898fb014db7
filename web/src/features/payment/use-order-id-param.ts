import { useLocation } from 'react-router-dom';
import { orderIdOf } from './order-status-call';

/** The order id from ?orderid= or, failing that, navigation state (spec section 2). */
export function useOrderIdParam(): string | null {
  // Not react-router's useSearchParams: the router lives in the home route's chunk, and every export a lazy page uses
  // from it is kept there.
  const { search, state } = useLocation();
  return orderIdOf(search, state);
}

/** A storefront URL from the provider with ?orderid= set, so the page it opens knows the order. */
export function withOrderId(url: string, orderId: string): string {
  const target = new URL(url);
  target.searchParams.set('orderid', orderId);
  return target.href;
}
