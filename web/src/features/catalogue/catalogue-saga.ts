import { delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Product, ProductsQuery, ProductsSortQuery } from '../../../../contracts';
import { listProductsAnswers } from '../../../../contracts/generated/answers/list-products';
import { listSortedProductsAnswers } from '../../../../contracts/generated/answers/list-sorted-products';
import { errorMessage, InvalidResponseError } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { toRupees } from '../../lib/money';
import {
  catalogueCategoryChosen,
  catalogueFiltersChanged,
  catalogueFiltersCleared,
  catalogueLessRequested,
  catalogueMoreRequested,
  catalogueOpened,
  catalogueSortChosen,
  PAGE_SIZE,
  productsPageFailed,
  productsPageLoaded,
  productsPageRequested,
  selectCatalogue,
  type CatalogueState,
  type SortOption,
} from './catalogue-slice';

/** How long filter and sort changes settle before page 1 reloads (spec section 9). */
export const FILTER_DEBOUNCE_MS = 300;
export const productsFallbackMessage = 'contact the adminstration ';
export const sortedProductsFallbackMessage = 'Failed to fetch sorted products';
export const invalidSortedResponseMessage = 'Invalid response structure';

interface Page {
  products: Product[];
  count: number;
  next: string | null;
  previous: string | null;
}

function commonQuery(catalogue: CatalogueState, page: number) {
  const { chosenCategoryId, priceRange } = catalogue;
  return {
    page,
    perPage: PAGE_SIZE,
    ...(chosenCategoryId === null ? {} : { category: chosenCategoryId }),
    ...(priceRange.min === null ? {} : { price_min: toRupees(priceRange.min) }),
    ...(priceRange.max === null ? {} : { price_max: toRupees(priceRange.max) }),
  };
}

function* fetchRecommended(catalogue: CatalogueState, page: number) {
  const query: ProductsQuery = {
    ...commonQuery(catalogue, page),
    ...(catalogue.subCategories.length === 0 ? {} : { subcategories: catalogue.subCategories.join(',') }),
  };
  const { results, count, next, previous } = yield* apiCall(listProductsAnswers, { query });
  return { products: results, count, next, previous } satisfies Page;
}

function* fetchSorted(catalogue: CatalogueState, page: number) {
  const query: ProductsSortQuery = {
    sort: catalogue.lastSortOption === 'price_high_low' ? 'desc' : 'asc',
    ...commonQuery(catalogue, page),
    ...(catalogue.subCategories.length === 0 ? {} : { 'subcategories[]': catalogue.subCategories }),
  };
  const { results, count, next, previous } = yield* apiCall(listSortedProductsAnswers, { query });
  return { products: results.products, count, next, previous } satisfies Page;
}

function failureMessage(sort: SortOption, error: unknown): string {
  if (sort === 'recommended') return errorMessage(error, productsFallbackMessage);
  // The sorted list names a wrongly shaped answer itself; otherwise the server's message, then the fallback.
  if (error instanceof InvalidResponseError) return invalidSortedResponseMessage;
  return errorMessage(error, sortedProductsFallbackMessage);
}

function* loadPage({ payload: { page, append } }: ReturnType<typeof productsPageRequested>) {
  const catalogue: CatalogueState = yield select(selectCatalogue);
  try {
    const result: Page =
      catalogue.lastSortOption === 'recommended'
        ? yield* fetchRecommended(catalogue, page)
        : yield* fetchSorted(catalogue, page);
    yield put(productsPageLoaded({ ...result, page, append }));
  } catch (error) {
    yield put(productsPageFailed({ append, error: failureMessage(catalogue.lastSortOption, error) }));
  }
}

function* reloadAfterFilterChange() {
  // takeLatest cancels this wait when another change arrives, so only the last of a burst reloads.
  yield delay(FILTER_DEBOUNCE_MS);
  yield put(productsPageRequested({ page: 1, append: false }));
}

function* openCatalogue({ payload }: ReturnType<typeof catalogueOpened>) {
  const { status }: CatalogueState = yield select(selectCatalogue);
  // Coming back to the home keeps what was shown, unless the navigation asks for another selection.
  if (payload !== undefined || status === 'idle') yield put(productsPageRequested({ page: 1, append: false }));
}

function* showMore() {
  const { status, loadingMore, hasMore, page }: CatalogueState = yield select(selectCatalogue);
  if (status === 'loading' || loadingMore || !hasMore) return;
  yield put(productsPageRequested({ page: page + 1, append: true }));
}

function* showLess() {
  yield put(productsPageRequested({ page: 1, append: false }));
}

export function* catalogueSaga() {
  yield takeEvery(catalogueOpened.type, openCatalogue);
  yield takeLatest(
    [
      catalogueCategoryChosen.type,
      catalogueFiltersChanged.type,
      catalogueFiltersCleared.type,
      catalogueSortChosen.type,
    ],
    reloadAfterFilterChange,
  );
  yield takeEvery(catalogueMoreRequested.type, showMore);
  yield takeEvery(catalogueLessRequested.type, showLess);
  // A newer page request cancels an older one still under way, so stale answers never land.
  yield takeLatest(productsPageRequested.type, loadPage);
}
