import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { checkoutRequested, selectCheckoutStatus, selectPlacedOrder } from './checkout-slice';

/** Checkout for the cart page: how placing the order goes, the order once placed, and the way to place it. */
export function useCheckout() {
  const dispatch = useDispatch();
  const status = useSelector(selectCheckoutStatus);
  const placed = useSelector(selectPlacedOrder);
  const checkout = useCallback(() => dispatch(checkoutRequested()), [dispatch]);
  return { status, placed, checkout };
}
