import type { StoreModule } from '../../lib/store-module';
import { orderSaga } from './order-saga';
import { orderSlice } from './order-slice';

/** Checkout's state and saga, which join the store when the cart page first opens. */
export const orderStoreModule: StoreModule = { slices: [orderSlice], saga: orderSaga };
