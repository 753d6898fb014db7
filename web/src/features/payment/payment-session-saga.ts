import { call, put, takeEvery } from 'redux-saga/effects';
import { clearPaymentStorage } from '../../lib/payment-storage';
import { alertRaised } from '../feedback/feedback-store';
import { orderAbandoned } from '../cart/cart-store';
import { paymentLinksMissing } from './order-status-slice';
import { markPaymentCancelled } from './payment-timer-storage';

export const paymentExpiredMessage = 'Payment session expired. You will be redirected to the home page.';
export const missingLinksMessage = 'Payment links could not be loaded. Please retry.';

function* endPaymentSession({ payload: { reason } }: ReturnType<typeof orderAbandoned>) {
  if (reason === 'left') {
    yield call(clearPaymentStorage);
    return;
  }
  yield call(markPaymentCancelled);
  yield put(alertRaised(paymentExpiredMessage));
}

function* reportMissingLinks() {
  yield put(alertRaised(missingLinksMessage));
}

/**
 * A payment session that ended unpaid forgets its stored keys; one that ran out says so, as does one without payment
 * links (spec sections 4 and 8).
 */
export function* paymentSessionSaga() {
  yield takeEvery(orderAbandoned.type, endPaymentSession);
  yield takeEvery(paymentLinksMissing.type, reportMissingLinks);
}
