import { call, put, takeLeading } from 'redux-saga/effects';
import { updateUserAnswers } from '../../../../contracts/generated/answers/update-user';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { shortToastMs, toastRaised } from '../feedback/feedback-store';
import { userDetailsReported } from '../session/session-store';
import { orderDetailsRefreshRequested } from './order-status-slice';
import { userUpdated, userUpdateFailed, userUpdateFallbackMessage, userUpdateRequested } from './user-update-slice';

function logUpdateError(message: string): void {
  console.warn(`Updating the user details failed: ${message}`);
}

function* updateUser({ payload: details }: ReturnType<typeof userUpdateRequested>) {
  try {
    // PATCH /user/update/ goes without the bearer token (the registry says so): the e-mail and username name the user.
    const answer = yield* apiCall(updateUserAnswers, { json: details });
    yield put(userUpdated());
    yield put(userDetailsReported(answer.user));
    yield put(orderDetailsRefreshRequested());
    yield put(toastRaised(answer.message, 'success', shortToastMs));
  } catch (error) {
    // Spec section 4: a failure is only logged; the modal shows the stored text in red.
    const message = errorMessage(error, userUpdateFallbackMessage);
    yield call(logUpdateError, message);
    yield put(userUpdateFailed(message));
  }
}

export function* userUpdateSaga() {
  yield takeLeading(userUpdateRequested.type, updateUser);
}
