import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { clearSessionTokens } from '../../lib/session-cookie';
import { fakeApiClient } from '../../testing/fake-api';
import { selectCoins } from '../session/session-store';
import { authStoreModule } from './auth-store-module';
import { loginRequested, loginScreenLeft, loginSlice } from './login-slice';
import { loadSavedAccounts } from '../../lib/saved-accounts';

const response: LoginResponse = {
  access_token: 'at_3f9c2a1b7d5e4c6a8b0f1e2d3c4b5a69',
  refresh_token: 'rt_8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b',
  token_type: 'Bearer',
  expires_in: 900,
  user: { id: 1, username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210', coins: 5000 },
};

const attempt = { username: '9876543210', password: 'Shopper@123', rememberMe: false };

function storeAnswering(answer: (operationId: string) => Promise<unknown>) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request));
  store.loadModule(authStoreModule);
  return { store, request };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  // A successful sign-in stores the session cookies, which the next test's store would start from.
  clearSessionTokens();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('signing in', () => {
  it('sends the password grant, starts the session and keeps no password in the state', async () => {
    const { store, request } = storeAnswering((operationId) =>
      operationId === 'login' ? Promise.resolve(response) : new Promise(() => undefined),
    );
    store.dispatch(loginRequested(attempt));
    expect(loginSlice.selectSlice(store.getState() as never)).toEqual({ status: 'loading', error: null });
    // A second press while the first is under way sends nothing.
    store.dispatch(loginRequested(attempt));
    await settle();

    expect(request.mock.calls.filter(([operationId]) => operationId === 'login')).toEqual([
      ['login', { json: { username: '9876543210', password: 'Shopper@123', grant_type: 'password' } }],
    ]);
    expect(loginSlice.selectSlice(store.getState() as never)).toEqual({ status: 'succeeded', error: null });
    expect(store.getState().session).toMatchObject({ signedIn: true, user: response.user });
    expect(selectCoins(store.getState())).toBe(5000);
    expect(JSON.stringify(store.getState())).not.toContain('Shopper@123');
    expect(loadSavedAccounts()).toEqual([]);

    store.dispatch(loginScreenLeft());
    expect(loginSlice.selectSlice(store.getState() as never)).toEqual({ status: 'idle', error: null });
  });

  it('with Remember me keeps the e-mail and offers the password to the browser, never to storage', async () => {
    const store = vi.fn(() => Promise.resolve(undefined));
    class PasswordCredential {
      readonly type = 'password';
      constructor(readonly data: { id: string; password: string }) {}
    }
    vi.stubGlobal('PasswordCredential', PasswordCredential);
    Object.defineProperty(navigator, 'credentials', { value: { store }, configurable: true });
    const { store: reduxStore } = storeAnswering(() => Promise.resolve(response));

    reduxStore.dispatch(loginRequested({ ...attempt, rememberMe: true }));
    await settle();

    expect(loadSavedAccounts()).toEqual(['shopper@example.com']);
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({ data: { id: '9876543210', password: 'Shopper@123' } }),
    );
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Shopper@123');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Shopper@123');
    expect(document.cookie).not.toContain('Shopper@123');
  });

  it('without Remember me withdraws the account from the suggestions', async () => {
    window.localStorage.setItem('giftstore.savedLoginEmails', JSON.stringify(['shopper@example.com', 'a@b.co']));
    const { store } = storeAnswering(() => Promise.resolve(response));
    store.dispatch(loginRequested(attempt));
    await settle();
    expect(loadSavedAccounts()).toEqual(['a@b.co']);
  });

  it('shows the mapped message in the state and as a toast that only the red box announces', async () => {
    const { store } = storeAnswering(() => Promise.reject(new ApiError(401, { error: 'invalid_grant' })));
    store.dispatch(loginRequested(attempt));
    await settle();
    const text = 'Invalid password. Please check your password and try again.';
    expect(loginSlice.selectSlice(store.getState() as never)).toEqual({ status: 'failed', error: text });
    expect(store.getState().feedback.toasts).toMatchObject([
      { message: text, severity: 'error', autoCloseMs: 5000, announced: false },
    ]);
    expect(store.getState().session.signedIn).toBe(false);
  });

  it('announces the failure in its toast when the shopper left the screen while it was under way', async () => {
    let refuse: (reason: unknown) => void = () => undefined;
    const { store } = storeAnswering(() => new Promise((_, reject) => (refuse = reject)));
    store.dispatch(loginRequested(attempt));
    store.dispatch(loginScreenLeft());
    refuse(new ApiError(401, { error: 'invalid_grant' }));
    await settle();
    expect(store.getState().feedback.toasts).toMatchObject([{ announced: true }]);
  });

  it('treats an answer that breaks its contract as the default failure', async () => {
    const { store } = storeAnswering(() => Promise.resolve({ access_token: 'short' }));
    store.dispatch(loginRequested(attempt));
    await settle();
    expect(loginSlice.selectSlice(store.getState() as never).error).toBe('Login failed. Please try again.');
    expect(store.getState().session.signedIn).toBe(false);
  });
});
