import type { StoreModule } from '../../lib/store-module';
import { orderStatusSaga } from './order-status-saga';
import { orderStatusSlice } from './order-status-slice';

/** The payment pages' state and sagas, which join the store when one of those pages first opens. */
export const paymentStoreModule: StoreModule = { slices: [orderStatusSlice], saga: orderStatusSaga };
