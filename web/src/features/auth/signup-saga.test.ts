import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient } from '../../testing/fake-api';
import { authStoreModule } from './auth-store-module';
import { signupRequested, signupScreenLeft, signupSlice } from './signup-slice';

const details = { username: "Ravi K. D'Souza", email: 'ravi@example.com', password: 'Secret#2026' };

function storeAnswering(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request));
  store.loadModule(authStoreModule);
  return { store, request };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signing up', () => {
  it('sends the details with the placeholder phone, once per press', async () => {
    const { store, request } = storeAnswering(() =>
      Promise.resolve({ id: 4, username: details.username, email: details.email, message: 'Account created.' }),
    );
    store.dispatch(signupRequested(details));
    expect(signupSlice.selectSlice(store.getState() as never)).toEqual({ status: 'loading', error: null });
    store.dispatch(signupRequested(details));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('signup', { json: { ...details, phone: '9999999999' } });
    expect(signupSlice.selectSlice(store.getState() as never)).toEqual({ status: 'succeeded', error: null });
    store.dispatch(signupScreenLeft());
    expect(signupSlice.selectSlice(store.getState() as never)).toEqual({ status: 'idle', error: null });
  });

  it("shows the provider's reason in the form and its detail as a toast", async () => {
    const { store } = storeAnswering(() =>
      Promise.reject(
        new ApiError(409, {
          detail: 'Conflict',
          status_code: 409,
          details: { errorMessage: 'An account with this email already exists.' },
        }),
      ),
    );
    store.dispatch(signupRequested(details));
    await settle();
    expect(signupSlice.selectSlice(store.getState() as never)).toEqual({
      status: 'failed',
      error: 'An account with this email already exists.',
    });
    // The form's red box announces the failure; the toast only shows it.
    expect(store.getState().feedback.toasts).toMatchObject([
      { message: 'Conflict', severity: 'error', announced: false },
    ]);
  });

  it('announces the failure in its toast when the screen was left while it was under way', async () => {
    let refuse: (reason: unknown) => void = () => undefined;
    const { store } = storeAnswering(() => new Promise((_, reject) => (refuse = reject)));
    store.dispatch(signupRequested(details));
    store.dispatch(signupScreenLeft());
    refuse(new ApiError(0, undefined));
    await settle();
    expect(store.getState().feedback.toasts).toMatchObject([{ announced: true }]);
  });

  it('falls back to its own texts when the provider cannot be reached', async () => {
    const { store } = storeAnswering(() => Promise.reject(new ApiError(0, undefined)));
    store.dispatch(signupRequested(details));
    await settle();
    expect(signupSlice.selectSlice(store.getState() as never).error).toBe(
      'Signup failed. Please check your details and try again.',
    );
    expect(store.getState().feedback.toasts).toMatchObject([{ message: 'Signup failed. Please try again.' }]);
  });

  it('treats an answer that breaks its contract as a failure', async () => {
    const { store } = storeAnswering(() => Promise.resolve({ id: 4 }));
    store.dispatch(signupRequested(details));
    await settle();
    expect(signupSlice.selectSlice(store.getState() as never).status).toBe('failed');
  });
});
