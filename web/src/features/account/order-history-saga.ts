import { put, takeLatest } from 'redux-saga/effects';
import { getOrderHistoryAnswers } from '../../../../contracts/generated/answers/get-order-history';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { shortToastMs, toastRaised } from '../feedback/feedback-store';
import {
  orderHistoryFailed,
  orderHistoryFallbackMessage,
  orderHistoryLoaded,
  orderHistoryRequested,
} from './order-history-slice';

function* loadOrderHistory() {
  try {
    const orders = yield* apiCall(getOrderHistoryAnswers, {});
    yield put(orderHistoryLoaded(orders));
  } catch (error) {
    const message = errorMessage(error, orderHistoryFallbackMessage);
    yield put(orderHistoryFailed(message));
    yield put(toastRaised(message, 'error', shortToastMs));
  }
}

/** Loads the shopper's orders; a newer request wins over one still under way. */
export function* orderHistorySaga() {
  yield takeLatest(orderHistoryRequested.type, loadOrderHistory);
}
