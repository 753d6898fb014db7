export { orderSaga } from './order-saga';
export { orderSlice, selectPlacedOrder } from './order-slice';
