import { all, call } from 'redux-saga/effects';
import { configurationSaga } from '../features/configuration/configuration-saga';

export function* rootSaga() {
  yield all([call(configurationSaga)]);
}
