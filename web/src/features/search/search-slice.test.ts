import { describe, expect, it } from 'vitest';
import { searchCleared, searchFailed, searchSlice, searchStarted, searchSucceeded } from './search-slice';

const { reducer } = searchSlice;

describe('the search state', () => {
  it('ignores answers for a term other than the last one searched', () => {
    let state = reducer(undefined, searchStarted('aurora'));
    state = reducer(state, searchStarted('saffron'));
    state = reducer(state, searchSucceeded({ query: 'aurora', results: [] }));
    expect(state).toMatchObject({ status: 'loading', lastQuery: 'saffron' });
    state = reducer(state, searchFailed({ query: 'aurora', error: 'late' }));
    expect(state).toMatchObject({ status: 'loading', error: null });
    state = reducer(state, searchCleared());
    state = reducer(state, searchSucceeded({ query: 'saffron', results: [] }));
    expect(state).toEqual({ results: [], status: 'idle', error: null, lastQuery: '' });
  });
});
