import type { OrderState } from '../../contracts';
import type { Database } from '../db/models';
import type { OrderRecord } from '../db/records';
import { updateRow } from '../db/row-update';
import { rowsWhere } from '../db/rows';
import type { SeededOrder, SeededVoucher } from '../../scenarios/scenario';
import type { SimulatorState } from '../state';
import { clearCart, denominationsOf } from './cart';
import { findProduct } from './catalogue';
import { moveCoins } from './coins';
import { toMoneyString, toPaise } from './money';
import { coinDiscountPaise } from '../../contracts/runtime/coin-discount';

/*
 * The payment state machine. An order starts PAYMENT_PENDING with its coins debited and held by
 * a pending coin entry (coupon_code = order id, negative, is_redeemed false). From there:
 * - paid (payment page Approve, or settings.autoPayAfterPolls): success, the cart is cleared,
 *   one voucher is issued per unit bought and the held entry settles (is_redeemed true);
 * - declined (payment page Decline): failed; the window running out unpaid: expired. Both settle
 *   the held entry and refund the coins with a redeemed entry REFUND-<order id>, so no entry stays
 *   pending once the order has left PAYMENT_PENDING and the entries add up to the balance.
 * Every other state is final.
 */

const orderStates: readonly OrderState[] = ['PAYMENT_PENDING', 'success', 'expired', 'failed'];

export function orderState(order: OrderRecord): OrderState {
  const state = orderStates.find((candidate) => candidate === order.status);
  if (state === undefined) throw new Error(`Order ${order.id} has the unknown state ${order.status}`);
  return state;
}

export interface OrderLine {
  productId: number;
  unitPaise: number;
  quantity: number;
}

export interface OrderDraft {
  userId: number;
  orderNumber: string;
  lines: readonly OrderLine[];
  amountPaise: number;
  coinsUsedPaise: number;
  redirectUrl: string | null;
  notifyUrl: string | null;
  createdAt: number;
}

/**
 * The earliest creation time among PAYMENT_PENDING orders (null: none), per database, so that the check before every
 * call scans the orders only once one may be overdue. A reset or a restored snapshot brings a new database; every
 * order is created and changed through this module, which keeps the mark: a new order can only lower it, an order
 * leaving PAYMENT_PENDING forgets it (the next check scans again).
 */
const earliestPending = new WeakMap<Database, number | null>();

function earliestPendingCreatedAt(state: SimulatorState): number | null {
  let earliest = earliestPending.get(state.db);
  if (earliest === undefined) {
    earliest = null;
    for (const order of state.db.order.getAll()) {
      if (order.status === 'PAYMENT_PENDING' && (earliest === null || order.createdAt < earliest)) {
        earliest = order.createdAt;
      }
    }
    earliestPending.set(state.db, earliest);
  }
  return earliest;
}

/** Creates a PAYMENT_PENDING order, snapshotting its lines, and debits the coins it uses. */
export function createOrder(state: SimulatorState, draft: OrderDraft): OrderRecord {
  const id = `ord_${String(state.nextId('order')).padStart(6, '0')}`;
  const order = state.db.order.create({
    id,
    userId: draft.userId,
    orderNumber: draft.orderNumber,
    status: 'PAYMENT_PENDING',
    createdAt: draft.createdAt,
    updatedAt: draft.createdAt,
    amountPaise: draft.amountPaise,
    coinsUsedPaise: draft.coinsUsedPaise,
    redirectUrl: draft.redirectUrl,
    notifyUrl: draft.notifyUrl,
    statusPolls: 0,
    cartCleared: false,
  });
  const earliest = earliestPending.get(state.db);
  if (earliest !== undefined)
    earliestPending.set(state.db, earliest === null ? order.createdAt : Math.min(earliest, order.createdAt));
  for (const line of draft.lines) {
    const product = findProduct(state, line.productId);
    if (product === null) throw new Error(`Order ${id} refers to the missing product ${line.productId}`);
    state.db.orderItem.create({
      id: state.nextId('orderItem'),
      orderId: id,
      productId: product.id,
      productName: product.name,
      imageUrl: product.imageUrl,
      unitPaise: line.unitPaise,
      quantity: line.quantity,
    });
  }
  if (draft.coinsUsedPaise > 0) {
    moveCoins(state, {
      userId: draft.userId,
      couponCode: id,
      amountPaise: -draft.coinsUsedPaise,
      isRedeemed: false,
      at: draft.createdAt,
    });
  }
  return order;
}

function updateOrder(state: SimulatorState, order: OrderRecord, data: Partial<Omit<OrderRecord, 'id'>>): OrderRecord {
  if (data.status !== undefined && data.status !== 'PAYMENT_PENDING') earliestPending.delete(state.db);
  return updateRow(state.db, 'order', order, data);
}

function settleCoinHold(state: SimulatorState, order: OrderRecord): void {
  const held = rowsWhere(state.db.coinEntry, (entry) => entry.userId === order.userId && entry.couponCode === order.id);
  for (const entry of held) updateRow(state.db, 'coinEntry', entry, { isRedeemed: true });
}

function refundCoins(state: SimulatorState, order: OrderRecord, at: number): void {
  settleCoinHold(state, order);
  if (order.coinsUsedPaise > 0) {
    moveCoins(state, {
      userId: order.userId,
      couponCode: `REFUND-${order.id}`,
      amountPaise: order.coinsUsedPaise,
      isRedeemed: true,
      at,
    });
  }
}

/**
 * Digits that look random but follow from the seed (a 32-bit linear congruential generator),
 * so a replayed scenario issues the same vouchers.
 */
function seededDigits(seed: number, count: number): string {
  let state = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  let digits = '';
  while (digits.length < count) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    digits += String((state >>> 16) % 10);
  }
  return digits;
}

/** One voucher per unit bought, unless a seeded order names the vouchers it was issued. */
function issueVouchers(state: SimulatorState, order: OrderRecord, given?: readonly SeededVoucher[]): void {
  if (given !== undefined) {
    for (const voucher of given)
      state.db.voucher.create({ id: state.nextId('voucher'), orderId: order.id, ...voucher });
    return;
  }
  const units = rowsWhere(state.db.orderItem, (item) => item.orderId === order.id).reduce(
    (sum, item) => sum + item.quantity,
    0,
  );
  for (let unit = 0; unit < units; unit += 1) {
    const id = state.nextId('voucher');
    const digits = seededDigits(id, 32);
    state.db.voucher.create({
      id,
      orderId: order.id,
      cardNumber: digits.slice(0, 16),
      pinCode: digits.slice(16, 22),
      claimUrl: `https://claim.example.com/v/${digits.slice(22)}`,
    });
  }
}

function markPaid(state: SimulatorState, order: OrderRecord, at: number, vouchers?: readonly SeededVoucher[]) {
  issueVouchers(state, order, vouchers);
  settleCoinHold(state, order);
  return updateOrder(state, order, { status: 'success', updatedAt: at, cartCleared: true });
}

/** Pays a PAYMENT_PENDING order; an order in any other state is left as it is. */
export function payOrder(state: SimulatorState, order: OrderRecord): OrderRecord {
  if (orderState(order) !== 'PAYMENT_PENDING') return order;
  clearCart(state, order.userId);
  return markPaid(state, order, state.clock.now());
}

/** Declines a PAYMENT_PENDING order's payment; an order in any other state is left as it is. */
export function declineOrder(state: SimulatorState, order: OrderRecord): OrderRecord {
  if (orderState(order) !== 'PAYMENT_PENDING') return order;
  const now = state.clock.now();
  refundCoins(state, order, now);
  return updateOrder(state, order, { status: 'failed', updatedAt: now });
}

/**
 * Expires every PAYMENT_PENDING order whose payment window has run out by the simulator's clock,
 * dated at the moment the window closed, and refunds its coins. Runs before every provider call
 * and every payment page, so no reader ever sees an overdue order as pending.
 */
export function expireOverdueOrders(state: SimulatorState): void {
  const windowMs = state.settings.paymentWindowSeconds * 1000;
  const earliest = earliestPendingCreatedAt(state);
  if (earliest === null || earliest > state.clock.now() - windowMs) return;
  const closing = state.clock.now() - windowMs;
  const overdue = rowsWhere(
    state.db.order,
    (order) => order.status === 'PAYMENT_PENDING' && order.createdAt <= closing,
  );
  for (const order of overdue) {
    const closedAt = order.createdAt + windowMs;
    refundCoins(state, order, closedAt);
    updateOrder(state, order, { status: 'expired', updatedAt: closedAt });
  }
}

/** Counts a status poll; with settings.autoPayAfterPolls the order pays itself at that many polls. */
export function recordStatusPoll(state: SimulatorState, order: OrderRecord): OrderRecord {
  const polled = updateOrder(state, order, { statusPolls: order.statusPolls + 1 });
  const autoPayAfter = state.settings.autoPayAfterPolls;
  return autoPayAfter !== null && polled.statusPolls >= autoPayAfter ? payOrder(state, polled) : polled;
}

/**
 * Orders that exist when the simulator starts, placed ageSeconds before the clock's now for one
 * line of the product at its first denomination's min; no cart is needed, and a paid one leaves
 * the carts alone. An overdue pending order expires on the first call, like any other.
 */
export async function seedOrders(state: SimulatorState, orders: readonly SeededOrder[]): Promise<void> {
  for (const seeded of orders) {
    const user = state.db.user.findFirst({ where: { email: { equals: seeded.email } } });
    if (user === null) throw new Error(`A seeded order names the unknown shopper ${seeded.email}`);
    const [first] = denominationsOf(state, seeded.productId);
    if (first === undefined) throw new Error(`A seeded order names product ${seeded.productId} without amounts`);
    const createdAt = state.clock.now() - seeded.ageSeconds * 1000;
    const coinsUsedPaise = toPaise(seeded.coinsUsed);
    const totalPaise = first.minPaise * seeded.quantity;
    // The rules POST /place-order/ holds every order to: a seed that broke them would leave a negative balance or
    // amount, which no answer's contract admits.
    const uses = `A seeded order of ${seeded.email} uses ${toMoneyString(coinsUsedPaise)} coins, more than`;
    if (coinsUsedPaise > user.coinsPaise) throw new Error(`${uses} the ${toMoneyString(user.coinsPaise)} they hold`);
    if (coinsUsedPaise > coinDiscountPaise(totalPaise)) {
      throw new Error(`${uses} 10% of its total ${toMoneyString(totalPaise)}`);
    }
    const order = createOrder(state, {
      userId: user.id,
      orderNumber: `ORD${createdAt}`,
      lines: [{ productId: seeded.productId, unitPaise: first.minPaise, quantity: seeded.quantity }],
      amountPaise: totalPaise - coinsUsedPaise,
      coinsUsedPaise,
      redirectUrl: null,
      notifyUrl: null,
      createdAt,
    });
    if (seeded.status === 'success') markPaid(state, order, createdAt, seeded.vouchers);
  }
}
