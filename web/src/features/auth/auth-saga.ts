import { all, call } from 'redux-saga/effects';
import { loginSaga } from './login-saga';
import { signupSaga } from './signup-saga';

export function* authSaga() {
  yield all([call(loginSaga), call(signupSaga)]);
}
