import { all, call } from 'redux-saga/effects';
import type { StoreModule } from '../../lib/store-module';
import { orderStatusSaga } from './order-status-saga';
import { orderStatusSlice } from './order-status-slice';
import { paymentSessionSaga } from './payment-session-saga';
import { userUpdateSaga } from './user-update-saga';
import { userUpdateSlice } from './user-update-slice';

function* paymentSaga() {
  yield all([call(orderStatusSaga), call(paymentSessionSaga), call(userUpdateSaga)]);
}

/** The payment pages' state and sagas (the order's status, the session, the edit modal's change), which join the store when one of those pages first opens. */
export const paymentStoreModule: StoreModule = { slices: [orderStatusSlice, userUpdateSlice], saga: paymentSaga };
