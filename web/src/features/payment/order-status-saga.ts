import type { Action } from '@reduxjs/toolkit';
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { OrderState, OrderStatusResponse } from '../../../../contracts';
import { getOrderStatusAnswers } from '../../../../contracts/generated/answers/get-order-status';
import { getPlaceOrderStatusAnswers } from '../../../../contracts/generated/answers/get-place-order-status';
import { errorMessage } from '../../lib/api-client';
import { timedApiCall } from '../../lib/api-saga';
import { cartChangedElsewhere } from '../cart/cart-store';
import { readCoinBalanceAgain, selectSignedIn } from '../session/session-store';
import { orderStatusInput } from './order-status-call';
import { readPaymentTimer, storePaymentTimer } from './payment-timer-storage';
import { clockOffsetMs, paymentPageWindowSeconds, verifyDetailsWindowSeconds } from './payment-clock';
import {
  orderDetailsFailed,
  orderDetailsFallbackMessage,
  orderDetailsRefreshRequested,
  orderPollingStarted,
  orderPollingStopped,
  orderStatusFallbackMessage,
  orderStatusPolled,
  orderStatusPollFailed,
  paymentDeadlineKnown,
  selectPolledOrderId,
  type PaymentPage,
} from './order-status-slice';

const pollIntervalMs = 2000;

interface StatusAnswer {
  status: OrderState;
  redirectUrl: string | null;
  createdAt: string;
  serverTime: string | undefined;
  /** When the answer arrived: an answer asked for at start-up may reach the poll a few seconds later. */
  receivedAtMs: number;
  details?: OrderStatusResponse;
}

/** One status call. Polls run in the background: one every 2 s must not cover the page with the busy overlay. */
function* askStatus(orderId: string, page: PaymentPage, background = true) {
  if (page === 'verify-details') {
    const { body, receivedAtMs } = yield* timedApiCall(
      getPlaceOrderStatusAnswers,
      { query: { order_id: orderId, decoded_status: false } },
      { background },
    );
    return {
      status: body.status,
      redirectUrl: null,
      createdAt: body.created_at,
      serverTime: body.server_time,
      receivedAtMs,
    } satisfies StatusAnswer;
  }
  const { body, receivedAtMs } = yield* timedApiCall(getOrderStatusAnswers, orderStatusInput(orderId), { background });
  return {
    status: body.status,
    redirectUrl: body.redirectUrl,
    createdAt: body.orderDetails.created_at,
    serverTime: body.server_time,
    receivedAtMs,
    details: body,
  } satisfies StatusAnswer;
}

/**
 * When the page's window closes, in the provider's time. /verify-details resumes the 180 s it stored for this order
 * (a reload or another tab), or starts them now and stores them; /payment counts 300 s from the order's creation.
 */
function paymentDeadline(
  orderId: string,
  page: PaymentPage,
  createdAt: string | null,
  providerNow: number,
): number | null {
  if (page === 'payment') {
    const created = createdAt === null ? Number.NaN : Date.parse(createdAt);
    return Number.isNaN(created) ? null : withinWindow(created + paymentPageWindowSeconds * 1000, page, providerNow);
  }
  const stored = readPaymentTimer(orderId);
  if (stored !== null) return withinWindow(stored.timestamp + stored.secondsLeft * 1000, page, providerNow);
  storePaymentTimer({ orderId }, { secondsLeft: verifyDetailsWindowSeconds, timestamp: providerNow });
  return providerNow + verifyDetailsWindowSeconds * 1000;
}

/**
 * A deadline no later than a whole window from now: an order created in the future of the provider's clock (or a clock
 * that is far off), or a stored timer edited on the device, never shows more time to pay than the page's window.
 */
function withinWindow(deadline: number, page: PaymentPage, providerNow: number): number {
  const windowSeconds = page === 'payment' ? paymentPageWindowSeconds : verifyDetailsWindowSeconds;
  return Math.min(deadline, providerNow + windowSeconds * 1000);
}

function logPollingError(orderId: string, message: string): void {
  console.warn(`Polling order ${orderId} failed: ${message}`);
}

function* putAnswer(answer: StatusAnswer) {
  const offset = clockOffsetMs(answer.serverTime, answer.receivedAtMs);
  yield put(
    orderStatusPolled({
      paymentState: answer.status,
      redirectUrl: answer.redirectUrl,
      clockOffsetMs: offset,
      receivedAtMs: answer.receivedAtMs,
      details: answer.details,
    }),
  );
  return offset;
}

function* pollOrder(orderId: string, page: PaymentPage) {
  let deadlineKnown = false;
  for (let attempt = 0; ; attempt += 1) {
    // /payment shows nothing but 'Loading Order Details...' until the first answer, so that one is in the foreground.
    const firstLoad = page === 'payment' && attempt === 0;
    let createdAt: string | null = null;
    let offset: number | null = null;
    try {
      const answer: StatusAnswer = yield* askStatus(orderId, page, !firstLoad);
      offset = yield* putAnswer(answer);
      createdAt = answer.createdAt;
      // A paid order empties the cart at the provider: the header's count follows at once, not at the next /cart. The
      // order may be paid on a device where no one is signed in (a payment link opened elsewhere): no cart to read.
      if (answer.status === 'success' && ((yield select(selectSignedIn)) as boolean)) yield put(cartChangedElsewhere());
      // A declined or expired order has its coins refunded at the provider: the header's points and the cart's balance
      // must show them back, as the result page says they are.
      if (answer.status === 'failed' || answer.status === 'expired') yield call(readCoinBalanceAgain);
      if (answer.status !== 'PAYMENT_PENDING') return;
    } catch (error) {
      if (firstLoad) {
        yield put(orderDetailsFailed(errorMessage(error, orderDetailsFallbackMessage)));
        return;
      }
      // Spec section 4: a failed poll is logged and polling goes on.
      const message = errorMessage(error, orderStatusFallbackMessage);
      yield call(logPollingError, orderId, message);
      yield put(orderStatusPollFailed(message));
    }
    if (!deadlineKnown) {
      const deviceNow: number = yield call(Date.now);
      const deadline: number | null = yield call(paymentDeadline, orderId, page, createdAt, deviceNow + (offset ?? 0));
      if (deadline !== null) {
        deadlineKnown = true;
        yield put(paymentDeadlineKnown(deadline, deviceNow));
      }
    }
    yield delay(pollIntervalMs);
  }
}

function* pollUntilStopped(action: Action) {
  if (!orderPollingStarted.match(action)) return;
  yield call(pollOrder, action.payload.orderId, action.payload.page);
}

function* refreshDetails() {
  const orderId: string | null = yield select(selectPolledOrderId);
  if (orderId === null) return;
  try {
    yield* putAnswer(yield* askStatus(orderId, 'payment', false));
  } catch (error) {
    yield call(logPollingError, orderId, errorMessage(error, orderDetailsFallbackMessage));
  }
}

/**
 * Polls the order a payment page shows until it is no longer pending; leaving the page (or another order) stops it.
 * A refresh (after the shopper's details changed) loads the order once more.
 */
export function* orderStatusSaga() {
  yield takeLatest([orderPollingStarted.type, orderPollingStopped.type], pollUntilStopped);
  yield takeLatest(orderDetailsRefreshRequested.type, refreshDetails);
}
