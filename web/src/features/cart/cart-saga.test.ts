import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient } from '../../testing/fake-api';
import { testCartItem } from '../../testing/test-cart-items';
import { sessionReady, signedOut } from '../session/session-store';

function storeAnswering(answer: (operationId: string) => Promise<unknown>) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request));
  const cartCalls = () => request.mock.calls.filter(([operationId]) => operationId === 'getCart');
  return { store, cartCalls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading the cart', () => {
  it('loads the lines once the session is ready', async () => {
    const { store, cartCalls } = storeAnswering(() => Promise.resolve([testCartItem(1), testCartItem(2)]));
    expect(cartCalls()).toEqual([]);
    store.dispatch(sessionReady());
    expect(store.getState().cart.status).toBe('loading');
    expect(cartCalls()).toEqual([['getCart', {}]]);
    await settle();
    expect(store.getState().cart).toEqual({
      items: [testCartItem(1), testCartItem(2)],
      status: 'succeeded',
      error: null,
    });
  });

  it("keeps the server's reason, 'Failed to fetch cart items', or the invalid-response text", async () => {
    const refused = storeAnswering(() => Promise.reject(new ApiError(500, { message: 'Cart service down.' })));
    refused.store.dispatch(sessionReady());
    await settle();
    expect(refused.store.getState().cart).toMatchObject({ status: 'failed', error: 'Cart service down.' });

    const offline = storeAnswering(() => Promise.reject(new ApiError(0, undefined)));
    offline.store.dispatch(sessionReady());
    await settle();
    expect(offline.store.getState().cart.error).toBe('Failed to fetch cart items');

    const broken = storeAnswering(() => Promise.resolve([{ id: 1 }]));
    broken.store.dispatch(sessionReady());
    await settle();
    expect(broken.store.getState().cart.error).toBe('Invalid response from server');
  });

  it('drops a load under way when the shopper signs out', async () => {
    let answer: (items: unknown) => void = () => undefined;
    const { store } = storeAnswering(() => new Promise((resolve) => (answer = resolve)));
    store.dispatch(sessionReady());
    store.dispatch(signedOut());
    answer([testCartItem(1)]);
    await settle();
    expect(store.getState().cart).toEqual({ items: [], status: 'idle', error: null });
  });
});
