import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { orderAbandoned } from '../cart/cart-store';

/** Ends a payment session unpaid: its time ran out ('expired') or the shopper left for the cart ('left'). */
export function useAbandonOrder() {
  const dispatch = useDispatch();
  return useCallback((reason: 'expired' | 'left') => dispatch(orderAbandoned(reason)), [dispatch]);
}
