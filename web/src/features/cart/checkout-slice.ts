import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentLinks } from '../../../../contracts';
import { requestState, type RequestState } from '../../lib/request-state';
import { cartPageOpened } from './cart-slice';
import { signedOut } from '../session/session-store';

/** The order checkout placed, as the payment page receives it (amounts in rupees, as the provider sent them). */
export interface PlacedOrder {
  orderId: string;
  /** The cash part. */
  amount: number;
  coinsUsed: number;
  paymentLinks: PaymentLinks;
}

export interface CheckoutState extends RequestState {
  placed: PlacedOrder | null;
}

const initialState: CheckoutState = { ...requestState.idle, placed: null };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** The shopper pressed Checkout: the cart as it stands becomes an order. */
    checkoutRequested: requestState.started,
    orderPlaced(state, action: PayloadAction<PlacedOrder>) {
      requestState.succeeded(state);
      state.placed = action.payload;
    },
    checkoutFailed: requestState.failed,
    /**
     * The payment session ended unpaid: its time ran out ('expired') or the shopper went back to the cart ('left').
     * The order stays with the provider, which expires it and returns its coins; the storefront's order state resets
     * (spec part 2, section 4).
     */
    orderAbandoned: {
      reducer: () => initialState,
      prepare: (reason: 'expired' | 'left') => ({ payload: { reason } }),
    },
  },
  extraReducers: (builder) => {
    // Opening the cart starts a new purchase (spec: the cart resets the order state on initialisation).
    builder.addCase(cartPageOpened, () => initialState).addCase(signedOut, () => initialState);
  },
  selectors: {
    selectCheckoutStatus: (state) => state.status,
    selectPlacedOrder: (state) => state.placed,
  },
});

export const { checkoutRequested, orderPlaced, checkoutFailed, orderAbandoned } = checkoutSlice.actions;
export const { selectCheckoutStatus, selectPlacedOrder } = checkoutSlice.selectors;
