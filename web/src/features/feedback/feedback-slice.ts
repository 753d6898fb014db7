import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'error' | 'success' | 'info';

export interface Toast {
  id: string;
  message: string;
  severity: ToastSeverity;
}

export interface FeedbackState {
  /** Loading tasks under way; the global spinner overlay shows while any is. */
  activeTasks: number;
  toasts: Toast[];
}

const initialState: FeedbackState = { activeTasks: 0, toasts: [] };

export const defaultToastMessage = 'An unexpected error occurred!';

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    loadingTaskStarted(state) {
      state.activeTasks += 1;
    },
    loadingTaskFinished(state) {
      state.activeTasks = Math.max(0, state.activeTasks - 1);
    },
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
  selectors: {
    selectIsBusy: (state) => state.activeTasks > 0,
    selectToasts: (state) => state.toasts,
  },
});

export const { loadingTaskStarted, loadingTaskFinished, toastRaised, toastDismissed } = feedbackSlice.actions;
export const { selectIsBusy, selectToasts } = feedbackSlice.selectors;
