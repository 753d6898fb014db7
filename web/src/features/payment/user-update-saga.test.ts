import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User, UserUpdateResponse } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient, neverAnswers, type FakeApi } from '../../testing/fake-api';
import { orderPollingStarted } from './order-status-slice';
import { paymentStoreModule } from './payment-store-module';
import { userUpdateRequested, userUpdateSlice } from './user-update-slice';

const shopper: User = { username: 'Asha Shopper', email: 'shopper@example.com', phone: '9876543210', coins: 5000 };
const change = {
  username: 'Asha Shopper',
  email: 'shopper@example.com',
  email_new: 'asha@example.com',
  phone: '9000000001',
};
const updated: UserUpdateResponse = {
  message: 'User details updated.',
  user: { username: 'Asha Shopper', email: 'asha@example.com', phone: '9000000001' },
};

function updateStore(answer: FakeApi) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request), {
    session: { signedIn: true, user: shopper, status: 'succeeded', error: null },
  });
  store.loadModule(paymentStoreModule);
  const update = () => userUpdateSlice.selectSlice(store.getState() as never);
  return { store, request, update };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('updating the shopper’s details', () => {
  it('sends PATCH /user/update/, keeps the new details, reloads the order and toasts for 3 s', async () => {
    const { store, request, update } = updateStore((operationId) =>
      operationId === 'updateUser' ? Promise.resolve(updated) : new Promise(() => undefined),
    );
    store.dispatch(orderPollingStarted('ord_000001', 'payment'));
    store.dispatch(userUpdateRequested(change));
    await settle();
    expect(request).toHaveBeenCalledWith('updateUser', { json: change });
    expect(update().status).toBe('succeeded');
    expect(store.getState().session.user).toMatchObject({
      email: 'asha@example.com',
      phone: '9000000001',
      coins: 5000,
    });
    expect(request.mock.calls.filter(([operationId]) => operationId === 'getOrderStatus')).toHaveLength(2);
    expect(store.getState().feedback.toasts).toMatchObject([
      { message: 'User details updated.', severity: 'success', autoCloseMs: 3000 },
    ]);
  });

  it("logs a refusal and keeps the server's text, or 'Failed to update user details'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const taken = updateStore(() =>
      Promise.reject(new ApiError(409, { detail: 'Another account already uses this e-mail.' })),
    );
    taken.store.dispatch(userUpdateRequested(change));
    await settle();
    expect(taken.update()).toEqual({ status: 'failed', error: 'Another account already uses this e-mail.' });
    expect(warn).toHaveBeenCalled();

    const offline = updateStore(() => Promise.reject(new ApiError(0, undefined)));
    offline.store.dispatch(userUpdateRequested(change));
    await settle();
    expect(offline.update().error).toBe('Failed to update user details');
  });
});

describe('a store module', () => {
  it('joins the store once, with its slices at their initial state', () => {
    const { store } = updateStore(() => new Promise(() => undefined));
    store.loadModule(paymentStoreModule);
    expect((store.getState() as Record<string, unknown>).userUpdate).toEqual({ status: 'idle', error: null });
    expect((store.getState() as Record<string, unknown>).orderStatus).toMatchObject({ orderId: null, polled: false });
  });

  it("brings the edit modal's state and saga with the payment pages' module", async () => {
    const request = vi.fn<FakeApi>(neverAnswers);
    const store = createStore(fakeApiClient(request));
    store.loadModule(paymentStoreModule);
    expect(paymentStoreModule.slices).toContain(userUpdateSlice);
    store.dispatch(userUpdateRequested(change));
    await settle();
    expect(request.mock.calls.map(([operationId]) => operationId)).toContain('updateUser');
  });
});
