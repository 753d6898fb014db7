import type { Order } from '../../../../contracts';

/** Spec section 9: the 3 newest orders open expanded; the others open by their chevron. */
export const ordersExpandedAtFirst = 3;

const placedAt = (order: Order): number => {
  const time = Date.parse(order.order_date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** The orders newest first whatever order the provider sent them in; orders of one moment keep theirs. */
export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => {
    const [newer, older] = [placedAt(a), placedAt(b)];
    return newer === older ? 0 : newer > older ? -1 : 1;
  });
}

/** The ids of the orders shown expanded when the page opens. */
export function initiallyExpanded(orders: readonly Order[]): Set<string> {
  return new Set(
    newestFirst(orders)
      .slice(0, ordersExpandedAtFirst)
      .map((order) => order.id),
  );
}
