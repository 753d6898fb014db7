import type { HttpHandler } from 'msw';
import type { Order, OrderStatusResponse, PlaceOrderResponse, PlaceOrderStatusResponse } from '../../contracts';
import type { OrderRecord } from '../db/records';
import { rowByKey, rowWhere, rowsWhere } from '../db/rows';
import { cartLines, cartTotalPaise } from '../domain/cart';
import { currentCoinsPaise } from '../domain/coins';
import { withMediaUrl } from '../domain/media';
import { toMoneyString, toPaise, toRupees } from '../domain/money';
import { createOrder, orderState, recordStatusPoll } from '../domain/order-lifecycle';
import { endpoint } from '../pipeline/endpoint';
import { immutableBody } from '../pipeline/immutable-body';
import { coinDiscountPaise } from '../../contracts/runtime/coin-discount';
import { genericError } from '../../contracts/runtime/error-bodies';
import { orderHistoryStatus } from '../../contracts/runtime/order-history-status';
import type { Simulator } from '../simulator';
import { paymentLinks, paymentPageUrl } from './payment-page';

const isoTime = (epochMs: number): string => new Date(epochMs).toISOString();

function placeOrderStatusView(simulator: Simulator, order: OrderRecord): PlaceOrderStatusResponse {
  return {
    status: orderState(order),
    amount: toRupees(order.amountPaise),
    created_at: isoTime(order.createdAt),
    last_updated: isoTime(order.updatedAt),
    cart_items_cleared: order.cartCleared,
    server_time: isoTime(simulator.clock.now()),
  };
}

function orderStatusView(simulator: Simulator, order: OrderRecord, origin: string): OrderStatusResponse {
  const user = rowByKey(simulator.db, 'user', order.userId);
  if (user === null) throw new Error(`Order ${order.id} belongs to the missing user ${order.userId}`);
  const status = orderState(order);
  return {
    status,
    redirectUrl: order.redirectUrl,
    orderDetails: {
      orderId: order.id,
      created_at: isoTime(order.createdAt),
      amount: toRupees(order.amountPaise),
      coins_used: toRupees(order.coinsUsedPaise),
      redirectUrl: order.redirectUrl,
      status,
      user: { username: user.username, email: user.email, phone: user.phone },
    },
    paymentLinks: paymentLinks(origin, order.id),
    server_time: isoTime(simulator.clock.now()),
  };
}

/** Records grouped by their order, in id order: one pass over a table instead of a query per order. */
function byOrder<T extends { id: number; orderId: string }>(records: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of [...records].sort((left, right) => left.id - right.id)) {
    const group = groups.get(record.orderId);
    if (group === undefined) groups.set(record.orderId, [record]);
    else group.push(record);
  }
  return groups;
}

/**
 * Each order's entry in the history, kept while it is the same: the record object is replaced whenever the order
 * changes (its vouchers are issued as it is paid), and the state is read again on every call, since a pending order
 * expires with the clock. Building and formatting the entries was most of a 50-order history's cost.
 */
const historyEntries = new WeakMap<OrderRecord, { origin: string; entry: Order }>();

function keptEntry(order: OrderRecord, origin: string): Order | undefined {
  const kept = historyEntries.get(order);
  if (kept === undefined || kept.origin !== origin) return undefined;
  return kept.entry.status === orderHistoryStatus[orderState(order)] ? kept.entry : undefined;
}

/** Each shopper's history as last answered: answered again as the same body while every entry is the same. */
const lastHistories = new WeakMap<Simulator, Map<number, Order[]>>();

function sameEntries(left: readonly Order[], right: readonly Order[]): boolean {
  return left.length === right.length && left.every((entry, position) => entry === right[position]);
}

function orderHistory(simulator: Simulator, userId: number, origin: string): Order[] {
  const entries = historyEntriesOf(simulator, userId, origin);
  let histories = lastHistories.get(simulator);
  if (histories === undefined) {
    histories = new Map();
    lastHistories.set(simulator, histories);
  }
  const last = histories.get(userId);
  if (last !== undefined && sameEntries(last, entries)) return last;
  const history = immutableBody(entries);
  histories.set(userId, history);
  return history;
}

function historyEntriesOf(simulator: Simulator, userId: number, origin: string): Order[] {
  const orders = rowsWhere(simulator.db.order, (order) => order.userId === userId).sort(
    (left, right) => right.createdAt - left.createdAt || (right.id < left.id ? -1 : right.id > left.id ? 1 : 0),
  );
  const kept = orders.map((order) => keptEntry(order, origin));
  const stale = new Set(orders.filter((_, position) => kept[position] === undefined).map((order) => order.id));
  const items = byOrder(stale.size === 0 ? [] : rowsWhere(simulator.db.orderItem, (item) => stale.has(item.orderId)));
  const vouchers = byOrder(
    stale.size === 0 ? [] : rowsWhere(simulator.db.voucher, (voucher) => stale.has(voucher.orderId)),
  );
  return orders.map((order, position) => {
    const keptOne = kept[position];
    if (keptOne !== undefined) return keptOne;
    const entry: Order = {
      id: order.id,
      order_date: isoTime(order.createdAt),
      status: orderHistoryStatus[orderState(order)],
      voucher_type: 'E-Gift Card',
      items: (items.get(order.id) ?? []).map((item) => ({
        product: withMediaUrl({ name: item.productName, image_url: item.imageUrl }, origin),
        price_mrp: toMoneyString(item.unitPaise),
        quantity: item.quantity,
      })),
      vouchers: (vouchers.get(order.id) ?? []).map((voucher) => ({
        card_number: voucher.cardNumber,
        pin_code: voucher.pinCode,
        claim_url: voucher.claimUrl,
      })),
    };
    historyEntries.set(order, { origin, entry });
    return entry;
  });
}

const orderNotFound = (orderId: string) => ({
  status: 404 as const,
  body: genericError(`You have no order ${orderId}.`, 'order_not_found'),
});

/** The shopper's own order, counted as a status poll (which may pay it, see settings.autoPayAfterPolls). */
function pollOwnOrder(simulator: Simulator, userId: number, orderId: string): OrderRecord | null {
  const order = rowByKey(simulator.db, 'order', orderId);
  return order === null || order.userId !== userId ? null : recordStatusPoll(simulator, order);
}

export function orderHandlers(simulator: Simulator): HttpHandler[] {
  return [
    // Synchronous on purpose: every check and the coin debit happen in one turn of the event loop,
    // so concurrent orders by one shopper can neither overdraw the balance nor debit twice.
    endpoint(simulator, 'placeOrder', ({ user, body, url }) => {
      const sameNumber = rowWhere(
        simulator.db.order,
        (order) => order.userId === user.id && order.orderNumber === body.order_number,
      );
      if (sameNumber !== null) {
        const detail = `Order number ${body.order_number} was already placed as ${sameNumber.id}.`;
        return { status: 409, body: genericError(detail, 'duplicate_order') };
      }
      const lines = cartLines(simulator, user.id);
      if (lines.length === 0) return { status: 409, body: genericError('Your cart is empty.', 'cart_empty') };
      const totalPaise = cartTotalPaise(lines);
      const amountPaise = toPaise(body.amount);
      const coinsUsedPaise = toPaise(body.coins_used);
      if (amountPaise + coinsUsedPaise !== totalPaise) {
        const detail = `The cart total is ${toMoneyString(totalPaise)}; amount plus coins_used must equal it.`;
        return { status: 409, body: genericError(detail, 'cart_changed') };
      }
      if (coinsUsedPaise > currentCoinsPaise(simulator, user.id)) {
        return { status: 422, body: genericError('You do not have enough coins.', 'insufficient_coins') };
      }
      const maxCoinsPaise = coinDiscountPaise(totalPaise);
      if (coinsUsedPaise > maxCoinsPaise) {
        const detail = `Coins may pay at most 10% of the cart total (${toMoneyString(maxCoinsPaise)}).`;
        return { status: 422, body: genericError(detail, 'coin_limit_exceeded') };
      }

      const order = createOrder(simulator, {
        userId: user.id,
        orderNumber: body.order_number,
        lines,
        amountPaise,
        coinsUsedPaise,
        redirectUrl: body.redirect_url,
        notifyUrl: body.notify_url,
        createdAt: simulator.clock.now(),
      });
      const placed: PlaceOrderResponse = {
        orderId: order.id,
        status: 'PAYMENT_PENDING',
        created_at: isoTime(order.createdAt),
        amount: toRupees(order.amountPaise),
        orderLink: paymentPageUrl(url.origin, order.id),
        redirect_url: body.redirect_url,
        paymentLinks: paymentLinks(url.origin, order.id),
        updatedCoins: toRupees(currentCoinsPaise(simulator, user.id)),
      };
      return { status: 201, body: placed };
    }),

    endpoint(simulator, 'getPlaceOrderStatus', ({ user, query }) => {
      const order = pollOwnOrder(simulator, user.id, query.order_id);
      return order === null
        ? orderNotFound(query.order_id)
        : { status: 200, body: placeOrderStatusView(simulator, order) };
    }),

    endpoint(simulator, 'getOrderStatus', ({ user, query, url }) => {
      const order = pollOwnOrder(simulator, user.id, query.order_id);
      return order === null
        ? orderNotFound(query.order_id)
        : { status: 200, body: orderStatusView(simulator, order, url.origin) };
    }),

    endpoint(simulator, 'getOrderHistory', ({ user, url }) => ({
      status: 200,
      body: orderHistory(simulator, user.id, url.origin),
    })),
  ];
}
