import type { CoinHistoryEntry } from '../../contracts';
import type { CoinEntryRecord, UserRecord } from '../db/records';
import type { Simulator } from '../simulator';
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
export function moveCoins(simulator: Simulator, movement: CoinMovement): CoinEntryRecord {
  simulator.db.user.update({
    where: { id: { equals: movement.userId } },
    data: { coinsPaise: (coins) => coins + movement.amountPaise },
  });
  return simulator.db.coinEntry.create({
    id: simulator.nextId('coinEntry'),
    userId: movement.userId,
    couponCode: movement.couponCode,
    amountPaise: movement.amountPaise,
    isRedeemed: movement.isRedeemed,
    createdAt: movement.at,
  });
}

/** The balance as stored now; a user record read before an await may be stale. */
export function currentCoinsPaise(simulator: Simulator, userId: number): number {
  return simulator.db.user.findFirst({ where: { id: { equals: userId } } })?.coinsPaise ?? 0;
}

/** The shopper's coin movements, newest first. */
export function coinHistory(simulator: Simulator, user: UserRecord): CoinHistoryEntry[] {
  return simulator.db.coinEntry
    .findMany({ where: { userId: { equals: user.id } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
    .map((entry) => ({
      id: entry.id,
      coupon_code: entry.couponCode,
      amount: toMoneyString(entry.amountPaise),
      is_redeemed: entry.isRedeemed,
      created_at: new Date(entry.createdAt).toISOString(),
      user: { username: user.username },
    }));
}
