import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient } from '../../testing/fake-api';
import { searchFallbackMessage } from './search-saga';
import { searchQueryChanged } from './search-slice';

function product(id: number, name: string): Product {
  return {
    id,
    name,
    image_url: null,
    price: '100.00',
    price_mrp: '100.00',
    is_available: true,
    denominations: [{ id, min: '100.00', max: '10000.00' }],
    subcategory: { id: 1, name: 'Apparel' },
    details: '',
    terms_and_conditions: '',
    how_to_use: '',
  };
}

const aurora = [product(1, 'Aurora Threads Gift Card')];
const saffron = [product(2, 'Saffron Footworks Voucher')];

function storeAnswering(answer: (operationId: string, input: unknown) => Promise<unknown>) {
  const request = vi.fn(answer);
  const store = createStore(fakeApiClient(request));
  return { store, request };
}

/** Moves the fake clock, letting the answers in flight arrive. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** Spec part 1, section 9: search debounce 150 ms. */
const afterDebounce = () => wait(150);

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('searching', () => {
  it('searches the trimmed term in the background once typing pauses for 150 ms', async () => {
    const { store, request } = storeAnswering(() => Promise.resolve(aurora));
    store.dispatch(searchQueryChanged('a'));
    store.dispatch(searchQueryChanged('au'));
    store.dispatch(searchQueryChanged(' aur '));
    await wait(149);
    expect(request).not.toHaveBeenCalled();
    expect(store.getState().search.status).toBe('idle');
    await wait(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('searchProducts', { query: { q: 'aur' } });
    expect(store.getState().search).toEqual({ results: aurora, status: 'succeeded', error: null, lastQuery: 'aur' });
    // A background call: the global spinner overlay never showed.
    expect(store.getState().feedback.activeTasks).toBe(0);
  });

  it('never searches fewer than 2 trimmed characters, and clearing resets the search to idle', async () => {
    const { store, request } = storeAnswering(() => Promise.resolve(aurora));
    store.dispatch(searchQueryChanged(' a  '));
    await afterDebounce();
    expect(request).not.toHaveBeenCalled();

    store.dispatch(searchQueryChanged('aurora'));
    await afterDebounce();
    expect(store.getState().search.results).toEqual(aurora);
    store.dispatch(searchQueryChanged(''));
    expect(store.getState().search).toEqual({ results: [], status: 'idle', error: null, lastQuery: '' });
  });

  it('never lets an older, slower answer overwrite a newer one', async () => {
    const slow = deferred<Product[]>();
    const { store, request } = storeAnswering((_, input) =>
      (input as { query: { q: string } }).query.q === 'aurora' ? slow.promise : Promise.resolve(saffron),
    );
    store.dispatch(searchQueryChanged('aurora'));
    await afterDebounce();
    expect(store.getState().search).toMatchObject({ status: 'loading', lastQuery: 'aurora' });
    store.dispatch(searchQueryChanged('saffron'));
    await afterDebounce();
    slow.resolve(aurora);
    await wait(10);
    expect(request).toHaveBeenCalledTimes(2);
    expect(store.getState().search).toMatchObject({ status: 'succeeded', results: saffron, lastQuery: 'saffron' });
  });

  it("fails with the server's message or the fallback, and empties the results", async () => {
    let answer: () => Promise<unknown> = () => Promise.resolve(aurora);
    const { store } = storeAnswering(() => answer());
    store.dispatch(searchQueryChanged('aurora'));
    await afterDebounce();
    expect(store.getState().search.results).toEqual(aurora);

    answer = () => Promise.reject(new ApiError(503, { detail: 'Search is resting.' }));
    store.dispatch(searchQueryChanged('auroras'));
    await afterDebounce();
    expect(store.getState().search).toEqual({
      results: [],
      status: 'failed',
      error: 'Search is resting.',
      lastQuery: 'auroras',
    });

    answer = () => Promise.reject(new ApiError(0, undefined));
    store.dispatch(searchQueryChanged('aurora x'));
    await afterDebounce();
    expect(store.getState().search.error).toBe(searchFallbackMessage);
    expect(searchFallbackMessage).toBe('Failed to fetch search results');
  });

  it('treats an answer that breaks its contract as an invalid response', async () => {
    const { store } = storeAnswering(() => Promise.resolve([{ id: 'one' }]));
    store.dispatch(searchQueryChanged('aurora'));
    await afterDebounce();
    expect(store.getState().search).toMatchObject({ status: 'failed', error: 'Invalid response from server' });
  });
});
