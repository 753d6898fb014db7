import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { addToCartRequested, productPageLeft, selectAddToCartStatus, type CartLine } from './add-to-cart-slice';

/**
 * Add to Cart for the page that offers it: how the last addition went, and the way to add a line. Leaving the page
 * forgets the outcome, so the next visit starts without it.
 */
export function useAddToCart() {
  const dispatch = useDispatch();
  const status = useSelector(selectAddToCartStatus);
  useEffect(
    () => () => {
      dispatch(productPageLeft());
    },
    [dispatch],
  );
  const addToCart = useCallback((line: CartLine) => dispatch(addToCartRequested(line)), [dispatch]);
  return { status, addToCart };
}
