import { all, call } from 'redux-saga/effects';
import { authSaga } from '../features/auth';
import { cartSaga } from '../features/cart';
import { catalogueRootSaga } from '../features/catalogue';
import { configurationSaga } from '../features/configuration/configuration-saga';
import { addToCartSaga } from '../features/product';
import { searchSaga } from '../features/search';
import { sessionSaga } from '../features/session';

export function* rootSaga() {
  yield all([
    call(configurationSaga),
    call(catalogueRootSaga),
    call(searchSaga),
    call(addToCartSaga),
    call(authSaga),
    call(sessionSaga),
    call(cartSaga),
  ]);
}
