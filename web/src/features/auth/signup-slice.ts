import { createSlice } from '@reduxjs/toolkit';
import type { SignupRequest } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';

export type SignupDetails = Omit<SignupRequest, 'phone'>;

export type SignupState = RequestState;

const initialState: SignupState = requestState.idle;

export const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    signupRequested: { reducer: requestState.started, prepare: (details: SignupDetails) => ({ payload: details }) },
    signupSucceeded: requestState.succeeded,
    signupFailed: requestState.failed,
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
