import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { apiCallFinished, apiCallStarted } from '../../lib/api-saga';

export type ToastSeverity = 'error' | 'success' | 'info';

export interface Toast {
  id: string;
  message: string;
  severity: ToastSeverity;
  /** How long it shows before closing by itself. */
  autoCloseMs: number;
  /**
   * Whether assistive technology announces it (an alert). Not when the page shows the same news in an alert of its
   * own (`shownInPage`): that alert, which stays, announces it, and the toast only shows it.
   */
  announced: boolean;
}

export interface ToastOptions {
  /**
   * The page shows the same failure in an alert of its own (a form's red box): the toast is then not announced
   * as well, so that a screen reader says it once. Seen, it is as any other toast.
   */
  shownInPage?: boolean;
}

/** Part 1 of the spec: a toast closes by itself after 5 s. */
export const toastAutoCloseMs = 5000;

/** Part 2 of the spec: the toasts of the payment and account pages close after 3 s. */
export const shortToastMs = 3000;

/** What the spec calls an alert: a message the shopper must acknowledge, with the reason when one is known. */
export interface ShopperAlert {
  id: string;
  message: string;
  detail: string | null;
}

export interface FeedbackState {
  /** Provider calls under way in the foreground; the global spinner overlay shows while any is. */
  activeTasks: number;
  toasts: Toast[];
  /** Shown one at a time, oldest first. */
  alerts: ShopperAlert[];
}

const initialState: FeedbackState = { activeTasks: 0, toasts: [], alerts: [] };

export const defaultToastMessage = 'An unexpected error occurred!';

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    toastRaised: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(
        message: string | undefined,
        severity: ToastSeverity = 'error',
        autoCloseMs = toastAutoCloseMs,
        { shownInPage = false }: ToastOptions = {},
      ) {
        const text = message === undefined || message.trim() === '' ? defaultToastMessage : message;
        return { payload: { id: nanoid(), message: text, severity, autoCloseMs, announced: !shownInPage } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    alertRaised: {
      reducer(state, action: PayloadAction<ShopperAlert>) {
        state.alerts.push(action.payload);
      },
      prepare: (message: string, detail: string | null = null) => ({ payload: { id: nanoid(), message, detail } }),
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.alerts = state.alerts.filter((alert) => alert.id !== action.payload);
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
    selectCurrentAlert: (state) => state.alerts[0] ?? null,
  },
});

export const { toastRaised, toastDismissed, alertRaised, alertDismissed } = feedbackSlice.actions;
export const { selectIsBusy, selectToasts, selectCurrentAlert } = feedbackSlice.selectors;
