import { describe, expect, it, vi } from 'vitest';
import type { CoinHistoryEntry, LoadCoinResponse } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient, neverAnswers, type FakeApi } from '../../testing/fake-api';
import { selectCoins, signedOut } from '../session/session-store';
import { accountStoreModule } from './account-store-module';
import { coinHistoryRequested, coinHistorySlice } from './coin-history-slice';
import { couponRedeemed } from './load-coins-slice';

const entry = (id: number, coupon_code: string, amount: string, is_redeemed = true): CoinHistoryEntry => ({
  id,
  coupon_code,
  amount,
  is_redeemed,
  created_at: `2026-11-22T08:4${id}:00Z`,
  user: { username: 'Asha Shopper' },
});

const before = [entry(1, 'ord_000001', '-150.05', false)];
const after = [entry(2, 'LOAD-500-AAAA', '500.00'), ...before];

const redeemed: LoadCoinResponse = {
  status: 'success',
  message: '500 coins added to your balance.',
  data: { coins_added: 500, previous_balance: 4849.95 },
};

function historyStore(getCoinsHistory: () => Promise<unknown>, otherCalls: FakeApi = neverAnswers) {
  const api: FakeApi = (operationId, input) =>
    operationId === 'getCoinsHistory' ? getCoinsHistory() : otherCalls(operationId, input);
  const request = vi.fn(api);
  const store = createStore(fakeApiClient(request), {
    session: {
      signedIn: true,
      user: { username: 'Asha Shopper', email: 'shopper@example.com', coins: 4849.95 },
      status: 'succeeded',
      error: null,
    },
  });
  store.loadModule(accountStoreModule);
  const history = () => coinHistorySlice.selectSlice(store.getState() as never);
  const loads = () => request.mock.calls.filter(([operationId]) => operationId === 'getCoinsHistory').length;
  return { store, history, loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the coin history', () => {
  it('loads GET /coins-history when asked for and keeps its entries as listed', async () => {
    const { store, history, loads } = historyStore(() => Promise.resolve({ coins: after }));
    expect(history()).toEqual({ status: 'idle', error: null, entries: [] });
    store.dispatch(coinHistoryRequested());
    expect(history().status).toBe('loading');
    await settle();
    expect(loads()).toBe(1);
    expect(history()).toEqual({ status: 'succeeded', error: null, entries: after });
  });

  it("stores 'Failed to fetch coins history' and toasts 'Failed to fetch profile data.' for 3 s when it fails", async () => {
    const { store, history } = historyStore(() =>
      Promise.reject(new ApiError(500, { detail: 'The provider failed.', code: 'internal_error' })),
    );
    store.dispatch(coinHistoryRequested());
    await settle();
    expect(history()).toEqual({ status: 'failed', error: 'Failed to fetch coins history', entries: [] });
    expect(store.getState().feedback.toasts).toMatchObject([
      { message: 'Failed to fetch profile data.', severity: 'error', autoCloseMs: 3000 },
    ]);
  });

  it('keeps the entries it had when a reload fails, and loads again when asked', async () => {
    const answers = [() => Promise.resolve({ coins: before }), () => Promise.reject(new ApiError(0, undefined))];
    const { store, history, loads } = historyStore(() =>
      (answers.shift() ?? (() => Promise.resolve({ coins: after })))(),
    );
    store.dispatch(coinHistoryRequested());
    await settle();
    store.dispatch(coinHistoryRequested());
    await settle();
    expect(history()).toMatchObject({ status: 'failed', entries: before });
    store.dispatch(coinHistoryRequested());
    await settle();
    expect(loads()).toBe(3);
    expect(history()).toEqual({ status: 'succeeded', error: null, entries: after });
  });

  it('loads again after a code is redeemed', async () => {
    const answers = [{ coins: before }, { coins: after }];
    const { store, history, loads } = historyStore(() => Promise.resolve(answers.shift()));
    store.dispatch(coinHistoryRequested());
    await settle();
    expect(history().entries).toEqual(before);

    store.dispatch(couponRedeemed(redeemed));
    expect(history().status).toBe('loading');
    await settle();
    expect(loads()).toBe(2);
    expect(history()).toEqual({ status: 'succeeded', error: null, entries: after });
  });

  it('lets the newest request win', async () => {
    const answers: ((body: unknown) => void)[] = [];
    const { store, history, loads } = historyStore(() => new Promise((resolve) => answers.push(resolve)));
    store.dispatch(coinHistoryRequested());
    store.dispatch(couponRedeemed(redeemed));
    await settle();
    expect(loads()).toBe(2);
    answers[1]?.({ coins: after });
    answers[0]?.({ coins: before });
    await settle();
    expect(history().entries).toEqual(after);
  });

  it('forgets the entries on sign-out', async () => {
    const { store, history } = historyStore(() => Promise.resolve({ coins: after }));
    store.dispatch(coinHistoryRequested());
    await settle();
    store.dispatch(signedOut());
    expect(history()).toEqual({ status: 'idle', error: null, entries: [] });
  });
});

describe('the balance beside the coin history', () => {
  it('is read again as the history loads, so that a refund listed there is in the header too', async () => {
    const { store } = historyStore(
      () => Promise.resolve({ coins: [entry(2, 'REFUND-ord_000001', '150.05'), ...before] }),
      (operationId) =>
        operationId === 'getUserData'
          ? Promise.resolve({ username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000 })
          : neverAnswers(operationId, {}),
    );
    store.dispatch(coinHistoryRequested());
    await settle();
    expect(selectCoins(store.getState())).toBe(5000);
  });
});
