import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contracts';
import { clampQuantity } from '../../lib/product-amounts';
import { testCartItem } from '../../testing/test-cart-items';
import { signedOut } from '../session/session-store';
import { addToCartSucceeded } from './add-to-cart-slice';
import {
  cartFailed,
  cartLineRemoved,
  cartLineRemoveFailed,
  cartLineRemoveRequested,
  cartLineSaved,
  cartLineUpdateFailed,
  cartLoaded,
  cartQuantityChanged,
  cartRequested,
  cartSlice,
  coinDiscountToggled,
  selectCartCount,
  selectCartLines,
  selectCartSyncing,
  selectCheckoutSummary,
  type CartState,
} from './cart-slice';

const reduce = cartSlice.reducer;
const initial = reduce(undefined, { type: 'test/start' });
const shopper = (coins: number): User => ({ username: 'Asha', email: 'asha@example.com', coins });
const rootOf = (cart: CartState, coins = 0) => ({
  cart,
  session: { signedIn: true, user: shopper(coins), status: 'succeeded' as const, error: null },
});
const countOf = (state: CartState) => selectCartCount({ cart: state });
const shown = (state: CartState) => selectCartLines(rootOf(state)).map((line) => [line.item.id, line.quantity]);

describe('the cart slice', () => {
  it('tracks loading, the loaded lines and a failure', () => {
    const loading = reduce(undefined, cartRequested());
    expect(loading).toMatchObject({ items: [], status: 'loading', error: null });
    const loaded = reduce(loading, cartLoaded([testCartItem(1), testCartItem(2)]));
    expect(loaded.status).toBe('succeeded');
    expect(reduce(loaded, cartFailed('Failed to fetch cart items'))).toMatchObject({
      status: 'failed',
      error: 'Failed to fetch cart items',
    });
  });

  it('counts the vouchers the provider confirmed for the badge', () => {
    const loaded = reduce(undefined, cartLoaded([testCartItem(1), testCartItem(2, 3)]));
    expect(countOf(loaded)).toBe(4);
    // A change on its way does not count until the provider holds it.
    expect(countOf(reduce(loaded, cartQuantityChanged(1, 5)))).toBe(4);
  });

  it('appends an added line and replaces a line the provider merged it into', () => {
    const loaded = reduce(undefined, cartLoaded([testCartItem(1), testCartItem(2)]));
    const added = reduce(loaded, addToCartSucceeded(testCartItem(3)));
    expect(added.items.map((line) => line.id)).toEqual([1, 2, 3]);
    const merged = reduce(added, addToCartSucceeded(testCartItem(2, 3)));
    expect(merged.items.map((line) => [line.id, line.quantity])).toEqual([
      [1, 1],
      [2, 3],
      [3, 1],
    ]);
  });

  it('shows a chosen quantity at once and keeps it once the provider confirms it', () => {
    const loaded = reduce(undefined, cartLoaded([testCartItem(1), testCartItem(2)]));
    const changed = reduce(loaded, cartQuantityChanged(1, 3));
    expect(shown(changed)).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(selectCartSyncing(rootOf(changed))).toBe(true);
    const saved = reduce(changed, cartLineSaved(testCartItem(1, 3)));
    expect(shown(saved)).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(selectCartSyncing(rootOf(saved))).toBe(false);
  });

  it('keeps a newer choice when an older change is confirmed, and rolls back to the confirmed line when refused', () => {
    const loaded = reduce(undefined, cartLoaded([testCartItem(1)]));
    const twice = reduce(reduce(loaded, cartQuantityChanged(1, 2)), cartQuantityChanged(1, 1));
    const olderSaved = reduce(twice, cartLineSaved(testCartItem(1, 2)));
    expect(shown(olderSaved)).toEqual([[1, 1]]);
    expect(selectCartSyncing(rootOf(olderSaved))).toBe(true);
    const refused = reduce(olderSaved, cartLineUpdateFailed({ id: 1 }));
    expect(shown(refused)).toEqual([[1, 2]]);
    expect(selectCartSyncing(rootOf(refused))).toBe(false);
  });

  it('clamps a chosen quantity to 1..100 and ignores lines it does not hold', () => {
    expect([clampQuantity(0), clampQuantity(-4), clampQuantity(250), clampQuantity(7.9), clampQuantity(NaN)]).toEqual([
      1, 1, 100, 7, 1,
    ]);
    const loaded = reduce(undefined, cartLoaded([testCartItem(1)]));
    expect(shown(reduce(loaded, cartQuantityChanged(1, 0)))).toEqual([[1, 1]]);
    expect(reduce(loaded, cartQuantityChanged(9, 2))).toEqual(loaded);
  });

  it('hides a line while it is removed, drops it when confirmed and shows it again when refused', () => {
    const loaded = reduce(undefined, cartLoaded([testCartItem(1), testCartItem(2)]));
    const removing = reduce(loaded, cartLineRemoveRequested(1));
    expect(shown(removing)).toEqual([[2, 1]]);
    expect(countOf(removing)).toBe(2);
    expect(shown(reduce(removing, cartLineRemoveFailed({ id: 1 })))).toEqual([
      [1, 1],
      [2, 1],
    ]);
    const removed = reduce(removing, cartLineRemoved({ id: 1 }));
    expect(removed.items.map((line) => line.id)).toEqual([2]);
    expect(removed.removing).toEqual([]);
  });

  it('keeps changes under way across a reload only for lines the provider still has', () => {
    const loaded = reduce(undefined, cartLoaded([testCartItem(1), testCartItem(2)]));
    const busy = reduce(reduce(loaded, cartQuantityChanged(1, 4)), cartQuantityChanged(2, 5));
    const reloaded = reduce(busy, cartLoaded([testCartItem(2)]));
    expect(reloaded.pendingQuantities).toEqual([{ id: 2, quantity: 5 }]);
  });

  it('is emptied when the shopper signs out', () => {
    const loaded = reduce(reduce(undefined, cartLoaded([testCartItem(1)])), coinDiscountToggled(true));
    expect(reduce(loaded, signedOut())).toEqual(initial);
  });
});

describe('the checkout summary', () => {
  // Two lines of ₹750.25: a total of ₹1,500.50, a discount of ₹150.05.
  const cart = reduce(undefined, cartLoaded([testCartItem(1), testCartItem(2)]));

  it('offers 10% of the total in coins and leaves the cash to pay untouched until the shopper ticks it', () => {
    expect(selectCheckoutSummary(rootOf(cart, 5000))).toEqual({
      totalPaise: 150050,
      coinsPaise: 0,
      cashPaise: 150050,
      balancePaise: 500000,
      discountPaise: 15005,
      discountAllowed: true,
      coinsNeeded: 151,
      discountApplied: false,
    });
    const ticked = reduce(cart, coinDiscountToggled(true));
    expect(selectCheckoutSummary(rootOf(ticked, 5000))).toMatchObject({
      coinsPaise: 15005,
      cashPaise: 135045,
      discountApplied: true,
    });
  });

  it('refuses the discount to a balance below it, naming the coins rounded up', () => {
    const ticked = reduce(cart, coinDiscountToggled(true));
    expect(selectCheckoutSummary(rootOf(ticked, 150.04))).toMatchObject({
      discountAllowed: false,
      discountApplied: false,
      coinsPaise: 0,
      cashPaise: 150050,
      coinsNeeded: 151,
    });
    expect(selectCheckoutSummary(rootOf(ticked, 150.05)).discountApplied).toBe(true);
  });

  it('follows the quantities the shopper chose', () => {
    const changed = reduce(reduce(cart, coinDiscountToggled(true)), cartQuantityChanged(2, 3));
    expect(selectCheckoutSummary(rootOf(changed, 5000))).toMatchObject({
      totalPaise: 300100,
      coinsPaise: 30010,
      cashPaise: 270090,
    });
  });

  it('offers nothing on an empty cart', () => {
    expect(selectCheckoutSummary(rootOf(initial, 5000))).toMatchObject({
      totalPaise: 0,
      discountAllowed: false,
      cashPaise: 0,
    });
  });
});
