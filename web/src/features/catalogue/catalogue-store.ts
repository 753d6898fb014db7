import { all, call } from 'redux-saga/effects';
import { catalogueSaga } from './catalogue-saga';
import { catalogueSlice } from './catalogue-slice';
import { categoriesSaga } from './categories-saga';
import { categoriesSlice } from './categories-slice';

export { catalogueCategoryChosen, catalogueOpened, selectChosenCategoryId } from './catalogue-slice';
export { categoriesRequested, selectCategories } from './categories-slice';
export { homeNavigationState } from './home-navigation';

/** The feature's slices and sagas, wired into the app store as one entry each. */
export const catalogueSlices = [categoriesSlice, catalogueSlice] as const;

export function* catalogueRootSaga() {
  yield all([call(categoriesSaga), call(catalogueSaga)]);
}
