import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, OrderStatusResponse, PlaceOrderStatusResponse } from '../../../../contracts';
import { selectIsBusy } from '../feedback/feedback-store';
import { selectCoins, sessionStarted } from '../session/session-store';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { clearSessionTokens } from '../../lib/session-cookie';
import { readPaymentTimer, storePaymentTimer } from './payment-timer-storage';
import { fakeApiClient, type FakeApi } from '../../testing/fake-api';
import { orderPollingStarted, orderPollingStopped, orderStatusSlice } from './order-status-slice';
import { paymentStoreModule } from './payment-store-module';

const deviceNow = Date.parse('2026-11-23T10:00:00.000Z');
// The provider's clock runs 10 minutes ahead of this device's.
const providerNow = deviceNow + 600_000;

const signedIn: LoginResponse = {
  access_token: 'at_3f9c2a1b7d5e4c6a8b0f1e2d3c4b5a69',
  refresh_token: 'rt_8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b',
  user: { id: 1, username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210', coins: 5000 },
};

const pending: PlaceOrderStatusResponse = {
  status: 'PAYMENT_PENDING',
  amount: 1350.45,
  created_at: new Date(providerNow - 5_000).toISOString(),
  last_updated: new Date(providerNow - 5_000).toISOString(),
  cart_items_cleared: false,
  server_time: new Date(providerNow).toISOString(),
};

function pollingStore(answers: FakeApi) {
  const request = vi.fn(answers);
  const store = createStore(fakeApiClient(request));
  store.loadModule(paymentStoreModule);
  const state = () => orderStatusSlice.selectSlice(store.getState() as never);
  return { store, request, state };
}

/** Spec part 2, section 4: the order status is polled every 2 s. */
const specPollMs = 2000;

/** Lets the answers in flight arrive and the sagas react, then moves the clock to the next poll. */
async function nextPoll() {
  await vi.advanceTimersByTimeAsync(specPollMs);
}

beforeEach(() => {
  vi.useFakeTimers({ now: deviceNow });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  clearSessionTokens();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('polling the order on /verify-details', () => {
  it('sets the clock by when an answer arrived, not when the poll took it (an answer asked for at start-up)', async () => {
    const arrivedAt = deviceNow - 3_000;
    const store = createStore({
      request: () => Promise.resolve({ status: 200, body: pending, receivedAtMs: arrivedAt }),
    });
    store.loadModule(paymentStoreModule);
    store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    expect(orderStatusSlice.selectSlice(store.getState() as never).clockOffsetMs).toBe(providerNow - arrivedAt);
  });

  it('asks GET /place-order/ every 2 s while the order is pending, and stops when it is paid', async () => {
    let answer: PlaceOrderStatusResponse = pending;
    const { store, request, state } = pollingStore(() => Promise.resolve(answer));
    store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    expect(request).toHaveBeenCalledWith('getPlaceOrderStatus', {
      query: { order_id: 'ord_000001', decoded_status: false },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({
      paymentState: 'PAYMENT_PENDING',
      clockOffsetMs: 600_000,
      polled: true,
      countMovedAtMs: deviceNow,
    });
    await nextPoll();
    await nextPoll();
    expect(request).toHaveBeenCalledTimes(3);
    // Each answer says when it arrived: the countdown is never read from an older tick of the page's clock.
    expect(state().countMovedAtMs).toBe(deviceNow + 2 * specPollMs);

    answer = { ...pending, status: 'success', cart_items_cleared: true };
    await nextPoll();
    expect(state().paymentState).toBe('success');
    await nextPoll();
    await nextPoll();
    expect(request.mock.calls.map(([operationId]) => operationId)).toEqual([
      'getPlaceOrderStatus',
      'getPlaceOrderStatus',
      'getPlaceOrderStatus',
      'getPlaceOrderStatus',
    ]);
  });

  it("reads a signed-in shopper's cart again once the order is paid (the provider emptied it), behind the page", async () => {
    let answer: PlaceOrderStatusResponse = pending;
    // The cart's answer never comes: the read stays under way, where the overlay would show it.
    const { store, request } = pollingStore((operationId) =>
      operationId === 'getCart' ? new Promise(() => undefined) : Promise.resolve(answer),
    );
    store.dispatch(sessionStarted(signedIn));
    await vi.advanceTimersByTimeAsync(0);
    const cartReads = () => request.mock.calls.filter(([operationId]) => operationId === 'getCart').length;
    const before = cartReads();
    store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    expect(cartReads()).toBe(before);
    answer = { ...pending, status: 'success', cart_items_cleared: true };
    await nextPoll();
    expect(cartReads()).toBe(before + 1);
    expect(selectIsBusy(store.getState() as never)).toBe(false);
  });

  it.each(['failed', 'expired'] as const)(
    "reads a signed-in shopper's balance again once the order ends %s (the provider refunded its coins), behind the page",
    async (status) => {
      let answer: PlaceOrderStatusResponse = pending;
      let refunded: (coins: number) => void = () => undefined;
      const { store } = pollingStore((operationId) => {
        if (operationId === 'getUserData')
          return new Promise((resolve) => (refunded = (coins) => resolve({ ...signedIn.user, coins })));
        return operationId === 'getCart' ? Promise.resolve([]) : Promise.resolve(answer);
      });
      store.dispatch(sessionStarted({ ...signedIn, user: { ...signedIn.user, coins: 4864.95 } }));
      refunded(4864.95);
      store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
      await vi.advanceTimersByTimeAsync(0);
      answer = { ...pending, status };
      await nextPoll();
      expect(selectIsBusy(store.getState() as never)).toBe(false);
      refunded(5000);
      await vi.advanceTimersByTimeAsync(0);
      expect(selectCoins(store.getState() as never)).toBe(5000);
    },
  );

  it.each(['failed', 'expired'] as const)('stops polling when the order ends %s', async (status) => {
    let answer: PlaceOrderStatusResponse = pending;
    const { store, request, state } = pollingStore(() => Promise.resolve(answer));
    store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    answer = { ...pending, status };
    await nextPoll();
    expect(request).toHaveBeenCalledTimes(2);
    expect(state().paymentState).toBe(status);
    await nextPoll();
    await nextPoll();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('logs a failed poll and keeps polling', async () => {
    let fail = true;
    const { store, request, state } = pollingStore(() =>
      fail ? Promise.reject(new ApiError(503, { detail: 'Down for a moment.' })) : Promise.resolve(pending),
    );
    store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state().lastError).toBe('Down for a moment.');
    expect(console.warn).toHaveBeenCalledWith('Polling order ord_000001 failed: Down for a moment.');
    fail = false;
    await nextPoll();
    expect(request).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ paymentState: 'PAYMENT_PENDING', lastError: null });
  });

  it('stops when the page is left', async () => {
    const { store, request } = pollingStore(() => Promise.resolve(pending));
    store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(orderPollingStopped());
    await nextPoll();
    await nextPoll();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("starts the 180 s in the provider's time and stores them for the order", async () => {
    const { store, state } = pollingStore(() => Promise.resolve(pending));
    store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state().deadlineMs).toBe(providerNow + 180_000);
    expect(readPaymentTimer('ord_000001')).toEqual({ secondsLeft: 180, timestamp: providerNow });
  });

  it('resumes the stored window of the same order after a reload', async () => {
    storePaymentTimer({ orderId: 'ord_000001' }, { secondsLeft: 180, timestamp: providerNow - 100_000 });
    const { store, state } = pollingStore(() => Promise.resolve(pending));
    store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state().deadlineMs).toBe(providerNow + 80_000);

    storePaymentTimer({ orderId: 'ord_000009' }, { secondsLeft: 10, timestamp: providerNow - 100_000 });
    const other = pollingStore(() => Promise.resolve(pending));
    other.store.dispatch(orderPollingStarted('ord_000001', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    expect(other.state().deadlineMs).toBe(providerNow + 180_000);
  });
});

describe('the payment window', () => {
  const orderStatus = (createdAt: number): OrderStatusResponse => ({
    status: 'PAYMENT_PENDING',
    redirectUrl: 'http://localhost:5173/payment',
    orderDetails: {
      orderId: 'ord_000001',
      created_at: new Date(createdAt).toISOString(),
      amount: 1350,
      coins_used: 150,
      redirectUrl: 'http://localhost:5173/payment',
      status: 'PAYMENT_PENDING',
      user: { username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210' },
    },
    paymentLinks: { gpay: 'http://127.0.0.1:9090/__mock/pay/ord_000001?method=gpay' },
    server_time: new Date(providerNow).toISOString(),
  });

  it("counts /payment's 300 s from the order's creation", async () => {
    const { store, state } = pollingStore(() => Promise.resolve(orderStatus(providerNow - 100_000)));
    store.dispatch(orderPollingStarted('ord_000001', 'payment'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state().deadlineMs).toBe(providerNow + 200_000);
  });

  it("never counts more than the page's window, whatever the creation time or the stored timer says", async () => {
    const { store, state } = pollingStore(() => Promise.resolve(orderStatus(Date.parse('2099-01-01T00:00:00Z'))));
    store.dispatch(orderPollingStarted('ord_000001', 'payment'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state().deadlineMs).toBe(providerNow + 300_000);

    storePaymentTimer({ orderId: 'ord_000002' }, { secondsLeft: 99_999, timestamp: providerNow });
    const edited = pollingStore(() => Promise.resolve(pending));
    edited.store.dispatch(orderPollingStarted('ord_000002', 'verify-details'));
    await vi.advanceTimersByTimeAsync(0);
    expect(edited.state().deadlineMs).toBe(providerNow + 180_000);
  });
});
