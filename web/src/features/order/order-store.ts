export { orderSaga } from './order-saga';
export { orderAbandoned, orderSlice, selectPlacedOrder } from './order-slice';
