export { configurationSaga } from './configuration-saga';
export {
  configurationFailed,
  configurationLoaded,
  configurationRequested,
  configurationSlice,
} from './configuration-slice';
