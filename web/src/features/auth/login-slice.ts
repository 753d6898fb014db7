import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AsyncStatus } from '../../lib/async-status';

export interface LoginAttempt {
  /** An e-mail address or a 10-digit phone number. */
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginState {
  status: AsyncStatus;
  error: string | null;
}

const initialState: LoginState = { status: 'idle', error: null };

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    // The password travels in the action to the saga only; no reducer keeps it.
    loginRequested: {
      reducer(state) {
        state.status = 'loading';
        state.error = null;
      },
      prepare: (attempt: LoginAttempt) => ({ payload: attempt }),
    },
    loginSucceeded(state) {
      state.status = 'succeeded';
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
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
