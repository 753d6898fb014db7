import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderResponse, User } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient, type FakeApi } from '../../testing/fake-api';
import { testCartItem } from '../../testing/test-cart-items';
import { cartPageOpened } from './cart-slice';
import { checkoutStoreModule } from './checkout-store-module';
import { checkoutRequested, checkoutSlice, orderAbandoned } from './checkout-slice';
import { paymentStorageKeys } from '../../lib/payment-storage';

const shopper: User = { username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000 };
const links = {
  phonePe: 'http://provider.test/__mock/pay/ord_000001?method=phonePe',
  paytm: 'http://provider.test/__mock/pay/ord_000001?method=paytm',
  gpay: null,
  other: 'http://provider.test/__mock/pay/ord_000001?method=other',
};
const placed: PlaceOrderResponse = {
  orderId: 'ord_000001',
  status: 'PAYMENT_PENDING',
  amount: 1350.45,
  redirect_url: 'http://localhost:5173/payment-success',
  paymentLinks: links,
  updatedCoins: 4849.95,
};

// Two lines of ₹750.25: ₹1,500.50, of which coins may pay ₹150.05.
function checkoutStore(
  answer: FakeApi,
  { coinDiscountChosen = false, items = [testCartItem(1), testCartItem(2)] } = {},
) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request), {
    session: { signedIn: true, user: shopper, status: 'succeeded', error: null },
    cart: { items, pendingQuantities: [], removing: [], coinDiscountChosen, status: 'succeeded', error: null },
  });
  store.loadModule(checkoutStoreModule);
  const placeOrderCalls = () => request.mock.calls.filter(([operationId]) => operationId === 'placeOrder');
  return { store, placeOrderCalls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('placing the order', () => {
  it('sends the cash and coins that the summary shows, with an ORD number and this origin’s return pages', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_795_334_460_123 });
    const { store, placeOrderCalls } = checkoutStore(() => Promise.resolve(placed), { coinDiscountChosen: true });
    store.dispatch(checkoutRequested());
    expect(checkoutSlice.selectSlice(store.getState() as never).status).toBe('loading');
    await settle();
    expect(placeOrderCalls()).toEqual([
      [
        'placeOrder',
        {
          json: {
            amount: 1350.45,
            order_number: 'ORD1795334460123',
            redirect_url: `${window.location.origin}/payment-success`,
            notify_url: `${window.location.origin}/payment-notification`,
            coins_used: 150.05,
          },
        },
      ],
    ]);
    expect(checkoutSlice.selectSlice(store.getState() as never)).toEqual({
      status: 'succeeded',
      error: null,
      placed: { orderId: 'ord_000001', amount: 1350.45, coinsUsed: 150.05, paymentLinks: links },
    });
    expect(store.getState().session.user?.coins).toBe(4849.95);
  });

  it('places one order however often Checkout is pressed while it is under way', async () => {
    const { store, placeOrderCalls } = checkoutStore(() => Promise.resolve(placed));
    store.dispatch(checkoutRequested());
    store.dispatch(checkoutRequested());
    await settle();
    expect(placeOrderCalls()).toHaveLength(1);
    expect(placeOrderCalls()[0]?.[1]).toMatchObject({ json: { amount: 1500.5, coins_used: 0 } });
  });

  it("alerts 'Checkout failed. Please try again.' with the provider's reason or 'Failed to place order'", async () => {
    const refused = checkoutStore(() =>
      Promise.reject(new ApiError(422, { detail: 'You do not have enough coins.', code: 'insufficient_coins' })),
    );
    refused.store.dispatch(checkoutRequested());
    await settle();
    expect(checkoutSlice.selectSlice(refused.store.getState() as never)).toMatchObject({
      status: 'failed',
      error: 'You do not have enough coins.',
    });
    expect(refused.store.getState().feedback.alerts).toMatchObject([
      { message: 'Checkout failed. Please try again.', detail: 'You do not have enough coins.' },
    ]);
    expect(refused.store.getState().session.user?.coins).toBe(5000);

    const offline = checkoutStore(() => Promise.reject(new ApiError(0, undefined)));
    offline.store.dispatch(checkoutRequested());
    await settle();
    expect(checkoutSlice.selectSlice(offline.store.getState() as never).error).toBe('Failed to place order');
  });

  it('learns the cart and balance the provider holds when it refuses them, so the next press can place the order', async () => {
    // Another tab added a line and spent coins: the provider refuses the amounts this page shows until it reads them.
    const providerCart = [testCartItem(1), testCartItem(2), testCartItem(3)];
    let refusals = 0;
    const { store, placeOrderCalls } = checkoutStore(
      (operationId) => {
        if (operationId === 'getCart') return Promise.resolve(providerCart);
        if (operationId === 'getUserData') return Promise.resolve({ ...shopper, coins: 100 });
        if (refusals > 0) return Promise.resolve(placed);
        refusals += 1;
        const detail = 'The cart total is 2250.75; amount plus coins_used must equal it.';
        return Promise.reject(new ApiError(409, { detail, code: 'cart_changed' }));
      },
      { coinDiscountChosen: true },
    );
    store.dispatch(checkoutRequested());
    await settle();
    expect(store.getState().feedback.alerts).toMatchObject([
      { message: 'Checkout failed. Please try again.', detail: expect.stringContaining('2250.75') },
    ]);
    expect(store.getState().cart.items).toEqual(providerCart);
    expect(store.getState().session.user?.coins).toBe(100);

    store.dispatch(checkoutRequested());
    await settle();
    // ₹2,250.75 in cash: 100 coins no longer cover the 10% discount.
    expect(placeOrderCalls().at(-1)?.[1]).toMatchObject({ json: { amount: 2250.75, coins_used: 0 } });
    expect(checkoutSlice.selectSlice(store.getState() as never).status).toBe('succeeded');
  });

  it("says 'Invalid backend response' for an answer that breaks its contract", async () => {
    const { store } = checkoutStore(() => Promise.resolve({ orderId: 'ord_000001' }));
    store.dispatch(checkoutRequested());
    await settle();
    expect(checkoutSlice.selectSlice(store.getState() as never)).toMatchObject({
      status: 'failed',
      error: 'Invalid backend response',
      placed: null,
    });
    expect(store.getState().feedback.alerts).toMatchObject([
      { message: 'Checkout failed. Please try again.', detail: 'Invalid backend response' },
    ]);
  });

  it("alerts 'Payment links are missing. Please try again.' for an order without a payment link", async () => {
    const { store } = checkoutStore(() =>
      Promise.resolve({ ...placed, paymentLinks: { phonePe: null, paytm: null, gpay: null, other: null } }),
    );
    store.dispatch(checkoutRequested());
    await settle();
    expect(checkoutSlice.selectSlice(store.getState() as never)).toMatchObject({ status: 'failed', placed: null });
    expect(store.getState().feedback.alerts).toMatchObject([
      { message: 'Payment links are missing. Please try again.' },
    ]);
  });

  it("alerts 'Your cart is empty.' and sends nothing for an empty cart", async () => {
    const { store, placeOrderCalls } = checkoutStore(() => Promise.resolve(placed), { items: [] });
    store.dispatch(checkoutRequested());
    await settle();
    expect(placeOrderCalls()).toEqual([]);
    expect(store.getState().feedback.alerts).toMatchObject([{ message: 'Your cart is empty.' }]);
  });
});

describe('opening the cart', () => {
  it('forgets an earlier payment: the stored payment keys and the order state', async () => {
    const { store } = checkoutStore(() => Promise.resolve(placed));
    store.dispatch(checkoutRequested());
    await settle();
    for (const key of paymentStorageKeys) window.localStorage.setItem(key, 'earlier');
    window.localStorage.setItem('unrelated', 'kept');
    store.dispatch(cartPageOpened());
    expect(paymentStorageKeys.map((key) => window.localStorage.getItem(key))).toEqual([null, null, null, null]);
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    expect(checkoutSlice.selectSlice(store.getState() as never)).toEqual({ status: 'idle', error: null, placed: null });
  });
});

describe('a payment session that ends unpaid', () => {
  it.each(['expired', 'left'] as const)('resets the order state when it ends %s', async (reason) => {
    const { store } = checkoutStore(() => Promise.resolve(placed));
    store.dispatch(checkoutRequested());
    await settle();
    expect(checkoutSlice.selectSlice(store.getState() as never).placed).not.toBeNull();

    store.dispatch(orderAbandoned(reason));

    expect(checkoutSlice.selectSlice(store.getState() as never)).toEqual({ status: 'idle', error: null, placed: null });
  });
});
