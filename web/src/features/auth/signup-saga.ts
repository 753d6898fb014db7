import { put, select, takeLeading } from 'redux-saga/effects';
import { signupAnswers } from '../../../../contracts/generated/answers/signup';
import { apiCall } from '../../lib/api-saga';
import { toastAutoCloseMs, toastRaised } from '../feedback/feedback-store';
import { signupFormMessage, signupToastMessage } from './signup-error-message';
import { selectSignupStatus, signupFailed, signupRequested, signupSucceeded } from './signup-slice';

/** The storefront asks for no phone number; the provider requires one (spec section 7). */
export const placeholderPhone = '9999999999';

function* signup({ payload }: ReturnType<typeof signupRequested>) {
  try {
    yield* apiCall(signupAnswers, { json: { ...payload, phone: placeholderPhone } });
    yield put(signupSucceeded());
  } catch (error) {
    // The red box announces the failure and the toast (spec: both) only shows it, unless the screen was left meanwhile.
    const status: ReturnType<typeof selectSignupStatus> = yield select(selectSignupStatus);
    const stillOnScreen = status === 'loading';
    yield put(signupFailed(signupFormMessage(error)));
    yield put(toastRaised(signupToastMessage(error), 'error', toastAutoCloseMs, { shownInPage: stillOnScreen }));
  }
}

export function* signupSaga() {
  // One account per press: a second press while the first is under way would only answer 409.
  yield takeLeading(signupRequested.type, signup);
}
