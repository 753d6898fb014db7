export { authSaga } from './auth-saga';
export { loginSlice } from './login-slice';
export { signupSlice } from './signup-slice';
