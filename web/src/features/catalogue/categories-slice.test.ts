import { describe, expect, it } from 'vitest';
import {
  categoriesFailed,
  categoriesLoaded,
  categoriesRequested,
  categoriesReset,
  categoriesSlice,
} from './categories-slice';

const reduce = categoriesSlice.reducer;

describe('the categories slice', () => {
  it('starts loading only from idle', () => {
    const loading = reduce(undefined, categoriesRequested());
    expect(loading.status).toBe('loading');
    const loaded = reduce(loading, categoriesLoaded({ categories: [], subcategories: [] }));
    expect(reduce(loaded, categoriesRequested()).status).toBe('succeeded');
    const failed = reduce(loading, categoriesFailed('Invalid response from server'));
    expect(reduce(failed, categoriesRequested())).toMatchObject({
      status: 'failed',
      error: 'Invalid response from server',
    });
  });

  it('keeps both lists ascending by id', () => {
    const state = reduce(
      undefined,
      categoriesLoaded({
        categories: [
          { id: 2, name: 'Food & Dining' },
          { id: 1, name: 'Fashion' },
        ],
        subcategories: [
          { id: 4, name: 'Restaurants', category_id: 2 },
          { id: 1, name: 'Apparel', category_id: 1 },
        ],
      }),
    );
    expect(state.categories.map((category) => category.id)).toEqual([1, 2]);
    expect(state.subcategories.map((subcategory) => subcategory.id)).toEqual([1, 4]);
  });

  it('can be reset so that the next request loads again', () => {
    const loaded = reduce(undefined, categoriesLoaded({ categories: [{ id: 1, name: 'Fashion' }], subcategories: [] }));
    const reset = reduce(loaded, categoriesReset());
    expect(reset).toEqual({ status: 'idle', categories: [], subcategories: [], error: null });
    expect(reduce(reset, categoriesRequested()).status).toBe('loading');
  });
});
