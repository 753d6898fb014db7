import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartAddRequest, CartItem } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';

export type CartLine = CartAddRequest['cart_items'][0];

export interface AddToCartState extends RequestState {
  /** The line the provider answered with (added or merged). */
  item: CartItem | null;
}

const initialState: AddToCartState = { ...requestState.idle, item: null };

export const addToCartSlice = createSlice({
  name: 'addToCart',
  initialState,
  reducers: {
    addToCartRequested: { reducer: requestState.started, prepare: (line: CartLine) => ({ payload: line }) },
    addToCartSucceeded(state, action: PayloadAction<CartItem>) {
      requestState.succeeded(state);
      state.item = action.payload;
    },
    addToCartFailed: requestState.failed,
    /** The product page was left: the next visit starts without the previous outcome. */
    productPageLeft() {
      return initialState;
    },
  },
  selectors: {
    selectAddToCartStatus: (state) => state.status,
    selectAddToCartError: (state) => state.error,
  },
});

export const { addToCartRequested, addToCartSucceeded, addToCartFailed, productPageLeft } = addToCartSlice.actions;
export const { selectAddToCartStatus, selectAddToCartError } = addToCartSlice.selectors;
