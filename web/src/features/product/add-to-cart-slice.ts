import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartAddRequest, CartItem } from '../../../../contracts';
import type { AsyncStatus } from '../../lib/async-status';

export type CartLine = CartAddRequest['cart_items'][0];

export interface AddToCartState {
  status: AsyncStatus;
  error: string | null;
  /** The line the provider answered with (added or merged). */
  item: CartItem | null;
}

const initialState: AddToCartState = { status: 'idle', error: null, item: null };

export const addToCartSlice = createSlice({
  name: 'addToCart',
  initialState,
  reducers: {
    addToCartRequested: {
      reducer(state) {
        state.status = 'loading';
        state.error = null;
      },
      prepare: (line: CartLine) => ({ payload: line }),
    },
    addToCartSucceeded(state, action: PayloadAction<CartItem>) {
      state.status = 'succeeded';
      state.item = action.payload;
    },
    addToCartFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The product page was left: the next visit starts without the previous outcome. */
    addToCartReset() {
      return initialState;
    },
  },
  selectors: {
    selectAddToCartStatus: (state) => state.status,
    selectAddToCartError: (state) => state.error,
  },
});

export const { addToCartRequested, addToCartSucceeded, addToCartFailed, addToCartReset } = addToCartSlice.actions;
export const { selectAddToCartStatus, selectAddToCartError } = addToCartSlice.selectors;
