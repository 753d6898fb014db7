import { createSlice } from '@reduxjs/toolkit';
import { requestState, type RequestState } from '../../lib/request-state';

export interface LoginAttempt {
  /** An e-mail address or a 10-digit phone number. */
  username: string;
  password: string;
  rememberMe: boolean;
}

export type LoginState = RequestState;

const initialState: LoginState = requestState.idle;

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    // The password travels in the action to the saga only; no reducer keeps it.
    loginRequested: { reducer: requestState.started, prepare: (attempt: LoginAttempt) => ({ payload: attempt }) },
    loginSucceeded: requestState.succeeded,
    loginFailed: requestState.failed,
    /** The login screen was left: the next visit starts without the previous outcome. */
    loginScreenLeft() {
      return initialState;
    },
  },
  selectors: {
    selectLoginStatus: (state) => state.status,
    selectLoginError: (state) => state.error,
  },
});

export const { loginRequested, loginSucceeded, loginFailed, loginScreenLeft } = loginSlice.actions;
export const { selectLoginStatus, selectLoginError } = loginSlice.selectors;
