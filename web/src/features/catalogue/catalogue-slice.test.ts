import { describe, expect, it } from 'vitest';
import { testProducts } from '../../testing/test-products';
import {
  catalogueCategoryChosen,
  catalogueFiltersChanged,
  catalogueFiltersCleared,
  catalogueOpened,
  catalogueSlice,
  catalogueSortChosen,
  productsPageFailed,
  productsPageLoaded,
  productsPageRequested,
  type CatalogueState,
} from './catalogue-slice';

const reduce = catalogueSlice.reducer;
const next = 'http://127.0.0.1:9090/products/?page=2&perPage=8';

function loaded(first: number, count: number, page: number, append: boolean, hasNext = true) {
  return productsPageLoaded({
    products: testProducts(first, count),
    page,
    append,
    count: 20,
    next: hasNext ? next : null,
    previous: null,
  });
}

function withFirstPage(): CatalogueState {
  return reduce(reduce(undefined, productsPageRequested({ page: 1, append: false })), loaded(1, 8, 1, false));
}

describe('the catalogue slice', () => {
  it('starts idle on page 1 with the recommended order and no filters', () => {
    expect(reduce(undefined, { type: 'init' })).toMatchObject({
      status: 'idle',
      lastSortOption: 'recommended',
      page: 1,
      hasMore: false,
      loadingMore: false,
      products: [],
      chosenCategoryId: null,
      subCategories: [],
      priceRange: { min: null, max: null },
    });
  });

  it('replaces the list with a first page and keeps hasMore while a next link exists', () => {
    const state = withFirstPage();
    expect(state.products.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(state).toMatchObject({ status: 'succeeded', page: 1, hasMore: true, count: 20, next });
  });

  it('appends the next page, dropping products already shown', () => {
    let state = reduce(withFirstPage(), productsPageRequested({ page: 2, append: true }));
    expect(state).toMatchObject({ status: 'succeeded', loadingMore: true });
    state = reduce(state, loaded(7, 8, 2, true, false));
    expect(state.products.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(state).toMatchObject({ page: 2, hasMore: false, next: null, loadingMore: false });
  });

  it('clears the list when a first page fails', () => {
    let state = reduce(withFirstPage(), productsPageRequested({ page: 1, append: false }));
    expect(state.status).toBe('loading');
    state = reduce(state, productsPageFailed({ append: false, error: 'contact the adminstration ' }));
    expect(state).toMatchObject({
      status: 'failed',
      error: 'contact the adminstration ',
      products: [],
      hasMore: false,
      page: 1,
      next: null,
    });
  });

  it('keeps the list when Show More fails', () => {
    let state = reduce(withFirstPage(), productsPageRequested({ page: 2, append: true }));
    state = reduce(state, productsPageFailed({ append: true, error: 'Failed to fetch sorted products' }));
    expect(state.products).toHaveLength(8);
    expect(state).toMatchObject({ status: 'failed', loadingMore: false, hasMore: true, page: 1 });
  });

  it('lets a first page request take over from a Show More under way', () => {
    let state = reduce(withFirstPage(), productsPageRequested({ page: 2, append: true }));
    state = reduce(state, productsPageRequested({ page: 1, append: false }));
    expect(state).toMatchObject({ status: 'loading', loadingMore: false });
  });

  it('records the category, filters and sort order', () => {
    let state = reduce(undefined, catalogueCategoryChosen(3));
    state = reduce(state, catalogueFiltersChanged({ subCategories: [4, 2, 4], priceRange: { min: 10000, max: null } }));
    state = reduce(state, catalogueSortChosen('price_high_low'));
    expect(state).toMatchObject({
      chosenCategoryId: 3,
      subCategories: [4, 2],
      priceRange: { min: 10000, max: null },
      lastSortOption: 'price_high_low',
    });
    state = reduce(state, catalogueFiltersCleared());
    expect(state).toMatchObject({ chosenCategoryId: 3, subCategories: [], priceRange: { min: null, max: null } });
  });

  it('applies the category and subcategories the home was sent, leaving what was not sent', () => {
    const filtered = reduce(undefined, catalogueFiltersChanged({ subCategories: [1], priceRange: { min: 1, max: 2 } }));
    expect(reduce(filtered, catalogueOpened({ categoryId: 2, selectedSubCategories: [4, 5] }))).toMatchObject({
      chosenCategoryId: 2,
      subCategories: [4, 5],
      priceRange: { min: 1, max: 2 },
    });
    expect(reduce(filtered, catalogueOpened(undefined)).subCategories).toEqual([1]);
  });
});
