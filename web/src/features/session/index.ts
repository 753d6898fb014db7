export { selectCoins, selectSignedIn, selectUser, sessionSlice, sessionStarted, signedOut } from './session-slice';
