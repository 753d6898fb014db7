import { all, call } from 'redux-saga/effects';
import { addToCartSaga } from './add-to-cart-saga';
import { addToCartSlice } from './add-to-cart-slice';
import { cartSaga } from './cart-saga';
import { cartSlice } from './cart-slice';

export { orderAbandoned } from './checkout-slice';
export {
  cartChangedElsewhere,
  cartPageOpened,
  selectCartCount,
  selectCartItems,
  selectCheckoutSummary,
  type CheckoutSummary,
} from './cart-slice';

/** The feature's slices and sagas, wired into the app store as one entry each. */
export const cartSlices = [cartSlice, addToCartSlice] as const;

export function* cartRootSaga() {
  yield all([call(cartSaga), call(addToCartSaga)]);
}
