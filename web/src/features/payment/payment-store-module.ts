import { all, call } from 'redux-saga/effects';
import type { StoreModule } from '../../lib/store-module';
import { orderStatusSaga } from './order-status-saga';
import { orderStatusSlice } from './order-status-slice';
import { paymentSessionSaga } from './payment-session-saga';

function* paymentSaga() {
  yield all([call(orderStatusSaga), call(paymentSessionSaga)]);
}

/**
 * The payment pages' state and sagas, which join the store when one of those pages first opens (the edit modal brings
 * its own: edit-details-store-module.ts).
 */
export const paymentStoreModule: StoreModule = { slices: [orderStatusSlice], saga: paymentSaga };
