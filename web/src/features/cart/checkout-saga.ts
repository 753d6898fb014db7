import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PaymentLinks } from '../../../../contracts';
import { placeOrderAnswers } from '../../../../contracts/generated/answers/place-order';
import { ApiError, errorMessage, InvalidResponseError } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { toRupees } from '../../lib/money';
import {
  cartChangedElsewhere,
  cartPageOpened,
  selectCartItems,
  selectCheckoutSummary,
  type CheckoutSummary,
} from './cart-slice';
import { alertRaised } from '../feedback/feedback-store';
import { coinBalanceReported, readCoinBalanceAgain } from '../session/session-store';
import { checkoutFailed, checkoutRequested, orderPlaced } from './checkout-slice';
import { clearPaymentStorage } from '../../lib/payment-storage';

export const placeOrderFallbackMessage = 'Failed to place order';
export const invalidOrderAnswerMessage = 'Invalid backend response';
export const missingPaymentLinksMessage = 'Payment links are missing. Please try again.';
export const emptyCartMessage = 'Your cart is empty.';
export const checkoutFailedMessage = 'Checkout failed. Please try again.';

function storefrontOrigin(): string {
  return window.location.origin;
}

function hasPaymentLink(links: PaymentLinks): boolean {
  return Object.values(links).some((link) => typeof link === 'string');
}

/**
 * 409 and 422: the provider holds another cart or balance than this page shows (changed in another tab or on another
 * device), and would refuse every press of Checkout until the page learns them.
 */
const refusedForStaleAmounts = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 409 || error.status === 422);

function* refuse(reason: string, alert: string) {
  yield put(checkoutFailed(reason));
  yield put(alertRaised(alert, reason));
}

function* placeOrder() {
  const items: unknown[] = yield select(selectCartItems);
  if (items.length === 0) {
    yield* refuse(emptyCartMessage, emptyCartMessage);
    return;
  }
  const { cashPaise, coinsPaise }: CheckoutSummary = yield select(selectCheckoutSummary);
  const origin: string = yield call(storefrontOrigin);
  const placedAt: number = yield call(Date.now);
  try {
    const placed = yield* apiCall(placeOrderAnswers, {
      json: {
        amount: toRupees(cashPaise),
        order_number: `ORD${placedAt}`,
        redirect_url: `${origin}/payment-success`,
        notify_url: `${origin}/payment-notification`,
        coins_used: toRupees(coinsPaise),
      },
    });
    if (!hasPaymentLink(placed.paymentLinks)) {
      yield* refuse(missingPaymentLinksMessage, missingPaymentLinksMessage);
      return;
    }
    yield put(coinBalanceReported(placed.updatedCoins));
    yield put(
      orderPlaced({
        orderId: placed.orderId,
        amount: placed.amount ?? toRupees(cashPaise),
        coinsUsed: toRupees(coinsPaise),
        paymentLinks: placed.paymentLinks,
      }),
    );
  } catch (error) {
    const reason =
      error instanceof InvalidResponseError
        ? invalidOrderAnswerMessage
        : errorMessage(error, placeOrderFallbackMessage);
    yield* refuse(reason, checkoutFailedMessage);
    if (refusedForStaleAmounts(error)) {
      yield put(cartChangedElsewhere());
      yield call(readCoinBalanceAgain);
    }
  }
}

function* forgetEarlierPayment() {
  yield call(clearPaymentStorage);
}

/** Places the cart as an order, once per press, and forgets an earlier payment when the cart opens. */
export function* checkoutSaga() {
  // A second press, or a double click, while the order is being placed must not place a second order.
  yield takeLeading(checkoutRequested.type, placeOrder);
  yield takeEvery(cartPageOpened.type, forgetEarlierPayment);
}
