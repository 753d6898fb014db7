import type { StoreModule } from '../../lib/store-module';
import { authSaga } from './auth-saga';
import { loginSlice } from './login-slice';
import { signupSlice } from './signup-slice';

/** Sign-in's and sign-up's state and sagas, which join the store when one of those screens first opens. */
export const authStoreModule: StoreModule = { slices: [loginSlice, signupSlice], saga: authSaga };
