import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient, type FakeApi } from '../../testing/fake-api';
import { testCartItem } from '../../testing/test-cart-items';
import { clearSessionTokens } from '../../lib/session-cookie';
import { selectCoins, sessionReady, sessionStarted, signedOut } from '../session/session-store';
import {
  cartLineRemoveRequested,
  cartLoaded,
  cartPageOpened,
  cartQuantityChanged,
  cartReloadRequested,
  selectCartLines,
} from './cart-slice';

function storeAnswering(answer: FakeApi) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request));
  const callsOf = (operationId: string) => request.mock.calls.filter(([called]) => called === operationId);
  return { store, request, callsOf };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A provider whose answers a test releases one by one. */
function heldAnswers() {
  const held: { resolve: (body: unknown) => void; reject: (error: unknown) => void }[] = [];
  const answer: FakeApi = () => new Promise((resolve, reject) => held.push({ resolve, reject }));
  return { held, answer };
}

const shownQuantities = (store: ReturnType<typeof createStore>) =>
  selectCartLines(store.getState()).map((line) => [line.item.id, line.quantity]);

describe('loading the cart', () => {
  it('loads the lines once the session is ready, and again whenever /cart opens', async () => {
    const { store, callsOf } = storeAnswering(() => Promise.resolve([testCartItem(1), testCartItem(2)]));
    expect(callsOf('getCart')).toEqual([]);
    store.dispatch(sessionReady());
    expect(store.getState().cart.status).toBe('loading');
    expect(callsOf('getCart')).toEqual([['getCart', {}]]);
    await settle();
    expect(store.getState().cart).toMatchObject({
      items: [testCartItem(1), testCartItem(2)],
      status: 'succeeded',
      error: null,
    });
    store.dispatch(cartPageOpened());
    store.dispatch(cartReloadRequested());
    await settle();
    expect(callsOf('getCart')).toHaveLength(3);
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
    const { held, answer } = heldAnswers();
    const { store } = storeAnswering(answer);
    store.dispatch(sessionReady());
    store.dispatch(signedOut());
    held[0]?.resolve([testCartItem(1)]);
    await settle();
    expect(store.getState().cart).toMatchObject({ items: [], status: 'idle', error: null });
  });

  it('lets /cart opening during a load take that load’s answer, and a reload restart it', async () => {
    const { held, answer } = heldAnswers();
    // The session's other start-up calls never answer: `held` holds the cart's alone.
    const { store, callsOf } = storeAnswering((operationId, input) =>
      operationId === 'getCart' ? answer(operationId, input) : new Promise(() => undefined),
    );
    store.dispatch(sessionReady());
    store.dispatch(cartPageOpened());
    expect(callsOf('getCart')).toHaveLength(1);
    held[0]?.resolve([testCartItem(1)]);
    await settle();
    expect(store.getState().cart).toMatchObject({ items: [testCartItem(1)], status: 'succeeded' });

    store.dispatch(cartPageOpened());
    store.dispatch(cartReloadRequested());
    expect(callsOf('getCart')).toHaveLength(3);
    held[1]?.resolve([testCartItem(1), testCartItem(2)]);
    held[2]?.resolve([testCartItem(2)]);
    await settle();
    expect(store.getState().cart.items).toEqual([testCartItem(2)]);
  });
});

describe('changing a quantity', () => {
  it('sends the line with its new quantity, amount and to_pay, and keeps what the provider answered', async () => {
    const { store, callsOf } = storeAnswering((operationId, input) =>
      operationId === 'updateCartItem'
        ? Promise.resolve(testCartItem(1, (input.json as { quantity: number }).quantity))
        : new Promise(() => undefined),
    );
    store.dispatch(cartLoaded([testCartItem(1)]));
    store.dispatch(cartQuantityChanged(1, 3));
    expect(callsOf('updateCartItem')).toEqual([
      ['updateCartItem', { json: { id: 1, quantity: 3, to_pay: 2250.75, selectedDenomination: 750.25 } }],
    ]);
    await settle();
    expect(store.getState().cart.items).toEqual([testCartItem(1, 3)]);
    expect(store.getState().cart.pendingQuantities).toEqual([]);
  });

  it('sends one request per line at a time, and then only the newest quantity', async () => {
    const { held, answer } = heldAnswers();
    const { store, callsOf } = storeAnswering(answer);
    store.dispatch(cartLoaded([testCartItem(1)]));
    store.dispatch(cartQuantityChanged(1, 2));
    store.dispatch(cartQuantityChanged(1, 3));
    store.dispatch(cartQuantityChanged(1, 4));
    expect(callsOf('updateCartItem')).toHaveLength(1);
    expect(shownQuantities(store)).toEqual([[1, 4]]);

    held[0]?.resolve(testCartItem(1, 2));
    await settle();
    const sent = callsOf('updateCartItem').map(([, input]) => (input.json as { quantity: number }).quantity);
    expect(sent).toEqual([2, 4]);
    held[1]?.resolve(testCartItem(1, 4));
    await settle();
    expect(callsOf('updateCartItem')).toHaveLength(2);
    expect(store.getState().cart.items).toEqual([testCartItem(1, 4)]);
    expect(store.getState().cart.pendingQuantities).toEqual([]);
  });

  it("rolls a refused change back and says 'Failed to update quantity' for part 2's 3 s", async () => {
    const { store } = storeAnswering(() => Promise.reject(new ApiError(422, { detail: 'Too many.' })));
    store.dispatch(cartLoaded([testCartItem(1, 2)]));
    store.dispatch(cartQuantityChanged(1, 5));
    expect(shownQuantities(store)).toEqual([[1, 5]]);
    await settle();
    expect(shownQuantities(store)).toEqual([[1, 2]]);
    expect(store.getState().feedback.toasts).toMatchObject([
      { message: 'Failed to update quantity', severity: 'error', autoCloseMs: 3000 },
    ]);
  });

  it('treats an answer that breaks its contract as refused', async () => {
    const { store } = storeAnswering(() => Promise.resolve({ id: 1 } as unknown as CartItem));
    store.dispatch(cartLoaded([testCartItem(1)]));
    store.dispatch(cartQuantityChanged(1, 2));
    await settle();
    expect(shownQuantities(store)).toEqual([[1, 1]]);
  });
});

describe('removing a line', () => {
  it('sends the line id and drops the line once the provider confirms', async () => {
    const { store, callsOf } = storeAnswering((operationId) =>
      operationId === 'removeCartItem' ? Promise.resolve(null) : new Promise(() => undefined),
    );
    store.dispatch(cartLoaded([testCartItem(1), testCartItem(2)]));
    store.dispatch(cartLineRemoveRequested(1));
    expect(callsOf('removeCartItem')).toEqual([['removeCartItem', { json: { id: 1 } }]]);
    await settle();
    expect(store.getState().cart.items).toEqual([testCartItem(2)]);
  });

  it("brings a line back when the provider refuses, saying 'Failed to remove item' for part 2's 3 s", async () => {
    const { store } = storeAnswering(() => Promise.reject(new ApiError(503, { detail: 'Unavailable.' })));
    store.dispatch(cartLoaded([testCartItem(1)]));
    store.dispatch(cartLineRemoveRequested(1));
    expect(shownQuantities(store)).toEqual([]);
    await settle();
    expect(shownQuantities(store)).toEqual([[1, 1]]);
    expect(store.getState().feedback.toasts).toMatchObject([{ message: 'Failed to remove item', autoCloseMs: 3000 }]);
  });
});

describe('the balance the coin discount is offered on', () => {
  it("is read again whenever /cart opens once the shopper's data is shown", async () => {
    let coins = 4849.95;
    const { store, callsOf } = storeAnswering((operationId) =>
      operationId === 'getUserData'
        ? Promise.resolve({ username: 'Asha Shopper', email: 'shopper@example.com', coins })
        : Promise.resolve([]),
    );
    // Starting on /cart: the load of the shopper's data under way brings the balance.
    store.dispatch(sessionReady());
    store.dispatch(cartPageOpened());
    await settle();
    expect(callsOf('getUserData')).toHaveLength(1);
    expect(selectCoins(store.getState())).toBe(4849.95);
    // A pending order ran out of time meanwhile, and the provider gave its 150.05 coins back.
    coins = 5000;
    store.dispatch(cartPageOpened());
    await settle();
    expect(selectCoins(store.getState())).toBe(5000);
  });

  it("comes with the sign-in's own load when the login page sends the shopper back to /cart, asked for once", async () => {
    const { store, callsOf } = storeAnswering((operationId) =>
      operationId === 'getUserData'
        ? Promise.resolve({ username: 'Asha Shopper', email: 'shopper@example.com', coins: 4849.95 })
        : Promise.resolve([]),
    );
    const user = { username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000 };
    store.dispatch(sessionStarted({ access_token: 'at_0123456789abcdef', refresh_token: 'rt_0123456789abcdef', user }));
    store.dispatch(cartPageOpened());
    await settle();
    clearSessionTokens();
    expect(selectCoins(store.getState())).toBe(4849.95);
    expect(callsOf('getUserData')).toHaveLength(1);
  });
});
