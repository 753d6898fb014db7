import type { Action } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { sessionReady, signedOut } from '../session/session-store';
import { cartFailed, cartFallbackMessage, cartLoaded, cartRequested } from './cart-slice';

function* loadCart(action: Action) {
  // Signing out cancels a load under way (takeLatest), and leaves no cart to load.
  if (signedOut.match(action)) return;
  yield put(cartRequested());
  try {
    const items = yield* apiCall('getCart', {});
    yield put(cartLoaded(items));
  } catch (error) {
    yield put(cartFailed(errorMessage(error, cartFallbackMessage)));
  }
}

/** Loads the signed-in shopper's cart, at start-up and after sign-in. */
export function* cartSaga() {
  yield takeLatest([sessionReady.type, signedOut.type], loadCart);
}
