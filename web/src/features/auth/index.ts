// The screens themselves are not exported: the router loads each on demand, keeping formik and yup off the home page.
export { authSaga } from './auth-saga';
export { loginSlice } from './login-slice';
export { signupSlice } from './signup-slice';
