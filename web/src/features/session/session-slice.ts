import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, User } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';

/** The request state is the user data's (and with it the coins'). */
export interface SessionState extends RequestState {
  /** An access token is stored: the shopper counts as signed in (spec section 6) even before user data arrives. */
  signedIn: boolean;
  user: User | null;
}

export const initialSessionState: SessionState = { signedIn: false, user: null, ...requestState.idle };

export const userDataFallbackMessage = 'Failed to fetch user data';

/** Spec section 9: the balance is coins (or usercoins) coerced to a number, 0 when missing or not a number. */
export function coinBalance(user: Pick<User, 'coins' | 'usercoins'>): number {
  const balance = Number(user.coins ?? user.usercoins ?? 0);
  return Number.isFinite(balance) ? balance : 0;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The provider accepted a login: the tokens are to be stored and the shopper's data loaded. */
    sessionStarted(state, action: PayloadAction<LoginResponse>) {
      state.signedIn = true;
      state.user = action.payload.user;
      state.error = null;
    },
    /** The tokens are stored (at sign-in, or found at start-up): the shopper's data and cart can be loaded. */
    sessionReady(state) {
      state.signedIn = true;
    },
    /** A page shows the shopper's data and finds none: it is loaded unless it is on its way. */
    userDataNeeded() {},
    /** The shopper's data changed on the provider (a profile saved): it is loaded again, though one is shown. */
    userDataRefreshRequested() {},
    /** The provider changed the balance without this page asking (an order's coins refunded): read behind the page. */
    coinBalanceChangedElsewhere() {},
    userDataRequested: requestState.started,
    userDataLoaded(state, action: PayloadAction<User>) {
      requestState.succeeded(state);
      state.user = action.payload;
    },
    userDataFailed: requestState.failed,
    /** The provider answered the shopper's details after changing them (the payment pages' edit modal). */
    userDetailsReported(state, action: PayloadAction<Pick<User, 'username' | 'email' | 'phone'>>) {
      if (state.user === null) return;
      state.user = { ...state.user, ...action.payload };
    },
    /** The provider answered the shopper's balance after changing it (an order placed, say). */
    coinBalanceReported(state, action: PayloadAction<number>) {
      if (state.user === null) return;
      state.user.coins = action.payload;
      if (state.user.usercoins !== undefined) state.user.usercoins = action.payload;
    },
    /** The session ended: by Logout, by a failed token refresh, or because no refresh token was left. */
    signedOut() {
      return initialSessionState;
    },
  },
  selectors: {
    selectSignedIn: (state) => state.signedIn,
    selectUser: (state) => state.user,
    /** Signed in, without user data, and none on its way. */
    selectUserDataMissing: (state) => state.signedIn && state.user === null && state.status !== 'loading',
    /** User data shown, and none on its way (a load under way, such as a sign-in's, brings the balance anyway). */
    selectUserDataSettled: (state) => state.user !== null && state.status !== 'loading',
    /** The coin balance as a number (the spec's usercoins); 0 while no user data is known. */
    selectCoins: (state) => (state.user === null ? 0 : coinBalance(state.user)),
  },
});

export const {
  sessionStarted,
  sessionReady,
  userDataNeeded,
  userDataRefreshRequested,
  coinBalanceChangedElsewhere,
  userDataRequested,
  userDataLoaded,
  userDataFailed,
  coinBalanceReported,
  userDetailsReported,
  signedOut,
} = sessionSlice.actions;
export const { selectSignedIn, selectUser, selectCoins, selectUserDataMissing, selectUserDataSettled } =
  sessionSlice.selectors;

/** The shopper pressed Logout. */
export const logoutRequested = createAction('session/logoutRequested');

/** The stored session could not be renewed; the payload says why (the server's text or the client's own). */
export const tokenRefreshFailed = createAction<string>('session/tokenRefreshFailed');
