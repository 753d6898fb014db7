import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, User } from '../../../../contracts';
import type { AsyncStatus } from '../../lib/async-status';

export interface SessionState {
  /** An access token is stored: the shopper counts as signed in (spec section 6) even before user data arrives. */
  signedIn: boolean;
  user: User | null;
  /** The coin balance as a number; a missing balance counts as 0. */
  coins: number;
  /** Loading of the user data (and with it the coins). */
  status: AsyncStatus;
  error: string | null;
}

export const initialSessionState: SessionState = {
  signedIn: false,
  user: null,
  coins: 0,
  status: 'idle',
  error: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The provider accepted a login: the tokens are to be stored and the shopper's data loaded. */
    sessionStarted(state, action: PayloadAction<LoginResponse>) {
      state.signedIn = true;
      state.user = action.payload.user;
      state.coins = Number(action.payload.user.coins ?? action.payload.user.usercoins ?? 0);
      state.error = null;
    },
    /** The session ended: by Logout, by a failed token refresh, or because no refresh token was left. */
    signedOut() {
      return initialSessionState;
    },
  },
  selectors: {
    selectSignedIn: (state) => state.signedIn,
    selectUser: (state) => state.user,
    selectCoins: (state) => state.coins,
  },
});

export const { sessionStarted, signedOut } = sessionSlice.actions;
export const { selectSignedIn, selectUser, selectCoins } = sessionSlice.selectors;
