import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem } from '../../../../contracts';
import type { AsyncStatus } from '../../lib/async-status';
import { addToCartSucceeded } from '../product';
import { signedOut } from '../session';

export interface CartState {
  /** The signed-in shopper's cart lines as the provider holds them. */
  items: CartItem[];
  status: AsyncStatus;
  error: string | null;
}

const initialState: CartState = { items: [], status: 'idle', error: null };

export const cartFallbackMessage = 'Failed to fetch cart items';

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    cartLoaded(state, action: PayloadAction<CartItem[]>) {
      state.status = 'succeeded';
      state.items = action.payload;
    },
    cartFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // The provider answers a merged line with the id of the line it merged into.
      .addCase(addToCartSucceeded, (state, { payload: item }) => {
        const index = state.items.findIndex((line) => line.id === item.id);
        if (index === -1) state.items.push(item);
        else state.items[index] = item;
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    /** The badge's count: the cart's lines. */
    selectCartCount: (state) => state.items.length,
  },
});

export const { cartRequested, cartLoaded, cartFailed } = cartSlice.actions;
export const { selectCartCount } = cartSlice.selectors;
