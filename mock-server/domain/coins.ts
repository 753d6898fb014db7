import type { CoinHistoryEntry } from '../../contracts';
import type { CoinEntryRecord, UserRecord } from '../db/records';
import { updateRow } from '../db/row-update';
import { rowByKey, rowsWhere } from '../db/rows';
import type { SimulatorState } from '../state';
import { toMoneyString } from './money';

export interface CoinMovement {
  userId: number;
  /** A voucher code, an order id (coins spent on it) or REFUND-<order id>. */
  couponCode: string;
  /** Signed: negative for coins spent. */
  amountPaise: number;
  /** False while the coins are held by an unpaid order. */
  isRedeemed: boolean;
  at: number;
}

/**
 * Changes the balance and writes the history entry in one synchronous step, so no concurrent
 * request ever sees one without the other.
 */
export function moveCoins(state: SimulatorState, movement: CoinMovement): CoinEntryRecord {
  const user = rowByKey(state.db, 'user', movement.userId);
  if (user !== null) updateRow(state.db, 'user', user, { coinsPaise: user.coinsPaise + movement.amountPaise });
  return state.db.coinEntry.create({
    id: state.nextId('coinEntry'),
    userId: movement.userId,
    couponCode: movement.couponCode,
    amountPaise: movement.amountPaise,
    isRedeemed: movement.isRedeemed,
    createdAt: movement.at,
  });
}

/** The balance as stored now; a user record read before an await may be stale. */
export function currentCoinsPaise(state: SimulatorState, userId: number): number {
  return rowByKey(state.db, 'user', userId)?.coinsPaise ?? 0;
}

/** The shopper's coin movements, newest first. */
export function coinHistory(state: SimulatorState, user: UserRecord): CoinHistoryEntry[] {
  return rowsWhere(state.db.coinEntry, (entry) => entry.userId === user.id)
    .sort((left, right) => right.createdAt - left.createdAt || right.id - left.id)
    .map((entry) => ({
      id: entry.id,
      coupon_code: entry.couponCode,
      amount: toMoneyString(entry.amountPaise),
      is_redeemed: entry.isRedeemed,
      created_at: new Date(entry.createdAt).toISOString(),
      user: { username: user.username },
    }));
}
