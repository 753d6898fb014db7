import { describe, expect, it, vi } from 'vitest';
import type { Order, User } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient, type FakeApi } from '../../testing/fake-api';
import { signedOut } from '../session/session-store';
import { accountStoreModule } from './account-store-module';
import { orderHistoryRequested, orderHistorySlice } from './order-history-slice';

const shopper: User = { username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000 };
const paid: Order = {
  id: 'ord_000001',
  order_date: '2026-11-22T08:41:00Z',
  status: 'Completed',
  voucher_type: 'E-Gift Card',
  items: [{ product: { name: 'Aurora Threads Gift Card', image_url: null }, price_mrp: '500.00', quantity: 1 }],
  vouchers: [{ card_number: '4111222233334444', pin_code: '739104', claim_url: 'https://claim.example.com/v/AB12' }],
};

function historyStore(answer: FakeApi) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request), {
    session: { signedIn: true, user: shopper, status: 'succeeded', error: null },
  });
  store.loadModule(accountStoreModule);
  const history = () => orderHistorySlice.selectSlice(store.getState() as never);
  return { store, request, history };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading the order history', () => {
  it('asks GET /order-history/ and keeps the orders', async () => {
    const { store, request, history } = historyStore(() => Promise.resolve([paid]));
    store.dispatch(orderHistoryRequested());
    expect(history().status).toBe('loading');
    await settle();
    expect(request).toHaveBeenCalledWith('getOrderHistory', {});
    expect(history()).toEqual({ status: 'succeeded', error: null, orders: [paid] });
  });

  it('lets the newest request win', async () => {
    let answerFirst: (orders: Order[]) => void = () => undefined;
    const answers = [new Promise<Order[]>((resolve) => (answerFirst = resolve)), Promise.resolve([] as Order[])];
    const { store, history } = historyStore(() => answers.shift() ?? Promise.resolve([]));
    store.dispatch(orderHistoryRequested());
    store.dispatch(orderHistoryRequested());
    await settle();
    answerFirst([paid]);
    await settle();
    expect(history().orders).toEqual([]);
  });

  it.each([
    ['the detail the provider sent', new ApiError(503, { detail: 'Orders are resting.' }), 'Orders are resting.'],
    ['the fallback without one', new ApiError(500, {}), 'Failed to fetch Order History.'],
    ['the fallback on a network failure', new ApiError(0, undefined), 'Failed to fetch Order History.'],
  ])('on failure toasts %s for 3 s', async (_, failure, text) => {
    const { store, history } = historyStore(() => Promise.reject(failure));
    store.dispatch(orderHistoryRequested());
    await settle();
    expect(history()).toMatchObject({ status: 'failed', error: text });
    expect(store.getState().feedback.toasts).toEqual([
      expect.objectContaining({ message: text, severity: 'error', autoCloseMs: 3000 }),
    ]);
  });

  it('shows the invalid-response text when the answer breaks its contract', async () => {
    const { store, history } = historyStore(() => Promise.resolve([{ id: 'ord_000001' }]));
    store.dispatch(orderHistoryRequested());
    await settle();
    expect(history()).toMatchObject({ status: 'failed', error: 'Invalid response from server' });
  });

  it('forgets the orders when the shopper signs out', async () => {
    const { store, history } = historyStore(() => Promise.resolve([paid]));
    store.dispatch(orderHistoryRequested());
    await settle();
    store.dispatch(signedOut());
    expect(history()).toEqual({ status: 'idle', error: null, orders: [] });
  });
});
