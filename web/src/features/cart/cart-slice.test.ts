import { describe, expect, it } from 'vitest';
import { testCartItem } from '../../testing/test-cart-items';
import { signedOut } from '../session/session-store';
import { addToCartSucceeded } from './add-to-cart-slice';
import { cartFailed, cartLoaded, cartRequested, cartSlice, selectCartCount } from './cart-slice';

const reduce = cartSlice.reducer;
const countOf = (state: ReturnType<typeof reduce>) => selectCartCount({ cart: state });

describe('the cart slice', () => {
  it('tracks loading, the loaded lines and a failure', () => {
    const loading = reduce(undefined, cartRequested());
    expect(loading).toEqual({ items: [], status: 'loading', error: null });
    const loaded = reduce(loading, cartLoaded([testCartItem(1), testCartItem(2)]));
    expect(loaded.status).toBe('succeeded');
    expect(countOf(loaded)).toBe(2);
    expect(reduce(loaded, cartFailed('Failed to fetch cart items'))).toMatchObject({
      status: 'failed',
      error: 'Failed to fetch cart items',
    });
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
    expect(countOf(merged)).toBe(3);
  });

  it('is emptied when the shopper signs out', () => {
    const loaded = reduce(undefined, cartLoaded([testCartItem(1)]));
    expect(reduce(loaded, signedOut())).toEqual({ items: [], status: 'idle', error: null });
  });
});
