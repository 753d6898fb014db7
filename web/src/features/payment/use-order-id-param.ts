import { useLocation } from 'react-router-dom';

/** The order id from ?orderid= or, failing that, navigation state (spec section 2). */
export function useOrderIdParam(): string | null {
  // URLSearchParams rather than react-router's useSearchParams: the router lives in the home route's chunk, and every
  // export a lazy page uses from it is kept there.
  const { search, state } = useLocation();
  const fromState = typeof state === 'object' && state !== null ? (state as { orderId?: unknown }).orderId : undefined;
  return new URLSearchParams(search).get('orderid') ?? (typeof fromState === 'string' ? fromState : null);
}

/** A storefront URL from the provider with ?orderid= set, so the page it opens knows the order. */
export function withOrderId(url: string, orderId: string): string {
  const target = new URL(url);
  target.searchParams.set('orderid', orderId);
  return target.href;
}
