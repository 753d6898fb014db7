import type { Product } from '../../../../contracts';
import { formatCoins, toPaise } from '../../lib/money';

/** The first denomination's bounds as the dropdown shows them, e.g. '100-10,000 Points'; null without one. */
export function pointsRange(product: Pick<Product, 'denominations'>): string | null {
  const first = product.denominations[0];
  return first === undefined ? null : `${formatCoins(toPaise(first.min))}-${formatCoins(toPaise(first.max))} Points`;
}
