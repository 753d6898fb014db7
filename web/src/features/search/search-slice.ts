import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';

export interface SearchState extends RequestState {
  results: Product[];
  /** The trimmed term of the search under way or last answered; '' when cleared. */
  lastQuery: string;
}

const initialState: SearchState = { ...requestState.idle, results: [], lastQuery: '' };

/** The shopper typed: only the saga reacts, deciding whether and when to search. */
export const searchQueryChanged = createAction<string>('search/searchQueryChanged');

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchStarted(state, action: PayloadAction<string>) {
      requestState.started(state);
      state.lastQuery = action.payload;
    },
    searchSucceeded(state, action: PayloadAction<{ query: string; results: Product[] }>) {
      // An answer for an older term must never replace the newer term's results.
      if (action.payload.query !== state.lastQuery) return;
      requestState.succeeded(state);
      state.results = action.payload.results;
    },
    searchFailed(state, action: PayloadAction<{ query: string; error: string }>) {
      if (action.payload.query !== state.lastQuery) return;
      state.status = 'failed';
      state.error = action.payload.error;
      state.results = [];
    },
    searchCleared() {
      return initialState;
    },
  },
  selectors: {
    selectSearchResults: (state) => state.results,
    selectSearchStatus: (state) => state.status,
    selectSearchError: (state) => state.error,
    selectSearchLastQuery: (state) => state.lastQuery,
  },
});

export const { searchStarted, searchSucceeded, searchFailed, searchCleared } = searchSlice.actions;
export const { selectSearchResults, selectSearchStatus, selectSearchError, selectSearchLastQuery } =
  searchSlice.selectors;
