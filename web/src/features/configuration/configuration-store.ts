export { configurationSaga } from './configuration-saga';
export { configurationLoaded, configurationSlice } from './configuration-slice';
