import { describe, expect, it, vi } from 'vitest';
import type { CoinHistoryEntry, LoadCoinResponse, User } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient, type FakeApi } from '../../testing/fake-api';
import { signedOut } from '../session/session-store';
import { accountStoreModule } from './account-store-module';
import { coinHistorySlice } from './coin-history-slice';
import { couponRedeemRequested, loadCoinsOpened, loadCoinsSlice } from './load-coins-slice';

const shopper: User = { username: 'Asha Shopper', email: 'shopper@example.com', coins: 5000, usercoins: 5000 };

const redeemed: LoadCoinResponse = {
  status: 'success',
  message: '500 coins added to your balance.',
  data: { coins_added: 500, previous_balance: 5000, new_balance: 5500 },
};

const loadEntry: CoinHistoryEntry = {
  id: 1,
  coupon_code: 'LOAD-500-AAAA',
  amount: '500.00',
  is_redeemed: true,
  created_at: '2026-11-22T08:41:00Z',
  user: { username: 'Asha Shopper' },
};

/** A provider that answers Load Coins as told and the coin history with one entry; other calls stay pending. */
function provider(loadCoins: () => Promise<unknown>): FakeApi {
  return (operationId) => {
    if (operationId === 'loadCoins') return loadCoins();
    if (operationId === 'getCoinsHistory') return Promise.resolve({ coins: [loadEntry] });
    return new Promise(() => undefined);
  };
}

function loadCoinsStore(api: FakeApi, user: User = shopper) {
  const request = vi.fn(api);
  const store = createStore(fakeApiClient(request), {
    session: { signedIn: true, user, status: 'succeeded', error: null },
  });
  store.loadModule(accountStoreModule);
  const loadCoins = () => loadCoinsSlice.selectSlice(store.getState() as never);
  const coinHistory = () => coinHistorySlice.selectSlice(store.getState() as never);
  const calls = (operationId: string) => request.mock.calls.filter(([called]) => called === operationId);
  return { store, request, loadCoins, coinHistory, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('redeeming a voucher code', () => {
  it('sends POST /load-coin/ with the code and keeps the answer', async () => {
    const { store, request, loadCoins } = loadCoinsStore(provider(() => Promise.resolve(redeemed)));
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    expect(loadCoins()).toEqual({ status: 'loading', error: null, redeemed: null });
    await settle();
    expect(request).toHaveBeenCalledWith('loadCoins', { json: { coupon_code: 'LOAD-500-AAAA' } });
    expect(loadCoins()).toEqual({ status: 'succeeded', error: null, redeemed });
  });

  it("reports the new balance to the header's session", async () => {
    const { store } = loadCoinsStore(provider(() => Promise.resolve(redeemed)));
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    await settle();
    expect(store.getState().session.user).toMatchObject({ coins: 5500, usercoins: 5500 });
  });

  it('counts the balance from the previous one to the paisa when the answer gives no new balance', async () => {
    const answer: LoadCoinResponse = {
      status: 'success',
      message: '150.1 coins added to your balance.',
      data: { coins_added: 150.1, previous_balance: 4849.95 },
    };
    const { store } = loadCoinsStore(
      provider(() => Promise.resolve(answer)),
      { ...shopper, coins: 4849.95, usercoins: undefined },
    );
    store.dispatch(couponRedeemRequested('LOAD-150-DDDD'));
    await settle();
    // 4849.95 + 150.1 is 5000.049999999999 in floating point.
    expect(store.getState().session.user).toMatchObject({ coins: 5000.05 });
    expect(store.getState().session.user?.usercoins).toBeUndefined();
  });

  it('loads the coin history again after a redemption', async () => {
    const { store, calls, coinHistory } = loadCoinsStore(provider(() => Promise.resolve(redeemed)));
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    await settle();
    expect(calls('getCoinsHistory')).toHaveLength(1);
    expect(coinHistory()).toMatchObject({ status: 'succeeded', entries: [loadEntry] });
  });

  it("shows the response's message when the provider refuses the code", async () => {
    const { store, loadCoins, calls } = loadCoinsStore(
      provider(() =>
        Promise.reject(new ApiError(409, { message: 'Coupon code has already been used.', code: 'coupon_used' })),
      ),
    );
    store.dispatch(couponRedeemRequested('LOAD-USED-0001'));
    await settle();
    expect(loadCoins()).toEqual({ status: 'failed', error: 'Coupon code has already been used.', redeemed: null });
    expect(store.getState().session.user?.coins).toBe(5000);
    expect(calls('getCoinsHistory')).toHaveLength(0);
  });

  it('reads the balance again when the code may have gone into it: its answer lost, then found used on a retry', async () => {
    let attempt = 0;
    const refusals = [
      new ApiError(0, undefined),
      new ApiError(409, { message: 'Coupon code has already been used.', code: 'coupon_used' }),
    ];
    const { store, calls } = loadCoinsStore((operationId) => {
      if (operationId === 'getUserData') return Promise.resolve({ ...shopper, coins: 5500, usercoins: 5500 });
      return provider(() => Promise.reject(refusals[attempt++]))(operationId, {});
    });
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    await settle();
    expect(calls('getUserData')).toHaveLength(1);
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    await settle();
    expect(calls('getUserData')).toHaveLength(2);
    expect(store.getState().session.user?.coins).toBe(5500);
  });

  it.each([
    ['a 500 with an empty body', new ApiError(500, '')],
    ['a 503 with a blank message', new ApiError(503, { message: '  ' })],
    ['a network failure', new ApiError(0, undefined)],
  ])("falls back to 'Failed to redeem coupon' for %s", async (_, error) => {
    const { store, loadCoins } = loadCoinsStore(provider(() => Promise.reject(error)));
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    await settle();
    expect(loadCoins()).toEqual({ status: 'failed', error: 'Failed to redeem coupon', redeemed: null });
  });

  it('redeems once for a double submit', async () => {
    let answer: (body: LoadCoinResponse) => void = () => undefined;
    const { store, calls, loadCoins } = loadCoinsStore(provider(() => new Promise((resolve) => (answer = resolve))));
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    await settle();
    answer(redeemed);
    await settle();
    expect(calls('loadCoins')).toHaveLength(1);
    expect(loadCoins().status).toBe('succeeded');
    expect(store.getState().session.user?.coins).toBe(5500);
  });

  it('forgets the outcome of an earlier visit when Load Coins opens again, and on sign-out', async () => {
    const { store, loadCoins } = loadCoinsStore(provider(() => Promise.resolve(redeemed)));
    store.dispatch(couponRedeemRequested('LOAD-500-AAAA'));
    await settle();
    store.dispatch(loadCoinsOpened());
    expect(loadCoins()).toEqual({ status: 'idle', error: null, redeemed: null });

    store.dispatch(couponRedeemRequested('LOAD-1000-BBBB'));
    await settle();
    store.dispatch(signedOut());
    expect(loadCoins()).toEqual({ status: 'idle', error: null, redeemed: null });
  });
});
