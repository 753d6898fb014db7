import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, User } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { clearSessionTokens, getAccessToken, getRefreshToken, storeSessionTokens } from '../../lib/session-cookie';
import { fakeApiClient } from '../../testing/fake-api';
import {
  logoutRequested,
  selectCoins,
  sessionStarted,
  tokenRefreshFailed,
  userDataRefreshRequested,
} from './session-slice';

const user: User = { id: 1, username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210', coins: 5000 };

const login: LoginResponse = {
  access_token: 'at_0123456789abcdef',
  refresh_token: 'rt_0123456789abcdef',
  token_type: 'Bearer',
  expires_in: 900,
  user,
};

type Answer = (operationId: string) => Promise<unknown>;

/** The shopper's data and an empty cart, as the provider answers a signed-in shopper. */
const signedInProvider: Answer = (operationId) =>
  Promise.resolve(operationId === 'getUserData' ? { ...user, coins: 4200.5 } : []);

function startStore(answer: Answer = signedInProvider) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request));
  const operations = () => request.mock.calls.map(([operationId]) => operationId);
  return { store, request, operations };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(clearSessionTokens);

describe('the session at start-up', () => {
  it('restores a stored session: signed in at once, then the user data, coins and cart are loaded', async () => {
    storeSessionTokens(login);
    const { store, operations } = startStore();
    expect(store.getState().session).toMatchObject({ signedIn: true, status: 'loading', user: null });
    expect(operations().sort()).toEqual(['getCart', 'getUserData']);

    await settle();
    expect(store.getState().session).toEqual({
      signedIn: true,
      user: { ...user, coins: 4200.5 },
      status: 'succeeded',
      error: null,
    });
    expect(selectCoins(store.getState())).toBe(4200.5);
    expect(store.getState().cart.status).toBe('succeeded');
  });

  it('loads nothing for an anonymous visitor', () => {
    const { store, operations } = startStore();
    expect(store.getState().session.signedIn).toBe(false);
    expect(operations()).toEqual([]);
  });

  it("keeps the server's reason, or 'Failed to fetch user data', when the user data cannot be loaded", async () => {
    storeSessionTokens(login);
    const refused = startStore((operationId) =>
      operationId === 'getUserData'
        ? Promise.reject(new ApiError(503, { detail: 'The provider is unavailable.' }))
        : Promise.resolve([]),
    );
    await settle();
    expect(refused.store.getState().session).toMatchObject({
      signedIn: true,
      status: 'failed',
      error: 'The provider is unavailable.',
    });

    const offline = startStore(() => Promise.reject(new ApiError(0, undefined)));
    await settle();
    expect(offline.store.getState().session).toMatchObject({ status: 'failed', error: 'Failed to fetch user data' });

    const broken = startStore((operationId) => Promise.resolve(operationId === 'getUserData' ? { id: 1 } : []));
    await settle();
    expect(broken.store.getState().session.error).toBe('Invalid response from server');
  });
});

describe('signing in', () => {
  it('stores both tokens, shows the login answer at once and loads the user data and cart', async () => {
    const { store, operations } = startStore((operationId) =>
      Promise.resolve(operationId === 'getUserData' ? { ...user, coins: 12, usercoins: 12 } : []),
    );
    store.dispatch(sessionStarted(login));

    expect(getAccessToken()).toBe(login.access_token);
    expect(getRefreshToken()).toBe(login.refresh_token);
    expect(store.getState().session).toMatchObject({ signedIn: true, user });
    expect(selectCoins(store.getState())).toBe(5000);
    expect(operations().sort()).toEqual(['getCart', 'getUserData']);

    await settle();
    expect(store.getState().session.status).toBe('succeeded');
    expect(selectCoins(store.getState())).toBe(12);
  });
});

describe('refreshing the user data', () => {
  it('loads it again while the shown data stays until the new one arrives', async () => {
    storeSessionTokens(login);
    const { store, operations } = startStore();
    await settle();
    store.dispatch(userDataRefreshRequested());

    expect(store.getState().session).toMatchObject({ status: 'loading', user: { ...user, coins: 4200.5 } });
    expect(operations().filter((operationId) => operationId === 'getUserData')).toHaveLength(2);
    await settle();
    expect(store.getState().session.status).toBe('succeeded');
  });
});

describe('ending the session', () => {
  it('on Logout clears both cookies, the user, the coins and the cart', async () => {
    storeSessionTokens(login);
    const { store } = startStore();
    await settle();
    expect(store.getState().cart.status).toBe('succeeded');
    store.dispatch(logoutRequested());

    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(store.getState().session).toEqual({ signedIn: false, user: null, status: 'idle', error: null });
    expect(selectCoins(store.getState())).toBe(0);
    expect(store.getState().cart).toEqual({
      items: [],
      pendingQuantities: [],
      removing: [],
      coinDiscountChosen: false,
      status: 'idle',
      error: null,
    });
    expect(store.getState().feedback.toasts).toEqual([]);
  });

  it('signs the shopper out with a toast when the token could not be refreshed', async () => {
    const { store } = startStore();
    store.dispatch(sessionStarted(login));
    await settle();
    store.dispatch(tokenRefreshFailed('The refresh token is not valid.'));

    expect(store.getState().session.signedIn).toBe(false);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().feedback.toasts).toMatchObject([
      { message: 'The refresh token is not valid.', severity: 'error' },
    ]);
  });

  it('ends only a session the page shows, once: a call refused without a token to an anonymous page says nothing', async () => {
    const anonymous = startStore().store;
    anonymous.dispatch(tokenRefreshFailed('No refresh token available'));
    expect(anonymous.getState().feedback.toasts).toEqual([]);

    const { store } = startStore();
    store.dispatch(sessionStarted(login));
    await settle();
    store.dispatch(tokenRefreshFailed('No refresh token available'));
    store.dispatch(tokenRefreshFailed('No refresh token available'));
    expect(store.getState().session.signedIn).toBe(false);
    expect(store.getState().feedback.toasts).toHaveLength(1);
  });

  it('drops loads under way, so a late answer signs no one back in', async () => {
    storeSessionTokens(login);
    const answers: ((value: unknown) => void)[] = [];
    const { store } = startStore(() => new Promise((resolve) => answers.push(resolve)));
    expect(store.getState().feedback.activeTasks).toBe(2);

    store.dispatch(logoutRequested());
    expect(store.getState().feedback.activeTasks).toBe(0);
    for (const answer of answers) answer(user);
    await settle();
    expect(store.getState().session).toMatchObject({ signedIn: false, user: null, status: 'idle' });
  });
});
