import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectCoins } from '../session/session-store';
import { cartLinesOf, checkoutSummaryOf, selectCart } from './cart-slice';

/** The cart's lines as the page shows them, computed again only when the cart changes. */
export function useCartLines() {
  const cart = useSelector(selectCart);
  return useMemo(() => cartLinesOf(cart), [cart]);
}

/** The cart's summary for the shopper's balance, computed again only when either changes. */
export function useCheckoutSummary() {
  const cart = useSelector(selectCart);
  const coins = useSelector(selectCoins);
  return useMemo(() => checkoutSummaryOf(cart, coins), [cart, coins]);
}
