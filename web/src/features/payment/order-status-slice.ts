import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderState, OrderStatusResponse } from '../../../../contracts';

/**
 * The page that polls: /verify-details asks GET /place-order/ and counts 180 s from its first opening, kept in local
 * storage; /payment asks GET /order-status/ and counts 300 s from the order's created_at (spec sections 4 and 7).
 */
export type PaymentPage = 'verify-details' | 'payment';

export interface OrderStatusState {
  orderId: string | null;
  /** The order's payment state as last polled; null before the first answer. */
  paymentState: OrderState | null;
  /** Where the provider sends the shopper after payment; null when it has none (or has not said). */
  redirectUrl: string | null;
  /** How far the provider's clock is ahead of this device's (ms); null while no answer has said. */
  clockOffsetMs: number | null;
  /** A poll has answered or failed: the provider's clock is as known as it will be. */
  polled: boolean;
  /** Why the last poll failed; polling goes on regardless. */
  lastError: string | null;
  /** When the page's payment window closes, in the provider's time (ms); null until known. */
  deadlineMs: number | null;
  /**
   * The device's clock (ms) at the latest answer that moved the count (a poll's clock offset, the deadline): a count
   * shown from then on is never read from an older tick, which would show up to a second too many.
   */
  countMovedAtMs: number | null;
  /** /payment: the order as GET /order-status/ last answered it (details, shopper, links). */
  details: OrderStatusResponse | null;
  /** /payment: why the order could not be loaded at all (the page then offers Go Back). */
  loadError: string | null;
}

const initialState: OrderStatusState = {
  orderId: null,
  paymentState: null,
  redirectUrl: null,
  clockOffsetMs: null,
  polled: false,
  lastError: null,
  deadlineMs: null,
  countMovedAtMs: null,
  details: null,
  loadError: null,
};

export interface PolledStatus {
  paymentState: OrderState;
  redirectUrl: string | null;
  clockOffsetMs: number | null;
  /** The device's clock (ms) when the answer arrived. */
  receivedAtMs: number;
  /** The whole answer, when the call was GET /order-status/. */
  details?: OrderStatusResponse;
}

// Answers are JSON: the same order reads the same once its clock is left out.
const withoutClock = (answer: OrderStatusResponse): string => JSON.stringify({ ...answer, server_time: undefined });
const sameOrder = (answer: OrderStatusResponse, shown: OrderStatusResponse | null): boolean =>
  shown !== null && withoutClock(answer) === withoutClock(shown);

export const orderStatusFallbackMessage = 'Failed to fetch order status';
export const orderDetailsFallbackMessage = 'Failed to load order details.';

export const orderStatusSlice = createSlice({
  name: 'orderStatus',
  initialState,
  reducers: {
    /** A payment page opened for an order: its status is polled every 2 s until it settles or the page is left. */
    orderPollingStarted: {
      reducer: (_state, { payload }: PayloadAction<{ orderId: string; page: PaymentPage }>) => ({
        ...initialState,
        orderId: payload.orderId,
      }),
      prepare: (orderId: string, page: PaymentPage) => ({ payload: { orderId, page } }),
    },
    orderPollingStopped() {},
    orderStatusPolled(state, { payload }: PayloadAction<PolledStatus>) {
      state.paymentState = payload.paymentState;
      state.redirectUrl = payload.redirectUrl;
      state.clockOffsetMs = payload.clockOffsetMs ?? state.clockOffsetMs;
      state.countMovedAtMs = payload.receivedAtMs;
      state.polled = true;
      state.lastError = null;
      // A poll every 2 s mostly answers what the last one did but for the provider's clock (read into clockOffsetMs):
      // the same order keeps its object, so the page that shows it does not draw itself again for nothing.
      if (payload.details !== undefined && !sameOrder(payload.details, state.details)) state.details = payload.details;
    },
    /** /payment could not load its order: nothing to show but the reason and Go Back. */
    orderDetailsFailed(state, action: PayloadAction<string>) {
      state.loadError = action.payload;
    },
    /** The shopper's details changed (the edit modal): the order, which shows them, is loaded again. */
    orderDetailsRefreshRequested() {},
    /** /verify-details opened for an order without a single payment link: nothing to pay with. */
    paymentLinksMissing() {},
    orderStatusPollFailed(state, action: PayloadAction<string>) {
      state.polled = true;
      state.lastError = action.payload;
    },
    paymentDeadlineKnown: {
      reducer(state, { payload }: PayloadAction<{ deadlineMs: number; knownAtMs: number }>) {
        state.deadlineMs = payload.deadlineMs;
        state.countMovedAtMs = payload.knownAtMs;
      },
      prepare: (deadlineMs: number, knownAtMs: number) => ({ payload: { deadlineMs, knownAtMs } }),
    },
  },
  selectors: {
    selectPaymentState: (state) => state.paymentState,
    selectOrderRedirectUrl: (state) => state.redirectUrl,
    /** The provider's clock offset once a poll has told it (0 when the provider sends no time); null before. */
    selectClockOffsetMs: (state) => (state.polled ? (state.clockOffsetMs ?? 0) : null),
    selectPaymentDeadline: (state) => state.deadlineMs,
    selectCountMovedAt: (state) => state.countMovedAtMs,
    selectOrderDetails: (state) => state.details,
    selectOrderLoadError: (state) => state.loadError,
    selectPolledOrderId: (state) => state.orderId,
  },
});

export const {
  orderPollingStarted,
  orderPollingStopped,
  orderStatusPolled,
  orderStatusPollFailed,
  paymentDeadlineKnown,
  orderDetailsFailed,
  orderDetailsRefreshRequested,
  paymentLinksMissing,
} = orderStatusSlice.actions;
export const {
  selectPaymentState,
  selectOrderRedirectUrl,
  selectClockOffsetMs,
  selectPaymentDeadline,
  selectCountMovedAt,
  selectOrderDetails,
  selectOrderLoadError,
  selectPolledOrderId,
} = orderStatusSlice.selectors;
