import type { Action } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { getUserDataAnswers } from '../../../../contracts/generated/answers/get-user-data';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { clearSessionTokens, getAccessToken, storeSessionTokens } from '../../lib/session-cookie';
import { toastRaised } from '../feedback/feedback-store';
import {
  coinBalanceChangedElsewhere,
  logoutRequested,
  selectSignedIn,
  selectUserDataSettled,
  sessionReady,
  sessionStarted,
  signedOut,
  tokenRefreshFailed,
  userDataFailed,
  userDataFallbackMessage,
  userDataLoaded,
  userDataNeeded,
  userDataRefreshRequested,
  userDataRequested,
} from './session-slice';

function* storeTokens({ payload }: ReturnType<typeof sessionStarted>) {
  yield call(storeSessionTokens, { access_token: payload.access_token, refresh_token: payload.refresh_token });
  yield put(sessionReady());
}

function* loadUserData(action: Action) {
  // Signing out cancels a load under way (takeLatest), and leaves nothing to load.
  if (signedOut.match(action)) return;
  yield put(userDataRequested());
  try {
    const user = yield* apiCall(getUserDataAnswers, {}, { background: coinBalanceChangedElsewhere.match(action) });
    yield put(userDataLoaded(user));
  } catch (error) {
    yield put(userDataFailed(errorMessage(error, userDataFallbackMessage)));
  }
}

/**
 * The provider changes the balance without being asked by this page (a pending order's coins come back as it fails or
 * expires): a page that shows or spends coins has the shown balance read again, behind it. A load of the shopper's
 * data under way brings the balance anyway: the start-up's, or a sign-in's whose login answer is already shown (the
 * login page sends the shopper back to /cart at once), which a re-read would only cancel and send again.
 */
export function* readCoinBalanceAgain() {
  if ((yield select(selectUserDataSettled)) as boolean) yield put(coinBalanceChangedElsewhere());
}

function* logout() {
  yield call(clearSessionTokens);
  yield put(signedOut());
}

// The API client has already dropped the tokens it could not renew. It also reports a call refused for want of a
// token, which ends only a session this page still shows, and only once.
function* endUnrenewableSession({ payload: reason }: ReturnType<typeof tokenRefreshFailed>) {
  if (!((yield select(selectSignedIn)) as boolean)) return;
  yield put(signedOut());
  yield put(toastRaised(reason));
}

/** Stores the tokens of a sign-in, loads the shopper's data, and ends the session on Logout or a failed refresh. */
export function* sessionSaga() {
  yield takeEvery(sessionStarted.type, storeTokens);
  yield takeLatest(
    [
      sessionReady.type,
      signedOut.type,
      userDataNeeded.type,
      userDataRefreshRequested.type,
      coinBalanceChangedElsewhere.type,
    ],
    loadUserData,
  );
  yield takeEvery(logoutRequested.type, logout);
  yield takeEvery(tokenRefreshFailed.type, endUnrenewableSession);
  // A token stored by an earlier visit keeps the shopper signed in across reloads (an expired one is renewed on use).
  const storedToken: string | null = yield call(getAccessToken);
  if (storedToken !== null) yield put(sessionReady());
}
