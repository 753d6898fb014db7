import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { apiCallFinished, apiCallStarted } from '../../lib/api-saga';

export type ToastSeverity = 'error' | 'success' | 'info';

export interface Toast {
  id: string;
  message: string;
  severity: ToastSeverity;
}

export interface FeedbackState {
  /** Provider calls under way in the foreground; the global spinner overlay shows while any is. */
  activeTasks: number;
  toasts: Toast[];
}

const initialState: FeedbackState = { activeTasks: 0, toasts: [] };

export const defaultToastMessage = 'An unexpected error occurred!';

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    toastRaised: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(message: string | undefined, severity: ToastSeverity = 'error') {
        const text = message === undefined || message.trim() === '' ? defaultToastMessage : message;
        return { payload: { id: nanoid(), message: text, severity } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // A call in the background (search as the shopper types) must not cover the page.
    builder
      .addCase(apiCallStarted, (state, { payload }) => {
        if (!payload.background) state.activeTasks += 1;
      })
      .addCase(apiCallFinished, (state, { payload }) => {
        if (!payload.background) state.activeTasks = Math.max(0, state.activeTasks - 1);
      });
  },
  selectors: {
    selectIsBusy: (state) => state.activeTasks > 0,
    selectToasts: (state) => state.toasts,
  },
});

export const { toastRaised, toastDismissed } = feedbackSlice.actions;
export const { selectIsBusy, selectToasts } = feedbackSlice.selectors;
