import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadCoinResponse } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';
import { signedOut } from '../session/session-store';

export interface LoadCoinsState extends RequestState {
  /** The last code redeemed on this visit to Load Coins. */
  redeemed: LoadCoinResponse | null;
}

const initialState: LoadCoinsState = { ...requestState.idle, redeemed: null };

export const redeemFallbackMessage = 'Failed to redeem coupon';

export const loadCoinsSlice = createSlice({
  name: 'loadCoins',
  initialState,
  reducers: {
    /** Load Coins opened: it starts without the outcome of an earlier visit. */
    loadCoinsOpened: () => initialState,
    couponRedeemRequested: {
      reducer(state) {
        requestState.started(state);
        state.redeemed = null;
      },
      prepare: (couponCode: string) => ({ payload: couponCode }),
    },
    couponRedeemed(state, action: PayloadAction<LoadCoinResponse>) {
      requestState.succeeded(state);
      state.redeemed = action.payload;
    },
    couponRedeemFailed: requestState.failed,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectLoadCoins: (state) => state,
  },
});

export const { loadCoinsOpened, couponRedeemRequested, couponRedeemed, couponRedeemFailed } = loadCoinsSlice.actions;
export const { selectLoadCoins } = loadCoinsSlice.selectors;
