import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { getCoinsHistoryAnswers } from '../../../../contracts/generated/answers/get-coins-history';
import { apiCall } from '../../lib/api-saga';
import { shortToastMs, toastRaised } from '../feedback/feedback-store';
import { readCoinBalanceAgain } from '../session/session-store';
import {
  coinHistoryFailed,
  coinHistoryFailedMessage,
  coinHistoryLoaded,
  coinHistoryRequested,
  coinHistoryToastMessage,
} from './coin-history-slice';
import { couponRedeemed } from './load-coins-slice';

function* loadCoinHistory() {
  try {
    const { coins } = yield* apiCall(getCoinsHistoryAnswers, {});
    yield put(coinHistoryLoaded(coins));
  } catch {
    yield put(coinHistoryFailed(coinHistoryFailedMessage));
    yield put(toastRaised(coinHistoryToastMessage, 'error', shortToastMs));
  }
}

/**
 * Loads the coin history when it is asked for and again after a code is redeemed, the newest request winning. The
 * balance is read again with it, so that the header agrees with the movements listed (a refund among them).
 */
export function* coinHistorySaga() {
  yield takeLatest([coinHistoryRequested.type, couponRedeemed.type], loadCoinHistory);
  yield takeEvery(coinHistoryRequested.type, readCoinBalanceAgain);
}
