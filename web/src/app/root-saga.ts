import { all, call } from 'redux-saga/effects';
import { authSaga } from '../features/auth/auth-store';
import { cartRootSaga } from '../features/cart/cart-store';
import { catalogueRootSaga } from '../features/catalogue/catalogue-store';
import { configurationSaga } from '../features/configuration/configuration-store';
import { orderSaga } from '../features/order/order-store';
import { searchSaga } from '../features/search/search-store';
import { sessionSaga } from '../features/session/session-store';

export function* rootSaga() {
  yield all([
    call(configurationSaga),
    call(catalogueRootSaga),
    call(searchSaga),
    call(authSaga),
    call(sessionSaga),
    call(cartRootSaga),
    call(orderSaga),
  ]);
}
