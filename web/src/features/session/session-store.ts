export { readCoinBalanceAgain, sessionSaga } from './session-saga';
export {
  coinBalanceChangedElsewhere,
  coinBalanceReported,
  logoutRequested,
  selectCoins,
  selectSignedIn,
  selectUser,
  sessionReady,
  sessionSlice,
  sessionStarted,
  signedOut,
  tokenRefreshFailed,
  userDataRefreshRequested,
  userDetailsReported,
} from './session-slice';
