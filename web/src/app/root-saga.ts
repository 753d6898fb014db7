import { all, call } from 'redux-saga/effects';
import { catalogueRootSaga } from '../features/catalogue';
import { configurationSaga } from '../features/configuration/configuration-saga';
import { addToCartSaga } from '../features/product';
import { searchSaga } from '../features/search';

export function* rootSaga() {
  yield all([call(configurationSaga), call(catalogueRootSaga), call(searchSaga), call(addToCartSaga)]);
}
