import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient } from '../../testing/fake-api';
import { testProduct } from '../../testing/test-products';
import { addToCartAlertMessage, addToCartFallbackMessage } from './add-to-cart-saga';
import { addToCartRequested, productPageLeft } from './add-to-cart-slice';

const line = { product_id: 1, quantity: 2, to_pay: 1500.5, selectedDenomination: 750.25 };

const item: CartItem = {
  id: 7,
  product: testProduct(1, { image_url: null }),
  product_id: 1,
  quantity: 2,
  price: '750.25',
  selectedDenomination: 750.25,
  to_pay: '1500.50',
};

function storeAnswering(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request));
  return { store, request };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('adding to the cart from the product page', () => {
  it('posts one line, counts as a loading task and keeps the answered line', async () => {
    const { store, request } = storeAnswering(() => Promise.resolve(item));
    store.dispatch(addToCartRequested(line));
    expect(store.getState().addToCart.status).toBe('loading');
    expect(store.getState().feedback.activeTasks).toBe(1);
    // A second press while the first is under way adds nothing.
    store.dispatch(addToCartRequested(line));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('addCartItem', { json: { cart_items: [line] } });
    expect(store.getState().addToCart).toEqual({ status: 'succeeded', error: null, item });
    expect(store.getState().feedback.activeTasks).toBe(0);
    store.dispatch(productPageLeft());
    expect(store.getState().addToCart).toEqual({ status: 'idle', error: null, item: null });
  });

  it("alerts the shopper with the spec's text and the server's reason, or the fallback", async () => {
    const unavailable = storeAnswering(() =>
      Promise.reject(new ApiError(409, { detail: 'This product is unavailable.', code: 'product_unavailable' })),
    );
    unavailable.store.dispatch(addToCartRequested(line));
    await settle();
    expect(unavailable.store.getState().addToCart).toMatchObject({
      status: 'failed',
      error: 'This product is unavailable.',
    });
    expect(unavailable.store.getState().feedback.alerts).toMatchObject([
      { message: 'Error adding product to cart. Please try again.', detail: 'This product is unavailable.' },
    ]);
    expect(addToCartAlertMessage).toBe('Error adding product to cart. Please try again.');

    const offline = storeAnswering(() => Promise.reject(new ApiError(0, undefined)));
    offline.store.dispatch(addToCartRequested(line));
    await settle();
    expect(offline.store.getState().addToCart.error).toBe(addToCartFallbackMessage);
    expect(addToCartFallbackMessage).toBe('Failed to add item to cart');
    expect(offline.store.getState().feedback.alerts).toMatchObject([
      { message: addToCartAlertMessage, detail: 'Failed to add item to cart' },
    ]);
  });

  it('treats an answer that breaks its contract as a failure', async () => {
    const { store } = storeAnswering(() => Promise.resolve({ id: 7 }));
    store.dispatch(addToCartRequested(line));
    await settle();
    expect(store.getState().addToCart).toMatchObject({ status: 'failed', error: 'Invalid response from server' });
  });
});
