import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem } from '../../../../contracts';
import {
  checkoutSplit,
  coinDiscountAllowed,
  coinDiscountPaise,
  coinsNeeded,
} from '../../../../contracts/runtime/coin-discount';
import { toPaise } from '../../lib/money';
import { clampQuantity } from '../../lib/product-amounts';
import { requestState, type RequestState } from '../../lib/request-state';
import { selectCoins, signedOut } from '../session/session-store';
import { addToCartSucceeded } from './add-to-cart-slice';

export interface CartState extends RequestState {
  /** The signed-in shopper's cart lines as the provider last confirmed them. */
  items: CartItem[];
  /** Quantities the shopper chose that the provider has not confirmed yet, one per line at most. */
  pendingQuantities: PendingQuantity[];
  /** Lines whose removal is under way: hidden until the provider confirms or refuses it. */
  removing: number[];
  /** The shopper ticked the coin discount. */
  coinDiscountChosen: boolean;
}

interface PendingQuantity {
  id: number;
  quantity: number;
}

const initialState: CartState = {
  items: [],
  pendingQuantities: [],
  removing: [],
  coinDiscountChosen: false,
  ...requestState.idle,
};

export const cartFallbackMessage = 'Failed to fetch cart items';

/** A line id with what happened to it. */
interface LineEvent {
  id: number;
}

const keepItems = requestState.loadedInto<CartState, 'items'>('items');

function withoutLine(pending: PendingQuantity[], id: number): PendingQuantity[] {
  return pending.filter((entry) => entry.id !== id);
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartRequested: requestState.started,
    cartLoaded(state, action: PayloadAction<CartItem[]>) {
      keepItems(state, action);
      // A change still under way keeps its line's chosen quantity; a line the provider no longer has drops it.
      const ids = new Set(action.payload.map((line) => line.id));
      state.pendingQuantities = state.pendingQuantities.filter((pending) => ids.has(pending.id));
      state.removing = state.removing.filter((id) => ids.has(id));
    },
    cartFailed: requestState.failed,
    /** /cart opened: the cart is loaded afresh and any earlier payment is forgotten. */
    cartPageOpened() {},
    /** The shopper asked to load the cart again after it failed to load. */
    cartReloadRequested() {},
    /**
     * The cart changed where this page did not see it (a paid order empties it; a checkout refused for a cart changed
     * in another tab): it is read again behind the page.
     */
    cartChangedElsewhere() {},
    cartQuantityChanged: {
      reducer(state, { payload }: PayloadAction<PendingQuantity>) {
        if (!state.items.some((item) => item.id === payload.id)) return;
        // Kept even when it equals the confirmed quantity: an earlier change on its way may be answered after it.
        state.pendingQuantities = [...withoutLine(state.pendingQuantities, payload.id), payload];
      },
      prepare: (id: number, quantity: number) => ({ payload: { id, quantity: clampQuantity(quantity) } }),
    },
    /** The provider confirmed a line's change; a newer choice of the shopper's stays pending. */
    cartLineSaved(state, { payload: saved }: PayloadAction<CartItem>) {
      const index = state.items.findIndex((item) => item.id === saved.id);
      if (index === -1) return;
      state.items[index] = saved;
      state.pendingQuantities = state.pendingQuantities.filter(
        (pending) => pending.id !== saved.id || pending.quantity !== saved.quantity,
      );
    },
    /** The provider refused a line's change: the line rolls back to what it last confirmed. */
    cartLineUpdateFailed(state, { payload }: PayloadAction<LineEvent>) {
      state.pendingQuantities = withoutLine(state.pendingQuantities, payload.id);
    },
    cartLineRemoveRequested: {
      reducer(state, { payload }: PayloadAction<LineEvent>) {
        if (!state.removing.includes(payload.id)) state.removing.push(payload.id);
      },
      prepare: (id: number) => ({ payload: { id } }),
    },
    cartLineRemoved(state, { payload }: PayloadAction<LineEvent>) {
      state.items = state.items.filter((item) => item.id !== payload.id);
      state.removing = state.removing.filter((id) => id !== payload.id);
      state.pendingQuantities = withoutLine(state.pendingQuantities, payload.id);
    },
    cartLineRemoveFailed(state, { payload }: PayloadAction<LineEvent>) {
      state.removing = state.removing.filter((id) => id !== payload.id);
    },
    coinDiscountToggled(state, action: PayloadAction<boolean>) {
      state.coinDiscountChosen = action.payload;
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
    /** The badge's count: the vouchers in the cart as the provider confirmed them. */
    selectCartCount: (state) => state.items.reduce((count, line) => count + line.quantity, 0),
    selectCart: (state) => state,
    selectCartItems: (state) => state.items,
    selectCartStatus: (state) => state.status,
    selectCartError: (state) => state.error,
    selectCoinDiscountChosen: (state) => state.coinDiscountChosen,
    /** A change or removal is on its way to the provider: the total is not yet the provider's. */
    selectCartSyncing: (state) => state.removing.length > 0 || state.pendingQuantities.length > 0,
  },
});

export const {
  cartRequested,
  cartLoaded,
  cartFailed,
  cartPageOpened,
  cartReloadRequested,
  cartChangedElsewhere,
  cartQuantityChanged,
  cartLineSaved,
  cartLineUpdateFailed,
  cartLineRemoveRequested,
  cartLineRemoved,
  cartLineRemoveFailed,
  coinDiscountToggled,
} = cartSlice.actions;
export const {
  selectCart,
  selectCartCount,
  selectCartItems,
  selectCartStatus,
  selectCartError,
  selectCoinDiscountChosen,
  selectCartSyncing,
} = cartSlice.selectors;

/** A cart line as the page shows it: the shopper's chosen quantity, amounts in integer paise. */
export interface CartLineView {
  item: CartItem;
  quantity: number;
  unitPaise: number;
  totalPaise: number;
  /** A change of this line is on its way to the provider. */
  saving: boolean;
}

/** The lines as the page shows them: without those being removed, with the quantities the shopper chose. */
export function cartLinesOf({ items, pendingQuantities, removing }: CartState): CartLineView[] {
  return items
    .filter((item) => !removing.includes(item.id))
    .map((item) => {
      const chosen = pendingQuantities.find((entry) => entry.id === item.id);
      const quantity = chosen?.quantity ?? item.quantity;
      const unitPaise = toPaise(item.price);
      return { item, quantity, unitPaise, totalPaise: unitPaise * quantity, saving: chosen !== undefined };
    });
}

/** What the cart's summary shows and checkout sends: the total, the coin discount and the cash to pay. */
export interface CheckoutSummary {
  totalPaise: number;
  coinsPaise: number;
  cashPaise: number;
  balancePaise: number;
  /** The discount on offer: 10% of the total, whether or not it is taken. */
  discountPaise: number;
  discountAllowed: boolean;
  /** The whole coins the discount needs ('Need N coins.'). */
  coinsNeeded: number;
  /** The discount is ticked and applies. */
  discountApplied: boolean;
}

/** The summary of a cart for a balance in coins (rupees). */
export function checkoutSummaryOf(cart: CartState, coins: number): CheckoutSummary {
  const totalPaise = cartLinesOf(cart).reduce((total, line) => total + line.totalPaise, 0);
  const balancePaise = toPaise(coins);
  const discountAllowed = coinDiscountAllowed(totalPaise, balancePaise);
  return {
    ...checkoutSplit(totalPaise, balancePaise, cart.coinDiscountChosen),
    balancePaise,
    discountPaise: coinDiscountPaise(totalPaise),
    discountAllowed,
    coinsNeeded: coinsNeeded(totalPaise),
    discountApplied: cart.coinDiscountChosen && discountAllowed,
  };
}

// Computed afresh on each call, for sagas; components memoise them (use-cart-view.ts). Not reselect's createSelector:
// it would be the only user of reselect on the home route, 2 KB gzip for two derivations.
export const selectCartLines = (state: { cart: CartState }): CartLineView[] => cartLinesOf(state.cart);

export const selectCheckoutSummary = (state: Parameters<typeof selectCoins>[0] & { cart: CartState }) =>
  checkoutSummaryOf(state.cart, selectCoins(state));
