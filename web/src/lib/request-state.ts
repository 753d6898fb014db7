import type { PayloadAction } from '@reduxjs/toolkit';

/** The life of a request a slice tracks. */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What a slice keeps of the request it tracks; the answer's data lives beside it, under the slice's own names. */
export interface RequestState {
  status: RequestStatus;
  /** Why the last request failed, as the shopper reads it. */
  error: string | null;
}

const idle: Readonly<RequestState> = { status: 'idle', error: null };

function succeeded(state: RequestState): void {
  state.status = 'succeeded';
  state.error = null;
}

/**
 * The request's part of a slice: its initial state and its case reducers, which a slice gives its own event-named
 * actions (`cartRequested: requestState.started`) or calls before keeping an answer's data.
 */
export const requestState = {
  idle,

  started(state: RequestState): void {
    state.status = 'loading';
    state.error = null;
  },

  /** For what loads once: only a request never sent (or reset) starts; asking again meanwhile or later changes nothing. */
  startedOnce(state: RequestState): void {
    if (state.status === 'idle') state.status = 'loading';
  },

  succeeded,

  /** For what a slice loads whole (a list, say): the request succeeded and its answer replaces what is kept at `key`. */
  loadedInto<State extends RequestState, Key extends keyof State>(key: Key) {
    return (state: State, action: PayloadAction<State[Key]>): void => {
      succeeded(state);
      state[key] = action.payload;
    };
  },

  failed(state: RequestState, action: PayloadAction<string>): void {
    state.status = 'failed';
    state.error = action.payload;
  },
};
