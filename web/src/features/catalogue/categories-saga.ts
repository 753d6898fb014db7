import { put, select, takeLeading } from 'redux-saga/effects';
import { getHomeAnswers } from '../../../../contracts/generated/answers/get-home';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { categoriesFailed, categoriesLoaded, categoriesRequested, selectCategoriesStatus } from './categories-slice';

export const categoriesFallbackMessage = 'An unexpected error occurred';

function* loadCategories() {
  // The reducer moved an idle slice to loading; any other status means the categories are loaded, on their way, or
  // failed, which this session does not retry.
  const status: ReturnType<typeof selectCategoriesStatus> = yield select(selectCategoriesStatus);
  if (status !== 'loading') return;
  try {
    const home = yield* apiCall(getHomeAnswers, {});
    yield put(categoriesLoaded(home));
  } catch (error) {
    yield put(categoriesFailed(errorMessage(error, categoriesFallbackMessage)));
  }
}

export function* categoriesSaga() {
  yield takeLeading(categoriesRequested.type, loadCategories);
}
