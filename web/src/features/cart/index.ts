export { cartSaga } from './cart-saga';
export { cartSlice, selectCartCount } from './cart-slice';
