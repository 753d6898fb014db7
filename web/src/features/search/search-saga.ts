import { delay, put, takeLatest } from 'redux-saga/effects';
import { searchProductsAnswers } from '../../../../contracts/generated/answers/search-products';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { searchCleared, searchFailed, searchQueryChanged, searchStarted, searchSucceeded } from './search-slice';

/** Spec section 9: the header box searches from 2 trimmed characters, 150 ms after the last keystroke. */
export const searchMinLength = 2;
const searchDebounceMs = 150;
export const searchFallbackMessage = 'Failed to fetch search results';

function* search({ payload }: ReturnType<typeof searchQueryChanged>) {
  const query = payload.trim();
  if (query.length < searchMinLength) {
    yield put(searchCleared());
    return;
  }
  yield delay(searchDebounceMs);
  yield put(searchStarted(query));
  try {
    // In the background: typing must not cover the page with the global spinner overlay.
    const results = yield* apiCall(searchProductsAnswers, { query: { q: query } }, { background: true });
    yield put(searchSucceeded({ query, results }));
  } catch (error) {
    yield put(searchFailed({ query, error: errorMessage(error, searchFallbackMessage) }));
  }
}

export function* searchSaga() {
  // A keystroke cancels the pending debounce and any search still in flight, so an older answer never lands.
  yield takeLatest(searchQueryChanged.type, search);
}
