import { put, takeLeading } from 'redux-saga/effects';
import { addCartItemAnswers } from '../../../../contracts/generated/answers/add-cart-item';
import { errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { alertRaised } from '../feedback/feedback-store';
import { addToCartFailed, addToCartRequested, addToCartSucceeded } from './add-to-cart-slice';

export const addToCartFallbackMessage = 'Failed to add item to cart';
export const addToCartAlertMessage = 'Error adding product to cart. Please try again.';

function* addToCart({ payload: line }: ReturnType<typeof addToCartRequested>) {
  try {
    const item = yield* apiCall(addCartItemAnswers, { json: { cart_items: [line] } });
    yield put(addToCartSucceeded(item));
  } catch (error) {
    const message = errorMessage(error, addToCartFallbackMessage);
    yield put(addToCartFailed(message));
    // The spec's fixed text, and why, e.g. that the product is unavailable.
    yield put(alertRaised(addToCartAlertMessage, message));
  }
}

export function* addToCartSaga() {
  // One line per press: a second press while the first is under way must not add the product twice.
  yield takeLeading(addToCartRequested.type, addToCart);
}
