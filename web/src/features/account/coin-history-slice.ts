import { createSlice } from '@reduxjs/toolkit';
import type { CoinHistoryEntry } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';
import { signedOut } from '../session/session-store';
import { couponRedeemed } from './load-coins-slice';

export interface CoinHistoryState extends RequestState {
  entries: CoinHistoryEntry[];
}

const initialState: CoinHistoryState = { ...requestState.idle, entries: [] };

/** Spec section 8: the toast and the stored error of a failed coin-history load differ. */
export const coinHistoryToastMessage = 'Failed to fetch profile data.';
export const coinHistoryFailedMessage = 'Failed to fetch coins history';

export const coinHistorySlice = createSlice({
  name: 'coinHistory',
  initialState,
  reducers: {
    /** The Coin History panel opened: the entries are loaded afresh. */
    coinHistoryRequested: requestState.started,
    coinHistoryLoaded: requestState.loadedInto<CoinHistoryState, 'entries'>('entries'),
    coinHistoryFailed: requestState.failed,
  },
  extraReducers: (builder) => {
    // A redeemed code adds an entry: the history loads again.
    builder.addCase(couponRedeemed, requestState.started).addCase(signedOut, () => initialState);
  },
  selectors: {
    selectCoinEntries: (state) => state.entries,
    selectCoinHistoryStatus: (state) => state.status,
    selectCoinHistoryError: (state) => state.error,
  },
});

export const { coinHistoryRequested, coinHistoryLoaded, coinHistoryFailed } = coinHistorySlice.actions;
export const { selectCoinEntries, selectCoinHistoryStatus, selectCoinHistoryError } = coinHistorySlice.selectors;
