export { configurationSaga } from './configuration-saga';
export { configurationLoaded, configurationRequested, configurationSlice } from './configuration-slice';
