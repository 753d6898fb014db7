import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';
import { signedOut } from '../session/session-store';
import { addToCartSucceeded } from './add-to-cart-slice';

export interface CartState extends RequestState {
  /** The signed-in shopper's cart lines as the provider holds them. */
  items: CartItem[];
}

const initialState: CartState = { items: [], ...requestState.idle };

export const cartFallbackMessage = 'Failed to fetch cart items';

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartRequested: requestState.started,
    cartLoaded(state, action: PayloadAction<CartItem[]>) {
      requestState.succeeded(state);
      state.items = action.payload;
    },
    cartFailed: requestState.failed,
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
