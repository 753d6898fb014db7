import { call, put, takeLeading } from 'redux-saga/effects';
import type { LoadCoinResponse } from '../../../../contracts';
import { loadCoinsAnswers } from '../../../../contracts/generated/answers/load-coins';
import { ApiError, errorMessage } from '../../lib/api-client';
import { apiCall } from '../../lib/api-saga';
import { toPaise, toRupees } from '../../lib/money';
import { coinBalanceReported, readCoinBalanceAgain } from '../session/session-store';
import { couponRedeemed, couponRedeemFailed, couponRedeemRequested, redeemFallbackMessage } from './load-coins-slice';

/** The balance after the redemption, counted in paise so that no float rounding creeps in. */
function balanceAfter({ data }: LoadCoinResponse): number {
  return data.new_balance ?? toRupees(toPaise(data.previous_balance) + toPaise(data.coins_added));
}

function* redeemCoupon({ payload: couponCode }: ReturnType<typeof couponRedeemRequested>) {
  try {
    const answer = yield* apiCall(loadCoinsAnswers, { json: { coupon_code: couponCode } });
    yield put(couponRedeemed(answer));
    yield put(coinBalanceReported(balanceAfter(answer)));
  } catch (error) {
    yield put(couponRedeemFailed(errorMessage(error, redeemFallbackMessage)));
    // The code may have gone into this very balance: an answer lost to a network failure (which a retry then finds
    // used, 409), or a press in another tab. The balance is read again, so the header shows coins that were added.
    if (error instanceof ApiError && (error.isNetworkError || error.status === 409)) {
      yield call(readCoinBalanceAgain);
    }
  }
}

/** Redeems a voucher code for coins; a second submit while one is under way redeems nothing more. */
export function* loadCoinsSaga() {
  yield takeLeading(couponRedeemRequested.type, redeemCoupon);
}
