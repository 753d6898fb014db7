import { all, call } from 'redux-saga/effects';
import type { StoreModule } from '../../lib/store-module';
import { coinHistorySaga } from './coin-history-saga';
import { coinHistorySlice } from './coin-history-slice';
import { loadCoinsSaga } from './load-coins-saga';
import { loadCoinsSlice } from './load-coins-slice';
import { orderHistorySaga } from './order-history-saga';
import { orderHistorySlice } from './order-history-slice';

function* accountSaga() {
  yield all([call(orderHistorySaga), call(coinHistorySaga), call(loadCoinsSaga)]);
}

/** Track Order's and Load Coins' state and sagas, which join the store when one of those pages first opens. */
export const accountStoreModule: StoreModule = {
  slices: [orderHistorySlice, coinHistorySlice, loadCoinsSlice],
  saga: accountSaga,
};
