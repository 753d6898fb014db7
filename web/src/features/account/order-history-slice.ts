import { createSlice } from '@reduxjs/toolkit';
import type { Order } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';
import { signedOut } from '../session/session-store';

export interface OrderHistoryState extends RequestState {
  /** Newest first, as the provider lists them. */
  orders: Order[];
}

const initialState: OrderHistoryState = { ...requestState.idle, orders: [] };

export const orderHistoryFallbackMessage = 'Failed to fetch Order History.';

export const orderHistorySlice = createSlice({
  name: 'orderHistory',
  initialState,
  reducers: {
    /** Track Order opened (or asked again): the shopper's orders are loaded afresh. */
    orderHistoryRequested: requestState.started,
    orderHistoryLoaded: requestState.loadedInto<OrderHistoryState, 'orders'>('orders'),
    orderHistoryFailed: requestState.failed,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectOrders: (state) => state.orders,
    selectOrderHistoryStatus: (state) => state.status,
  },
});

export const { orderHistoryRequested, orderHistoryLoaded, orderHistoryFailed } = orderHistorySlice.actions;
export const { selectOrders, selectOrderHistoryStatus } = orderHistorySlice.selectors;
