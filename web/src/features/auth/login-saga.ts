import { call, put, select, takeLeading } from 'redux-saga/effects';
import { loginAnswers } from '../../../../contracts/generated/answers/login';
import { apiCall } from '../../lib/api-saga';
import { toastAutoCloseMs, toastRaised } from '../feedback/feedback-store';
import { sessionStarted } from '../session/session-store';
import { loginErrorMessage } from './login-error-message';
import { loginFailed, loginRequested, loginSucceeded, selectLoginStatus } from './login-slice';
import { storePasswordCredential } from './password-credentials';
import { forgetAccount, rememberAccount } from '../../lib/saved-accounts';

function* login({ payload: { username, password, rememberMe } }: ReturnType<typeof loginRequested>) {
  try {
    const response = yield* apiCall(loginAnswers, { json: { username, password, grant_type: 'password' } });
    yield put(loginSucceeded());
    yield put(sessionStarted(response));
    if (rememberMe) {
      yield call(rememberAccount, response.user.email);
      yield call(storePasswordCredential, username, password);
    } else {
      yield call(forgetAccount, response.user.email);
    }
  } catch (error) {
    const message = loginErrorMessage(error);
    // The red box announces it and the toast (spec: both) only shows it, unless the shopper left the screen meanwhile.
    const status: ReturnType<typeof selectLoginStatus> = yield select(selectLoginStatus);
    const stillOnScreen = status === 'loading';
    yield put(loginFailed(message));
    yield put(toastRaised(message, 'error', toastAutoCloseMs, { shownInPage: stillOnScreen }));
  }
}

export function* loginSaga() {
  // One attempt at a time: a second press while the first is under way must not count as another failed attempt.
  yield takeLeading(loginRequested.type, login);
}
