import { all, call } from 'redux-saga/effects';
import { cartRootSaga } from '../features/cart/cart-store';
import { catalogueRootSaga } from '../features/catalogue/catalogue-store';
import { configurationSaga } from '../features/configuration/configuration-store';
import { searchSaga } from '../features/search/search-store';
import { sessionSaga } from '../features/session/session-store';

export function* rootSaga() {
  yield all([
    call(configurationSaga),
    call(catalogueRootSaga),
    call(searchSaga),
    call(sessionSaga),
    call(cartRootSaga),
  ]);
}
