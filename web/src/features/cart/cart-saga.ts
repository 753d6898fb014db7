import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { CartItem } from '../../../../contracts';
import { getCartAnswers } from '../../../../contracts/generated/answers/get-cart';
import { removeCartItemAnswers } from '../../../../contracts/generated/answers/remove-cart-item';
import { updateCartItemAnswers } from '../../../../contracts/generated/answers/update-cart-item';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { toRupees } from '../../lib/money';
import { shortToastMs, toastRaised } from '../feedback/feedback-store';
import { readCoinBalanceAgain, sessionReady, signedOut } from '../session/session-store';
import {
  cartFailed,
  cartFallbackMessage,
  cartLineRemoved,
  cartLineRemoveFailed,
  cartLineRemoveRequested,
  cartLineSaved,
  cartLineUpdateFailed,
  cartLoaded,
  cartPageOpened,
  cartQuantityChanged,
  cartReloadRequested,
  cartChangedElsewhere,
  cartRequested,
  selectCartLines,
  type CartLineView,
} from './cart-slice';

export const updateFailedMessage = 'Failed to update quantity';
export const removeFailedMessage = 'Failed to remove item';

function* loadCart(action: Action) {
  // Signing out cancels a load under way (takeLatest), and leaves no cart to load.
  if (signedOut.match(action)) return;
  yield put(cartRequested());
  try {
    // A change the shopper did not make here (a payment) is read without the busy overlay over the page.
    const items = yield* apiCall(getCartAnswers, {}, { background: cartChangedElsewhere.match(action) });
    yield put(cartLoaded(items));
  } catch (error) {
    yield put(cartFailed(errorMessage(error, cartFallbackMessage)));
  }
}

function* lineAsShown(id: number) {
  const lines: CartLineView[] = yield select(selectCartLines);
  return lines.find((line) => line.item.id === id);
}

/**
 * Sends a line's chosen quantity until the provider holds it. One request per line at a time, so answers cannot
 * arrive out of order; a quantity chosen meanwhile goes in the next request, and only the last one counts.
 */
function* saveLine(id: number) {
  for (;;) {
    const line: CartLineView | undefined = yield* lineAsShown(id);
    if (line === undefined || !line.saving) return;
    const change = {
      id,
      quantity: line.quantity,
      to_pay: toRupees(line.totalPaise),
      selectedDenomination: toRupees(line.unitPaise),
    };
    try {
      const saved: CartItem = yield* apiCall(updateCartItemAnswers, { json: change });
      yield put(cartLineSaved(saved));
    } catch {
      yield put(cartLineUpdateFailed({ id }));
      yield put(toastRaised(updateFailedMessage, 'error', shortToastMs));
      return;
    }
  }
}

function* saveQuantityChanges() {
  const saving = new Set<number>();
  function* saveAndRelease(id: number) {
    try {
      yield call(saveLine, id);
    } finally {
      saving.delete(id);
    }
  }
  for (;;) {
    const { payload }: ReturnType<typeof cartQuantityChanged> = yield take(cartQuantityChanged.type);
    // A line already being saved picks up the newest quantity when its request answers.
    if (saving.has(payload.id)) continue;
    saving.add(payload.id);
    yield fork(saveAndRelease, payload.id);
  }
}

function* removeLine({ payload: { id } }: ReturnType<typeof cartLineRemoveRequested>) {
  try {
    yield* apiCall(removeCartItemAnswers, { json: { id } });
    yield put(cartLineRemoved({ id }));
  } catch {
    yield put(cartLineRemoveFailed({ id }));
    yield put(toastRaised(removeFailedMessage, 'error', shortToastMs));
  }
}

/**
 * takeLatest, but for /cart opening while a load is under way: that load, sent at most moments before the page opened
 * (the start-up's, when the storefront starts on /cart), answers for the page instead of being cancelled and sent again.
 */
function* latestCartLoad() {
  let load: Task | undefined;
  for (;;) {
    const action: Action = yield take([
      sessionReady.type,
      signedOut.type,
      cartPageOpened.type,
      cartReloadRequested.type,
      cartChangedElsewhere.type,
    ]);
    if (cartPageOpened.match(action) && load?.isRunning()) continue;
    if (load?.isRunning()) yield cancel(load);
    load = yield fork(loadCart, action);
  }
}

/**
 * The signed-in shopper's cart: loaded at start-up, after sign-in and whenever /cart opens; quantity changes and
 * removals sent to the provider, each rolled back when it is refused. The coin discount is offered on the balance as
 * the provider holds it when /cart opens.
 */
export function* cartSaga() {
  yield fork(latestCartLoad);
  yield fork(saveQuantityChanges);
  yield takeEvery(cartLineRemoveRequested.type, removeLine);
  yield takeEvery(cartPageOpened.type, readCoinBalanceAgain);
}
