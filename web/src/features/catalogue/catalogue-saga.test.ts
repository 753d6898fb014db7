import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../contracts';
import { createStore } from '../../app/store';
import { ApiError } from '../../lib/api-client';
import { fakeApiClient } from '../../testing/fake-api';
import { testProducts } from '../../testing/test-products';
import {
  catalogueCategoryChosen,
  catalogueFiltersChanged,
  catalogueLessRequested,
  catalogueMoreRequested,
  catalogueOpened,
  catalogueSortChosen,
} from './catalogue-slice';
import { categoriesRequested, categoriesReset } from './categories-slice';

type Answer = (operationId: string, input: unknown) => Promise<unknown>;

const nextLink = 'http://127.0.0.1:9090/products/?page=2&perPage=8';

function page(products: Product[], next: string | null = null) {
  return { count: products.length, next, previous: null, results: products };
}

function sortedPage(products: Product[], next: string | null = null) {
  return { count: products.length, next, previous: null, results: { products } };
}

/** A store whose API answers catalogue calls with `answer` and everything else (the configuration) never. */
function storeAnswering(answer: Answer) {
  const request = vi.fn((operationId: string, input: unknown) =>
    operationId === 'getConfiguration' ? new Promise<never>(() => undefined) : answer(operationId, input),
  );
  const store = createStore(fakeApiClient(request));
  const catalogueCalls = () => request.mock.calls.filter(([operationId]) => operationId !== 'getConfiguration');
  return { store, request, catalogueCalls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('opening the catalogue', () => {
  it('loads page 1 of the recommended list at once, with exactly the page parameters', async () => {
    const { store, catalogueCalls } = storeAnswering(() => Promise.resolve(page(testProducts(1, 8), nextLink)));
    store.dispatch(catalogueOpened(undefined));
    await settle();
    expect(catalogueCalls()).toEqual([['listProducts', { query: { page: 1, perPage: 8 } }]]);
    expect(store.getState().catalogue).toMatchObject({ status: 'succeeded', hasMore: true, page: 1 });
    expect(store.getState().feedback.activeTasks).toBe(0);
  });

  it('keeps what is shown when the shopper comes back without navigation state', async () => {
    const { store, catalogueCalls } = storeAnswering(() => Promise.resolve(page(testProducts(1, 8))));
    store.dispatch(catalogueOpened(undefined));
    await settle();
    store.dispatch(catalogueOpened(undefined));
    await settle();
    expect(catalogueCalls()).toHaveLength(1);
  });

  it('applies the navigation state and loads that selection', async () => {
    const { store, catalogueCalls } = storeAnswering(() => Promise.resolve(page([])));
    store.dispatch(catalogueOpened({ categoryId: 2, selectedSubCategories: [4, 6] }));
    await settle();
    expect(catalogueCalls()).toEqual([
      ['listProducts', { query: { page: 1, perPage: 8, category: 2, subcategories: '4,6' } }],
    ]);
  });
});

describe('filter and sort changes', () => {
  it('reload page 1 once, 300 ms after the last of a burst of changes', async () => {
    const { store, catalogueCalls } = storeAnswering(() => Promise.resolve(page(testProducts(1, 3))));
    store.dispatch(catalogueCategoryChosen(1));
    await vi.advanceTimersByTimeAsync(200);
    store.dispatch(catalogueFiltersChanged({ subCategories: [1, 3], priceRange: { min: 10050, max: 500000 } }));
    await vi.advanceTimersByTimeAsync(299);
    expect(catalogueCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(catalogueCalls()).toEqual([
      [
        'listProducts',
        { query: { page: 1, perPage: 8, category: 1, subcategories: '1,3', price_min: 100.5, price_max: 5000 } },
      ],
    ]);
  });

  it('ask /products/sort/ for the price orders, with a repeated subcategories[] parameter', async () => {
    const { store, catalogueCalls } = storeAnswering(() => Promise.resolve(sortedPage(testProducts(1, 2))));
    store.dispatch(catalogueFiltersChanged({ subCategories: [2, 5], priceRange: { min: null, max: 100000 } }));
    store.dispatch(catalogueSortChosen('price_high_low'));
    await vi.advanceTimersByTimeAsync(300);
    store.dispatch(catalogueSortChosen('price_low_high'));
    await vi.advanceTimersByTimeAsync(300);
    expect(catalogueCalls()).toEqual([
      [
        'listSortedProducts',
        { query: { sort: 'desc', page: 1, perPage: 8, 'subcategories[]': [2, 5], price_max: 1000 } },
      ],
      [
        'listSortedProducts',
        { query: { sort: 'asc', page: 1, perPage: 8, 'subcategories[]': [2, 5], price_max: 1000 } },
      ],
    ]);
    expect(store.getState().catalogue.products.map((product) => product.id)).toEqual([1, 2]);
  });

  it('go back to /products/ for the recommended order', async () => {
    const { store, catalogueCalls } = storeAnswering((operationId) =>
      Promise.resolve(operationId === 'listProducts' ? page([]) : sortedPage([])),
    );
    store.dispatch(catalogueSortChosen('price_low_high'));
    await vi.advanceTimersByTimeAsync(300);
    store.dispatch(catalogueSortChosen('recommended'));
    await vi.advanceTimersByTimeAsync(300);
    expect(catalogueCalls().map(([operationId]) => operationId)).toEqual(['listSortedProducts', 'listProducts']);
  });
});

describe('a newer request', () => {
  it('wins over an older one still under way', async () => {
    let answerOlder: (body: unknown) => void = () => undefined;
    const { store } = storeAnswering((_, input) => {
      const { category } = (input as { query: { category?: number } }).query;
      if (category === 1) return new Promise((resolve) => (answerOlder = resolve));
      return Promise.resolve(page(testProducts(20, 2)));
    });
    store.dispatch(catalogueCategoryChosen(1));
    await vi.advanceTimersByTimeAsync(300);
    store.dispatch(catalogueCategoryChosen(2));
    await vi.advanceTimersByTimeAsync(300);
    answerOlder(page(testProducts(1, 8)));
    await settle();
    expect(store.getState().catalogue.products.map((product) => product.id)).toEqual([20, 21]);
    expect(store.getState().feedback.activeTasks).toBe(0);
  });
});

describe('paging', () => {
  it('Show More appends the next page without duplicates, and Show Less reloads page 1', async () => {
    const { store, catalogueCalls } = storeAnswering((_, input) => {
      const pageNumber = (input as { query: { page: number } }).query.page;
      return Promise.resolve(pageNumber === 1 ? page(testProducts(1, 8), nextLink) : page(testProducts(8, 8)));
    });
    store.dispatch(catalogueOpened(undefined));
    await settle();
    store.dispatch(catalogueMoreRequested());
    await settle();
    expect(catalogueCalls()[1]).toEqual(['listProducts', { query: { page: 2, perPage: 8 } }]);
    expect(store.getState().catalogue.products).toHaveLength(15);
    expect(store.getState().catalogue).toMatchObject({ page: 2, hasMore: false });

    store.dispatch(catalogueMoreRequested());
    await settle();
    expect(catalogueCalls()).toHaveLength(2);

    store.dispatch(catalogueLessRequested());
    await settle();
    expect(catalogueCalls()[2]).toEqual(['listProducts', { query: { page: 1, perPage: 8 } }]);
    expect(store.getState().catalogue).toMatchObject({ page: 1, hasMore: true });
    expect(store.getState().catalogue.products).toHaveLength(8);
  });
});

describe('failures', () => {
  async function failureOf(sort: 'recommended' | 'price_low_high', answer: () => Promise<unknown>) {
    const { store } = storeAnswering(answer);
    store.dispatch(catalogueSortChosen(sort));
    await vi.advanceTimersByTimeAsync(300);
    return store.getState().catalogue;
  }

  it("the recommended list shows the server's message, else 'contact the adminstration '", async () => {
    const withMessage = await failureOf('recommended', () =>
      Promise.reject(new ApiError(500, { message: 'Catalogue offline' })),
    );
    expect(withMessage).toMatchObject({ status: 'failed', error: 'Catalogue offline', products: [] });
    const offline = await failureOf('recommended', () => Promise.reject(new ApiError(0, undefined)));
    expect(offline.error).toBe('contact the adminstration ');
    const malformed = await failureOf('recommended', () => Promise.resolve({ results: 'nope' }));
    expect(malformed.error).toBe('Invalid response from server');
  });

  it("the sorted list names a wrong structure, else shows the server's message or its fallback", async () => {
    const malformed = await failureOf('price_low_high', () => Promise.resolve(page(testProducts(1, 2))));
    expect(malformed).toMatchObject({ status: 'failed', error: 'Invalid response structure' });
    const withMessage = await failureOf('price_low_high', () =>
      Promise.reject(new ApiError(400, { message: 'Bad sort', detail: 'ignored' })),
    );
    expect(withMessage.error).toBe('Bad sort');
    const offline = await failureOf('price_low_high', () => Promise.reject(new ApiError(0, undefined)));
    expect(offline.error).toBe('Failed to fetch sorted products');
  });
});

describe('loading the categories', () => {
  const home = { categories: [{ id: 1, name: 'Fashion' }], subcategories: [{ id: 1, name: 'Apparel' }] };

  it('asks GET /home/ once per session, never twice while loading, and again after a reset', async () => {
    const { store, catalogueCalls } = storeAnswering(() => Promise.resolve(home));
    store.dispatch(categoriesRequested());
    store.dispatch(categoriesRequested());
    await settle();
    store.dispatch(categoriesRequested());
    await settle();
    expect(catalogueCalls()).toEqual([['getHome', {}]]);
    expect(store.getState().categories).toMatchObject({ status: 'succeeded', ...home });

    store.dispatch(categoriesReset());
    store.dispatch(categoriesRequested());
    await settle();
    expect(catalogueCalls()).toHaveLength(2);
  });

  it('fails on an answer that breaks the contract', async () => {
    const { store } = storeAnswering(() => Promise.resolve({ categories: [{ id: 0, name: '' }] }));
    store.dispatch(categoriesRequested());
    await settle();
    expect(store.getState().categories).toMatchObject({ status: 'failed', error: 'Invalid response from server' });
  });
});
