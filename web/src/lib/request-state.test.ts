import { describe, expect, it } from 'vitest';
import { requestState, type RequestState } from './request-state';

/** Applies a request-state reducer to a copy, as a slice's draft would. */
function after(state: RequestState, reduce: (draft: RequestState) => void): RequestState {
  const draft = { ...state };
  reduce(draft);
  return draft;
}

const failed: RequestState = { status: 'failed', error: 'Failed to fetch cart items' };

describe('the request state', () => {
  it('goes from idle to loading, then to succeeded or failed with the reason', () => {
    const loading = after(requestState.idle, requestState.started);
    expect(loading).toEqual({ status: 'loading', error: null });
    expect(after(loading, requestState.succeeded)).toEqual({ status: 'succeeded', error: null });
    expect(
      after(loading, (draft) => requestState.failed(draft, { type: 'cart/cartFailed', payload: 'Offline' })),
    ).toEqual({
      status: 'failed',
      error: 'Offline',
    });
  });

  it('forgets the last failure when a request starts again', () => {
    expect(after(failed, requestState.started)).toEqual({ status: 'loading', error: null });
  });

  it('starts what loads once only from idle', () => {
    expect(after(requestState.idle, requestState.startedOnce).status).toBe('loading');
    expect(after({ status: 'succeeded', error: null }, requestState.startedOnce).status).toBe('succeeded');
    expect(after(failed, requestState.startedOnce)).toEqual(failed);
  });

  it('keeps a loaded answer in place of the last one, and forgets the last failure', () => {
    interface Orders extends RequestState {
      orders: string[];
    }
    const loaded = requestState.loadedInto<Orders, 'orders'>('orders');
    const state: Orders = { status: 'failed', error: 'Offline', orders: ['ord_1'] };
    loaded(state, { type: 'orderHistory/orderHistoryLoaded', payload: ['ord_2', 'ord_3'] });
    expect(state).toEqual({ status: 'succeeded', error: null, orders: ['ord_2', 'ord_3'] });
  });
});
