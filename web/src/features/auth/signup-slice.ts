import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignupRequest } from '../../../../contracts';
import type { AsyncStatus } from '../../lib/async-status';

export type SignupDetails = Omit<SignupRequest, 'phone'>;

export interface SignupState {
  status: AsyncStatus;
  error: string | null;
}

const initialState: SignupState = { status: 'idle', error: null };

export const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    signupRequested: {
      reducer(state) {
        state.status = 'loading';
        state.error = null;
      },
      prepare: (details: SignupDetails) => ({ payload: details }),
    },
    signupSucceeded(state) {
      state.status = 'succeeded';
    },
    signupFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The signup screen was left: the next visit starts with an empty form and no outcome. */
    signupScreenLeft() {
      return initialState;
    },
  },
  selectors: {
    selectSignupStatus: (state) => state.status,
    selectSignupError: (state) => state.error,
  },
});

export const { signupRequested, signupSucceeded, signupFailed, signupScreenLeft } = signupSlice.actions;
export const { selectSignupStatus, selectSignupError } = signupSlice.selectors;
